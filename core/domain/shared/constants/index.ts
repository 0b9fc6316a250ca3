export * from './bot-user-agents';
export * from './campaign-codes';
export * from './default-profiles';
export * from './limits';
