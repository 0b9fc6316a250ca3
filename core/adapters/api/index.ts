// The API adapter's surface: the facade for the app, the effect calls and layer for tests.
export { createApiClient } from './create-api-client';
export type { ApiConfig } from './api-config';
export { DEFAULT_API_BASE } from './api-config';
export { apiCalls, type ApiCalls } from './api-calls';
export { apiLayer } from './api-layer';
// The outbox's body schemas travel with the client: a delivery loads this chunk to send anyway, so
// checking a body first costs no extra request (core/app/index.ts, outboxDestinations).
export { OUTBOX_BODIES } from '../../domain/outbox/outbox-bodies';
