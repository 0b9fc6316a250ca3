// The API adapter's surface: the facade for the app, the effect calls and layer for tests.
export { createApiClient } from './create-api-client';
export type { ApiConfig } from './api-config';
export { DEFAULT_API_BASE } from './api-config';
export { apiCalls, type ApiCalls } from './api-calls';
export { apiLayer } from './api-layer';
