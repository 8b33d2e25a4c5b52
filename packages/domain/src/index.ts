export * from './accounts';
export * from './buyers';
export * from './cart';
export * from './catalog';
export * from './content';
export * from './platform';
export * from './text';
