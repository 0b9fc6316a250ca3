import { existsSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { OutgoingHttpHeaders } from 'node:http';
import type { Connect, Plugin } from 'vite';

import { compressedPage } from '../core/adapters/prerender/compressed-page';
import { SHELL_FILE, siteDirectory, siteOfHost } from '../core/adapters/prerender/prerendered-page-files';

const NOT_PAGES = /^\/(api|i18n|__sample|assets|@)/;

/**
 * Serves the prerendered pages from the preview server, as a static host would: /a/b gets
 * dist/a/b/index.html when the build wrote one, and any other page address the empty shell (not the
 * home page's HTML that dist/index.html now holds). Query strings do not pick another file.
 */
export function prerenderedPagesPlugin(): Plugin {
  let outDir = 'dist';
  // The preview server's own headers (the security headers) go with the pages served here too.
  let headers: OutgoingHttpHeaders = {};
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    const accept = req.headers.accept ?? '*/*';
    const wantsPage = accept.includes('text/html') || accept.includes('*/*');
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !wantsPage) return next();
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://site').pathname);
    // Files, the sample API and the i18n texts are not pages.
    if (/\.[a-z0-9]+$/i.test(pathname) || NOT_PAGES.test(pathname)) return next();
    // Each site's pages live in its own folder, picked by the host (cl., pe., int. or Colombia).
    const forced = process.env.VITE_COUNTRY;
    const siteDir = join(outDir, siteDirectory(siteOfHost(req.headers.host, forced), forced));
    const own = normalize(join(siteDir, pathname, 'index.html'));
    // The site's own empty shell (its brand, language and noscript line), else the root one.
    const siteShell = join(siteDir, SHELL_FILE);
    const shell = existsSync(siteShell) ? siteShell : join(outDir, SHELL_FILE);
    const file = own.startsWith(normalize(outDir)) && existsSync(own) ? own : shell;
    if (!existsSync(file)) return next();
    res.statusCode = 200;
    for (const [name, value] of Object.entries(headers))
      res.setHeader(
        name,
        typeof value === 'number' ? value : Array.isArray(value) ? [...value] : String(value),
      );
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'no-cache');
    res.setHeader('vary', 'accept-encoding');
    const { body, encoding } = compressedPage(file, req.headers['accept-encoding']);
    if (encoding) res.setHeader('content-encoding', encoding);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  return {
    name: 'queseguro-prerendered-pages',
    apply: 'serve',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
      headers = config.preview.headers ?? {};
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}
