export * from './keep-nearby-place';
export * from './match-geocoded-address';
export * from './region';
export * from './rename-merged-district';
export * from './store-form';
export * from './strip-postal-codes';
export * from './unit-match-key';
export * from './unit-name';
