import { describe, expect, it } from 'vitest';
import { isKnownPath, knownRoutesRegex } from '../../../core/adapters/site-server/site-server-plugin';

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
