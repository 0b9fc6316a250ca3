export * from './outbox-kind';
export * from './outbox-decider';
export * from './pending';
export * from './delivery-outcome';
