export * from './referral-decider';
export * from './flags-decider';
export * from './referrer';
export * from './partner-site';
export * from './share-link';
export * from './embedding';
export * from './security-headers';
export * from './access-token';
