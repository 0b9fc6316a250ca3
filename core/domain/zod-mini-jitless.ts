import { z } from 'zod/v4/mini';
import en from 'zod/v4/locales/en.js';

/**
 * The site's `zod/mini`: the schemas a page's first view runs (the event log, the projection, the URL
 * rules) without the classic API's methods and JSON Schema code. Configured like zod-jitless.ts: no
 * new Function (strict CSP), and the same English messages the classic API sets, so a problem the
 * store reports reads the same whichever API built the schema. Vite aliases 'zod/mini' to this module.
 */
z.config({ jitless: true, ...en() });

export * from 'zod/v4/mini';
export { z, z as default };
