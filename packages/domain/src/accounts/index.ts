export * from './account-state';
export * from './capability-bundles';
export * from './permissions';
export * from './union-permissions';
export * from './validate-profile';
export * from './validate-sign-in';
