export * from './chilean-health-price';
export * from './discounts';
export * from './format-money';
export * from './money-locale';
export * from './price-range';
export * from './star-score';
export * from './structured-data-rating';
export * from './uf';
