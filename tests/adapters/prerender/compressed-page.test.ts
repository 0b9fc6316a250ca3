import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedPage, pageEncoding } from '../../../core/adapters/prerender/compressed-page';

describe('prerendered pages are sent compressed, as a static host sends them', () => {
  it('picks brotli, else gzip, else none, from Accept-Encoding', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip, deflate')).toBe('gzip');
    expect(pageEncoding('br;q=1.0, gzip;q=0.8')).toBe('br');
    expect(pageEncoding('identity')).toBeUndefined();
    expect(pageEncoding('brotli-ish')).toBeUndefined();
    expect(pageEncoding(undefined)).toBeUndefined();
  });

  it('the bytes sent decode to the page, and a rebuilt page is compressed again', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compressed-page-'));
    const file = join(dir, 'index.html');
    const html = `<!doctype html><html><body>${'<p>Plan Oro $ 350.000</p>'.repeat(500)}</body></html>`;
    writeFileSync(file, html);
    const br = compressedPage(file, 'gzip, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(br.body.length).toBeLessThan(html.length / 10);
    const gzip = compressedPage(file, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    expect(compressedPage(file, undefined)).toEqual({ body: Buffer.from(html) });

    const rebuilt = html.replace('Plan Oro', 'Plan Zafiro');
    writeFileSync(file, rebuilt);
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(brotliDecompressSync(compressedPage(file, 'br').body).toString()).toBe(rebuilt);
  });
});
