/**
 * What vite.config.ts takes from the project, in one module: Vite's module runner loads it (see there),
 * so these TypeScript files keep the imports the rest of the code uses.
 */
export { sampleBackendPlugin } from '../sample-backend/vite-plugin';
export { IFRAME_KEYS, SUBDOMAINS } from '../sample-backend/catalogue/site-content';
export { securityHeaders } from '../../domain/visitors/security-headers';
export { siteServerPlugin } from './site-server-plugin';
export { prerenderedPagesPlugin } from '../prerender/prerendered-pages-plugin';
export { bootChunk } from './boot-chunk-plugin';
export { compressedAssetsPlugin } from './compressed-assets-plugin';
