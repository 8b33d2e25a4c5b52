export * from './check-image-upload';
export * from './constants';
export * from './errors';
export * from './routes';
