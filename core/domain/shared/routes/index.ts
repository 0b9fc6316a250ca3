export * from './chat-topic';
export * from './insurer-path';
export * from './purchase-flow-path';
export * from './site-base';
