import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkApiLink, safeApiLink } from '../../../core/domain/shared/validators/api-link';
import { safeContactInformations, safeMenu } from '../../../core/domain/api';

// Links an API might send that must never become an <a href> (issue 27: javascript:, data:, vbscript:,
// blob:, and the entity, whitespace and case tricks that hide them).
const XSS_VECTORS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(document.cookie)',
  ' javascript:alert(1)',
  'javascript:alert(1) ',
  '\tjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'java\u0000script:alert(1)',
  '\u0001javascript:alert(1)',
  '\u200bjavascript:alert(1)',
  '\ufeffjavascript:alert(1)',
  'javascript\u00ad:alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  'javascript&#x3A;alert(1)',
  '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
  'jav&#x09;ascript:alert(1)',
  'javascript%3Aalert(1)',
  'javascript://%0aalert(1)',
  'javascript://comment%0Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  ' data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'VBScript:MsgBox("x")',
  'blob:https://www.queseguro.co/5f0c2d2e-0000-4000-8000-000000000000',
  'filesystem:https://www.queseguro.co/temporary/x',
  'file:///etc/passwd',
  'livescript:alert(1)',
  'mocha:alert(1)',
  'about:blank',
  'chrome://settings',
  'ftp://example.com/file',
  'intent://scan/#Intent;scheme=zxing;end',
  '//evil.example/path',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  'https:evil.example',
  'http:/evil.example',
  'https://',
  'Comparar/EPS',
  './Comparar',
  '../Comparar',
  '',
  '   ',
  '#',
  'alert(1)',
  '"><script>alert(1)</script>',
  "'';!--\"<XSS>=&{()}",
  'jav ascript:alert(1)',
  'https://www.queseguro.co/\u2028alert(1)',
  'https://ex.com/a\nb',
  'mailto:\u0000a@b.co',
  'tel:+57\t3001234567',
  'whatsapp\u200b://send?phone=57',
];

const SAFE_LINKS: ReadonlyArray<[string, string]> = [
  ['https://www.facebook.com/queseguro.co', 'https://www.facebook.com/queseguro.co'],
  ['HTTPS://WWW.QUESEGURO.CO/Comparar', 'https://www.queseguro.co/Comparar'],
  ['http://example.com', 'http://example.com/'],
  ['https://wa.me/573211234567', 'https://wa.me/573211234567'],
  ['whatsapp://send?phone=573211234567', 'whatsapp://send?phone=573211234567'],
  ['mailto:contacto@queseguro.co', 'mailto:contacto@queseguro.co'],
  ['tel:+576015087400', 'tel:+576015087400'],
  ['tel:+57 601 508 7400', 'tel:+57 601 508 7400'],
  ['/Comparar/EPS', '/Comparar/EPS'],
  [' /Comparar/Polizas-de-Salud ', '/Comparar/Polizas-de-Salud'],
  ['/', '/'],
  ['/QS-Blog?tag=salud#inicio', '/QS-Blog?tag=salud#inicio'],
];

describe('links the API sends', () => {
  it.each(XSS_VECTORS.map((vector) => [JSON.stringify(vector), vector]))('drops %s', (_name, vector) => {
    expect(checkApiLink(vector).ok).toBe(false);
    expect(safeApiLink(vector)).toBeNull();
  });

  it.each(SAFE_LINKS)('keeps %s as %s', (raw, href) => {
    expect(checkApiLink(raw)).toEqual({ ok: true, href });
  });

  it('says why a link was dropped', () => {
    expect(checkApiLink('javascript:alert(1)')).toEqual({ ok: false, reason: 'scheme' });
    expect(checkApiLink('//evil.example')).toEqual({ ok: false, reason: 'malformed' });
    expect(checkApiLink('java\tscript:x')).toEqual({ ok: false, reason: 'control-character' });
    expect(checkApiLink('  ')).toEqual({ ok: false, reason: 'empty' });
  });

  it('only ever lets through http(s), mailto, tel, whatsapp or a single-slash site path, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (raw) => {
        const href = safeApiLink(raw);
        if (href === null) return;
        const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
        if (scheme === undefined) {
          expect(href.startsWith('/') && !href.startsWith('//') && !href.includes('\\')).toBe(true);
        } else {
          expect(['http', 'https', 'mailto', 'tel', 'whatsapp']).toContain(scheme);
        }
        // What a browser would resolve it to is never a script, data or blob URL.
        expect(['javascript:', 'data:', 'vbscript:', 'blob:']).not.toContain(
          new URL(href, 'https://www.queseguro.co/').protocol,
        );
      }),
    );
  });

  it('leaves unsafe menu items and categories out, and says which', () => {
    const { value, dropped } = safeMenu([
      { title: 'EPS', url: '/Comparar/EPS' },
      { title: 'Malo', url: 'javascript:alert(1)' },
      {
        title: 'Salud',
        url: '/Comparar/Polizas-de-Salud',
        categories: [
          { title: 'Prepagada', url: '/Comparar/Medicina-Prepagada' },
          { title: 'Datos', url: 'data:text/html,<script>alert(1)</script>' },
        ],
      },
    ]);
    expect(value.map((item) => item.title)).toEqual(['EPS', 'Salud']);
    expect(value[1]?.categories?.map((category) => category.title)).toEqual(['Prepagada']);
    expect(dropped.map((link) => [link.where, link.reason])).toEqual([
      ['menu', 'scheme'],
      ['menu.categories', 'scheme'],
    ]);
  });

  it('keeps a contact entry text but removes its unsafe link', () => {
    const { value, dropped } = safeContactInformations([
      {
        name: 'contacto',
        contactInformations: [
          { name: 'Teléfono', info: '+57 601 508 7400', link: 'tel:+576015087400' },
          { name: 'WhatsApp', info: '+57 321 123 4567', link: 'vbscript:msgbox(1)' },
        ],
      },
      { name: 'red_social', contactInformations: [{ name: 'Facebook', info: 'fb', link: 'blob:x' }] },
    ]);
    expect(value[0]?.contactInformations).toEqual([
      { name: 'Teléfono', info: '+57 601 508 7400', link: 'tel:+576015087400' },
      { name: 'WhatsApp', info: '+57 321 123 4567' },
    ]);
    expect(value[1]?.contactInformations).toEqual([{ name: 'Facebook', info: 'fb' }]);
    expect(dropped).toHaveLength(2);
  });
});
