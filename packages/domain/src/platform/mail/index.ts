export * from './mail-kinds';
export * from './mail-retry';
export * from './render-mail';
