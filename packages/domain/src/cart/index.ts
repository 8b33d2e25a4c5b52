export * from './check-cart-line';
export * from './check-store-can-fill-cart';
export * from './check-store-can-order';
export * from './commit-quantity';
export * from './format-quantity';
