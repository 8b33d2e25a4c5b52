export * from './accounts';
export * from './buyers';
export * from './platform';
export * from './text';
