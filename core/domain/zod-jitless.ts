import { z } from 'zod';

// Zod 4 compiles parsers with new Function; under the site's CSP (no 'unsafe-eval') it must not try.
// Imported first by the entry point, before any schema is built.
z.config({ jitless: true });
