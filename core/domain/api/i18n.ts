import { z } from 'zod/mini';

export const Language = z.enum(['es', 'en', 'pt']);
export type Language = z.infer<typeof Language>;

/** i18n/{lang}.json: namespaces of key to text, at most two levels deep. */
export const Translations = z.record(z.string(), z.union([z.string(), z.record(z.string(), z.string())]));
export type Translations = z.infer<typeof Translations>;
