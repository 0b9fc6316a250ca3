import { existsSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { compressedPage } from '../core/adapters/prerender/compressed-page';

const COMPRESSIBLE = /\.(?:m?js|css|json|svg|txt|xml)$/i;
const TYPES: Readonly<Record<string, string>> = {
  js: 'text/javascript',
  mjs: 'text/javascript',
  css: 'text/css',
  json: 'application/json',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml',
};

/**
 * The preview server sends the build's text files compressed, as the static host does (docs/deploy.md:
 * nginx gzip; a CDN brotli): what a phone downloads, and what the budgets and the bench measure, is the
 * compressed size. Hashed assets are immutable; the security headers come with them.
 */
export function compressedAssetsPlugin(): Plugin {
  let outDir = 'dist';
  let headers: Record<string, unknown> = {};
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://site').pathname);
    if (!COMPRESSIBLE.test(pathname)) return next();
    const file = normalize(join(outDir, pathname));
    if (!file.startsWith(normalize(outDir)) || !existsSync(file)) return next();
    const { body, encoding } = compressedPage(file, req.headers['accept-encoding']);
    for (const [name, value] of Object.entries(headers))
      if (typeof value === 'string' || typeof value === 'number') res.setHeader(name, value);
    const extension = pathname.slice(pathname.lastIndexOf('.') + 1).toLowerCase();
    res.setHeader('content-type', TYPES[extension] ?? 'application/octet-stream');
    res.setHeader(
      'cache-control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    res.setHeader('vary', 'accept-encoding');
    if (encoding) res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  return {
    name: 'queseguro-compressed-assets',
    apply: 'serve',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
      headers = { ...(config.preview.headers ?? {}) };
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}
