export * from './format-money';
export * from './format-number';
export * from './normalize';
export * from './slugify';
export * from './storable-text';
