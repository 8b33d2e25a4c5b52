export * from './constants';
export * from './errors';
export * from './parse-campaign-source';
export * from './routes';
