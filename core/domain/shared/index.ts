// The shared layer (spec 001): catalogues, validators, money, rules over time and people, routes, payment messages.
export * from './outcome';
export * from './catalogues/index';
export * from './validators/index';
export * from './money/index';
export * from './rules/index';
export * from './routes/index';
export * from './payments/index';
export * from './constants/index';
