// The cost of a plan beyond its monthly price (issues 24 and 28): its copay table, the cost of a year at a
// use level, scenarios, and its price history and age rises. Country-neutral: the currency is the plan's.
export * from './copay-table';
export * from './yearly-cost';
export * from './plan-yearly-cost';
export * from './scenarios';
export * from './cost-data';
export * from './price-history';
export * from './cost-texts-es';
export * from './cost-outlook-es';
