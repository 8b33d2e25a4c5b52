export * from './client';
export * from './schema';
export * as schema from './schema';
export * from './seed/demo-accounts';
export * from './seed/refresh-checkout';
export * from './seed/refresh-offers';
export * from './seed/refresh-pictures';
export * from './seed/seed';
export * from './seed/seed-orders';
