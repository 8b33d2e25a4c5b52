export * from './business-categories';
export * from './store-selection';
export * from './validate-company-info';
export * from './validate-tax-code';
