import { z } from 'zod/v4/mini';
import en from 'zod/v4/locales/en.js';

/**
 * The site's `zod/mini`, which every schema of core/ uses: the classic API's methods and JSON Schema
 * code stay out of the build, and zod's shared core keeps only what mini needs. Configured like
 * zod-jitless.ts: no new Function (strict CSP), and the English messages the classic API sets, so a
 * problem the store reports reads as before. Vite aliases 'zod/mini' to this module.
 */
z.config({ jitless: true, ...en() });

export * from 'zod/v4/mini';
export { z, z as default };
