export * from './catalogue';
export * from './currencies';
export * from './error-types';
export * from './insurance-types';
export * from './organization-types';
export * from './product-types';
export * from './sort-options';
