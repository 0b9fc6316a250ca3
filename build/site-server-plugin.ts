import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { pathToRegexp } from 'path-to-regexp';
import type { Connect, Plugin } from 'vite';
import { resolveFinal } from '../core/domain/routing/resolve-route';
import { routesFor } from '../core/domain/routing/route-table';
import type { SiteCountryCode } from '../core/domain/site/country';
import { SHELL_FILE, siteDirectory, siteOfHost } from '../core/adapters/prerender/prerendered-page-files';
import { translatePath } from '../core/domain/routing/route-segments';

/** Where the hidden source maps go: beside dist/, never served, ready for an error tracker's upload. */
export const SOURCE_MAPS_DIR = 'sourcemaps';
/** The production server's list of the site's addresses (docs/deploy.md), written by every build. */
export const NGINX_ROUTES_FILE = 'deploy/nginx-known-routes.conf';

/** True when the route table shows a page other than the 404 screen at this path (redirects count). */
export function isKnownPath(pathname: string, country: SiteCountryCode = 'CO'): boolean {
  const { resolution } = resolveFinal(pathname, 5, country);
  return resolution.kind === 'page' && resolution.page !== 'not-found';
}

/** One nginx regex for every page and redirect of the route table, with the /en and /pt prefixes. */
export function knownRoutesRegex(country: SiteCountryCode = 'CO'): string {
  const patterns = routesFor(country)
    .filter((route) => !route.pattern.startsWith('/not-found'))
    .map((route) => route.pattern);
  const source = (pattern: string) =>
    pathToRegexp(pattern).regexp.source.replace(/^\^/, '').replace(/\$$/, '');
  const alternatives = patterns.map(source);
  // The translated segments (routes.*) of each language, beside the Spanish ones it also accepts.
  const translated = (['en', 'pt'] as const).map(
    (lang) => `/${lang}(?:${patterns.map((pattern) => source(translatePath(lang, pattern))).join('|')})`,
  );
  return `^(?:(?:/(?:en|pt))?(?:${alternatives.join('|')})|${translated.join('|')})$`;
}

// The sample backend answers these, sitemap.xml and robots.txt included (generated from the catalogue).
const SERVICE = /^\/(api|i18n|__sample)(\/|$)|^\/(sitemap\.xml|robots\.txt)$/;
const FILE = /^\/assets\/|\.[a-z0-9]+$/i;

/** Preview: an unknown address still gets the page (it shows the 404 screen), with HTTP status 404. */
function notFoundStatus(outDir: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    const pathname = new URL(req.url ?? '/', 'http://site.invalid').pathname;
    const navigation = req.method === 'GET' || req.method === 'HEAD';
    if (!navigation || SERVICE.test(pathname)) {
      next();
      return;
    }
    // A file that is not there (an old deploy's chunk) is a plain 404, never the page in its place.
    if (FILE.test(pathname)) {
      if (fileExists(outDir, pathname)) next();
      else {
        res.statusCode = 404;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end('Not found');
      }
      return;
    }
    const forced = process.env.VITE_COUNTRY;
    const site = siteOfHost(req.headers.host, forced);
    if (isKnownPath(pathname, site)) {
      next();
      return;
    }
    // With prerendering, index.html is the home page: the empty shell is the page of other addresses,
    // the site's own (its brand and language) when the build wrote one.
    const siteShell = join(outDir, siteDirectory(site, forced), SHELL_FILE);
    const shell = existsSync(siteShell) ? siteShell : join(outDir, SHELL_FILE);
    const index = existsSync(shell) ? shell : join(outDir, 'index.html');
    if (!existsSync(index)) {
      next();
      return;
    }
    res.statusCode = 404;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    res.end(req.method === 'HEAD' ? undefined : readFileSync(index));
  };
}

function fileExists(outDir: string, pathname: string): boolean {
  try {
    return existsSync(join(outDir, decodeURIComponent(pathname)));
  } catch {
    return false;
  }
}

function moveMaps(outDir: string, root: string) {
  const target = resolve(root, SOURCE_MAPS_DIR);
  rmSync(target, { recursive: true, force: true });
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.map')) {
        const to = join(target, relative(outDir, path));
        mkdirSync(join(to, '..'), { recursive: true });
        renameSync(path, to);
      }
    }
  };
  walk(outDir);
}

/**
 * The security headers on every response, set before any other handler runs: Vite's preview adds its
 * `preview.headers` to the files it serves only, so 404s, errors, prerendered pages and the sample API
 * would otherwise go out without them (issue 27).
 */
export function guardEveryResponse(headers: Readonly<Record<string, string>>): Connect.NextHandleFunction {
  return (_req, res, next) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  };
}

/**
 * What the built site ships and how the preview server answers: source maps hidden and moved out of
 * dist/, MSW's worker script only in a static build (VITE_SAMPLE_WORKER=true), 404 for unknown paths,
 * the security headers on every response.
 */
export function siteServerPlugin(options: { headers?: Readonly<Record<string, string>> } = {}): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  const staticBuild = process.env.VITE_SAMPLE_WORKER === 'true' && !process.env.VITE_API_BASE;
  return {
    name: 'queseguro-site-server',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle() {
      if (!staticBuild) return;
      const require = createRequire(import.meta.url);
      this.emitFile({
        type: 'asset',
        fileName: 'mockServiceWorker.js',
        source: readFileSync(require.resolve('msw/mockServiceWorker.js')),
      });
    },
    closeBundle() {
      if (!existsSync(outDir)) return;
      moveMaps(outDir, root);
      mkdirSync(resolve(root, 'deploy'), { recursive: true });
      writeFileSync(
        resolve(root, NGINX_ROUTES_FILE),
        `# Generated by the build from core/domain/routing/route-table.ts: the site's addresses (200).\n` +
          `location ~* "${knownRoutesRegex()}" {\n  try_files $uri/index.html /${SHELL_FILE} =404;\n}\n`,
      );
      // Chile's, Peru's and the international site's own addresses, for their server blocks (docs/deploy.md).
      for (const country of ['CL', 'PE', 'INT'] as const)
        writeFileSync(
          resolve(root, NGINX_ROUTES_FILE.replace('.conf', `-${country.toLowerCase()}.conf`)),
          `# Generated by the build: the ${country} site's addresses (200); root is dist/sites/${country.toLowerCase()}.\n` +
            `location ~* "${knownRoutesRegex(country)}" {\n  try_files $uri/index.html /${SHELL_FILE} =404;\n}\n`,
        );
    },
    configurePreviewServer(server) {
      if (options.headers) server.middlewares.use(guardEveryResponse(options.headers));
      server.middlewares.use(notFoundStatus(outDir));
    },
  };
}
