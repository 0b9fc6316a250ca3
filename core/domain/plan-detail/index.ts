export * from './plan-key';
export * from './plan-tabs';
export * from './plan-resolution';
