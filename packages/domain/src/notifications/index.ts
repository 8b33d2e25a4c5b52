export * from './render-notification';
