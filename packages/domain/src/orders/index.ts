export * from './choose-initial-status';
export * from './decide-order-action';
export * from './order-status-labels';
