export * from './choose-initial-status';
