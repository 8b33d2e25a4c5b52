export * from './arrange-home-widgets';
export * from './constants';
export * from './resolve-banner-link';
export * from './resolve-showcase-link';
export * from './sanitise-html';
export * from './select-widgets';
