export * from './plan-key';
export * from './plan-tabs';
export * from './plan-resolution';
export * from './plan-request';
export * from './plan-content';
export * from './plan-head';
export * from './detail-texts';
export * from './pdf-document';
