export * from './choose-initial-status';
export * from './compose-fulfillment-note';
export * from './decide-order-action';
export * from './order-labels';
export * from './parse-order-list-filter';
export * from './reprice-order';
export * from './write-orders-csv';
