import { z } from 'zod/v4';

/**
 * The site's `zod`: the same library, configured jitless before any schema is built. Zod 4 compiles
 * parsers with new Function, which the site's CSP (no 'unsafe-eval') reports as a violation. Vite
 * aliases the bare 'zod' specifier to this module, so every schema module's import of zod runs this
 * first (ES modules evaluate a dependency fully before its importer).
 */
z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
