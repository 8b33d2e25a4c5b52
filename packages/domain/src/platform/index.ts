export * from './check-image-upload';
export * from './constants';
export * from './errors';
export * from './parse-campaign-source';
export * from './platform-settings';
export * from './public-origin';
export * from './routes';
export * from './validate-customer-request';
