// The domain's public surface: the rest of the site imports from here.
export * from './site/country';
export * from './profile/index';
export * from './events/domain-event';
export * from './events/upcast';
export * from './visitor/visitor-state';
export * from './compare/index';
export * from './session/session-age';
export * from './routing/route-table';
export * from './routing/resolve-route';
export * from './events/event-log';
export * from './texts/site-texts';
export * from './texts/storage-texts';
export * from './shared/index';
export * from './kernel/index';
export * from './outbox/index';
export * from './visitors/index';
export * from './connectivity/connectivity';
