export * from './decision';
export * from './visitor-command';
