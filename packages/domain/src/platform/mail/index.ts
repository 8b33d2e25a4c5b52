export * from './mail-retry';
export * from './render-mail';
