import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

/** The encoding a static host picks from the request's Accept-Encoding: brotli, else gzip, else none. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  const accepts = (acceptEncoding ?? '').toLowerCase();
  if (/(^|[\s,])br($|[\s,;])/.test(accepts)) return 'br';
  if (/(^|[\s,])gzip($|[\s,;])/.test(accepts)) return 'gzip';
  return undefined;
}

const cache = new Map<string, Buffer>();

/**
 * A prerendered page's bytes as the browser accepts them, as a static host sends them (docs/deploy.md):
 * a comparator's HTML carries its first results twice (markup and recorded answers), ~260 KB raw and
 * ~15 KB in brotli. Each version of a file (a new build writes new files) is compressed once.
 */
export function compressedPage(
  file: string,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: PageEncoding } {
  const encoding = pageEncoding(acceptEncoding);
  if (!encoding) return { body: readFileSync(file) };
  const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
  let body = cache.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(raw, { level: 9 });
    cache.set(key, body);
  }
  return { body, encoding };
}
