export * from './normalize';
export * from './slugify';
export * from './storable-text';
