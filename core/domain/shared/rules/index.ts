export * from './calendar-date';
export * from './children-ges-message';
export * from './parentesco';
export * from './plan-is-new';
export * from './referrer-expiry';
export * from './retroactive-windows';
export * from './scrub-report';
