export * from './account-state';
export * from './capability-bundles';
export * from './password-reset';
export * from './password-rules';
export * from './permissions';
export * from './union-permissions';
export * from './validate-sign-in';
