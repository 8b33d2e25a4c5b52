export * from './check-cart-line';
export * from './commit-quantity';
