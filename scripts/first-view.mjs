// What a first visit of a page downloads, read from the build's manifest (deterministic, no browser):
// the entry (index.html's script), the site's code it starts once the page has painted (ui/boot.tsx)
// and the page's lazy chunk, each with its static imports, and the CSS.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

export function closure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

const sizes = (buffer) => ({
  raw: buffer.length,
  gzip: gzipSync(buffer, { level: 9 }).length,
  brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const zero = { raw: 0, gzip: 0, brotli: 0 };

/** The site's code, imported by the entry after the first paint: every page's first view runs it. */
export const BOOT_MODULE = 'ui/boot.tsx';

/** The entry, the boot and their static imports: what every page's first view loads before its own. */
export function siteCode(manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!manifest[BOOT_MODULE]) throw new Error(`${BOOT_MODULE} is not a chunk of the build`);
  return closure(manifest, [entry, BOOT_MODULE]);
}

/**
 * { js, css, files } for the page whose source module is `module` (for example ui/pages/home-page.tsx),
 * with the page flows it waits for (`flows`, such as core/compare-flow.ts: the root loads them with the
 * page, and the page shows nothing of its own until they run).
 */
export function firstView(dist, module, flows = []) {
  const manifest = readManifest(dist);
  for (const key of [module, ...flows])
    if (!manifest[key]) throw new Error(`${key} is not a chunk of the build (is it imported lazily?)`);
  const keys = [...new Set([...siteCode(manifest), ...closure(manifest, [module, ...flows])])];
  const files = new Set();
  const cssFiles = new Set();
  for (const key of keys) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) cssFiles.add(css);
  }
  // One stylesheet for the site (cssCodeSplit: false) hangs off the entry's HTML, not the manifest.
  const html = readFileSync(join(dist, '__shell.html'), 'utf8');
  for (const match of html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)) cssFiles.add(match[1]);
  let js = zero;
  let css = zero;
  const list = [];
  for (const file of files) {
    const size = sizes(readFileSync(join(dist, file)));
    js = add(js, size);
    list.push({ file, ...size });
  }
  for (const file of cssFiles) {
    const size = sizes(readFileSync(join(dist, file)));
    css = add(css, size);
    list.push({ file, ...size });
  }
  return { js, css, files: list };
}
