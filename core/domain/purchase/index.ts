export * from './card';
export * from './purchase-decider';
export * from './purchase-field-rules';
export * from './purchase-form';
export * from './purchase-payment';
export * from './purchase-state';
export * from './purchase-texts';
