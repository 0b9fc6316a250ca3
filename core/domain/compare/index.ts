// The comparison's rules a visitor can observe (§2 Result list, §3, §4, §5, §9).
export * from './slots';
export * from './card-rules';
export * from './result-list';
export * from './comparator-query';
export * from './facets';
export * from './plan-price';
export * from './side-by-side';
export * from './slots-decider';
export * from './filter-change';
export * from './card-degraded';
export * from './list-page';
export * from './card-auto-retry';
export * from './compare-texts';
export * from './pinned-plan';
