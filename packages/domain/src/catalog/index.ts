export * from './check-bad-word';
export * from './hidden-categories';
export * from './normalise-note';
export * from './price-product';
export * from './product-availability';
export * from './search-products';
