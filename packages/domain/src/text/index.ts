export * from './normalize';
export * from './slugify';
