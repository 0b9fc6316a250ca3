export * from './contact-window';
export * from './consent-events';
export * from './consent-decider';
export * from './consent-texts';
