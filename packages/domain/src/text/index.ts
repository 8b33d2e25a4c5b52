export * from './fold-vietnamese';
export * from './format-money';
export * from './format-number';
export * from './is-uuid';
export * from './normalize';
export * from './slugify';
export * from './storable-text';
