export * from './business-categories';
export * from './business-setup';
export * from './sign-up-limits';
export * from './store-selection';
export * from './store-selection';
export * from './validate-company-info';
export * from './validate-sign-up';
export * from './validate-tax-code';
