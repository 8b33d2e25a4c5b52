export * from './business-setup';
export * from './sign-up-limits';
export * from './store-selection';
export * from './validate-sign-up';
