export * from './touch';
export * from './attribution-events';
export * from './attribution-decider';
export * from './lead-attribution';
