export * from './business-setup';
export * from './store-selection';
export * from './validate-sign-up';
