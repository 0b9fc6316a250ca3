import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The site's schemas use zod/mini (issue 14): one import of classic zod anywhere in core/ or ui/ puts
 * every constructor its schemas use into zod's shared core module, which every page's first view loads
 * (~6 KB gzip). Only the configured module itself (zod-jitless.ts, kept so a stray import stays CSP-safe)
 * may name it.
 */
const ROOT = join(__dirname, '..', '..');
const CONFIGURED = new Set(['core/domain/zod-jitless.ts']);
const CLASSIC = /(?:from\s+|import\s*\(\s*)['"]zod(?:\/v4(?:\/classic)?)?['"]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('zod in the site', () => {
  it('no module of core/ or ui/ imports classic zod', () => {
    const classic = ['core', 'ui']
      .flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .map((path) => relative(ROOT, path).split('\\').join('/'))
      .filter((path) => !CONFIGURED.has(path))
      .filter((path) => CLASSIC.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(classic).toEqual([]);
  });

  it('catches an import of classic zod', () => {
    expect(CLASSIC.test("import { z } from 'zod';")).toBe(true);
    expect(CLASSIC.test("import type { ZodType } from 'zod/v4';")).toBe(true);
    expect(CLASSIC.test("const m = await import('zod');")).toBe(true);
    expect(CLASSIC.test("import { z } from 'zod/mini';")).toBe(false);
  });
});
