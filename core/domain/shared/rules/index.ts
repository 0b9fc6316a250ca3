export * from './age';
export * from './bulk-start-date';
export * from './calendar-date';
