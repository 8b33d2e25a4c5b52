export * from './accounts';
export * from './buyers';
export * from './catalog';
export * from './content';
export * from './favorites';
export * from './platform';
