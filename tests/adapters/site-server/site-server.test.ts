import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { guardEveryResponse, isKnownPath, knownRoutesRegex } from '../../../build/site-server-plugin';
import { securityHeaders } from '../../../core/domain/visitors/security-headers';

const KNOWN = [
  '/',
  '/Comparar',
  '/Comparar/Medicina-Prepagada',
  '/comparar/eps',
  '/Seguros-de-Salud',
  '/EPS/sura/plan-oro',
  '/Medicina-Prepagada/colmedica/plan-zafiro/Preguntas-Frecuentes',
  '/en/Comparar/EPS',
  '/contacto',
];
const UNKNOWN = ['/esta/ruta/no/existe', '/Comparar/a/b/c', '/not-found', '/wp-admin', '/fr/Comparar'];

describe('unknown paths answer 404 (preview server and the production config)', () => {
  it('the route table decides which addresses are the site’s', () => {
    for (const path of KNOWN) expect(isKnownPath(path), path).toBe(true);
    for (const path of UNKNOWN) expect(isKnownPath(path), path).toBe(false);
  });

  it('the generated nginx pattern agrees with the route table', () => {
    // nginx's ~* is a case-insensitive PCRE; these patterns read the same in JavaScript.
    const pattern = new RegExp(knownRoutesRegex(), 'i');
    for (const path of KNOWN) expect(pattern.test(path), path).toBe(true);
    for (const path of UNKNOWN) expect(pattern.test(path), path).toBe(false);
  });
});

describe('the security headers (issue 27)', () => {
  it('docs/deploy.md gives nginx every header the preview server sends, HSTS included, with always', () => {
    const doc = readFileSync(new URL('../../../docs/deploy.md', import.meta.url), 'utf8');
    const headers = securityHeaders({
      apiBase: 'https://api.queseguro.co/api/',
      frameAncestors: [
        'https://bienestar.queseguro.co',
        'https://www.cajabienestar.com.co',
        'https://mascotasfelices.queseguro.co',
        'https://www.aliado.com.co',
      ],
    });
    expect(Object.keys(headers)).toContain('Strict-Transport-Security');
    for (const [name, value] of Object.entries(headers)) {
      expect(doc, name).toContain(`add_header ${name} "${value}" always;`);
    }
  });

  it('the preview server sets them on a response before any other handler answers it', () => {
    const set = new Map<string, string>();
    let passed = false;
    guardEveryResponse({ 'X-Content-Type-Options': 'nosniff', 'Strict-Transport-Security': 'max-age=1' })(
      {} as never,
      { setHeader: (name: string, value: string) => set.set(name, value) } as never,
      () => (passed = true),
    );
    expect(passed).toBe(true);
    expect(Object.fromEntries(set)).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Strict-Transport-Security': 'max-age=1',
    });
  });
});
