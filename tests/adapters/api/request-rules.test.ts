import { describe, expect, it } from 'vitest';
import {
  EXTERNAL_STRIPPED_HEADERS,
  appendQuery,
  removeForceRefresh,
  requestHeaders,
  resolveApiUrl,
  setForceRefresh,
  wantsForceRefresh,
} from '../../../core/adapters/api/request-rules';

describe('request rules, pure', () => {
  it('sends relative api/ paths to the API base, with or without its trailing slash', () => {
    expect(resolveApiUrl('api/menu', '/api/')).toBe('/api/menu');
    expect(resolveApiUrl('/api/menu', 'https://api.queseguro.co/api')).toBe(
      'https://api.queseguro.co/api/menu',
    );
    expect(resolveApiUrl('https://cms.example/x', '/api/')).toBe('https://cms.example/x');
  });

  it('joins lists with commas and leaves out empty values', () => {
    expect(appendQuery('/api/x', { a: [1, 2], b: undefined, c: [], d: 'y z', e: false })).toBe(
      '/api/x?a=1%2C2&d=y+z&e=false',
    );
  });

  it('adds forceRefresh=1 only to GETs of internal traffic with forced refresh', () => {
    expect(wantsForceRefresh('GET', true, true)).toBe(true);
    expect(wantsForceRefresh('GET', true, false)).toBe(false);
    expect(wantsForceRefresh('GET', false, true)).toBe(false);
    expect(wantsForceRefresh('POST', true, true)).toBe(false);
    expect(setForceRefresh('/api/x?a=1')).toBe('/api/x?a=1&forceRefresh=1');
    expect(removeForceRefresh('/api/x?forceRefresh=1&a=1')).toBe('/api/x?a=1');
    expect(removeForceRefresh('/api/x?forceRefresh=1')).toBe('/api/x');
  });

  it('puts X-Country and x-qpversion on non-GET only, and strips every listed header when external', () => {
    const extra = Object.fromEntries(EXTERNAL_STRIPPED_HEADERS.map((name) => [name, 'v']));
    const base = { country: 'CO', version: 'abc', bearerToken: null, extra: {} };
    expect(requestHeaders({ ...base, method: 'GET', external: false })).not.toHaveProperty('x-country');
    expect(requestHeaders({ ...base, method: 'POST', external: false })).toMatchObject({
      'x-country': 'CO',
      'x-qpversion': 'abc',
    });
    const external = requestHeaders({ ...base, extra, method: 'POST', external: true });
    for (const name of EXTERNAL_STRIPPED_HEADERS) expect(external).not.toHaveProperty(name);
  });
});
