/**
 * What vite.config.ts takes from the project, in one module: Vite's module runner loads it (see there),
 * so these TypeScript files keep the imports the rest of the code uses.
 */
export { sampleBackendPlugin } from '../core/adapters/sample-backend/vite-plugin';
export { IFRAME_KEYS, SUBDOMAINS } from '../core/adapters/sample-backend/catalogue/site-content';
export { securityHeaders } from '../core/domain/visitors/security-headers';
export { siteServerPlugin } from './site-server-plugin';
export { prerenderedPagesPlugin } from './prerendered-pages-plugin';
export { bootChunk } from './boot-chunk-plugin';
export { compressedAssetsPlugin } from './compressed-assets-plugin';
