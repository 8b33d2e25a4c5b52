export * from './accounts';
export * from './buyers';
export * from './catalog';
export * from './platform';
export * from './text';
