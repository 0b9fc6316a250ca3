export * from './bot-user-agents';
export * from './limits';
