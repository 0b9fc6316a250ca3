export * from './payment-error-messages';
