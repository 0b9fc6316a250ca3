import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../core/adapters/api';
import { FAULT_HEADER } from '../../../core/adapters/sample-backend';
import { ORIGIN, testConfig } from '../support/api-harness';
import { useSampleBackend } from '../support/sample-server';

useSampleBackend();

const control = (method: 'POST' | 'DELETE' | 'GET', body?: unknown, query = '') =>
  fetch(`${ORIGIN}/__sample/faults${query}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('sample backend faults', () => {
  it.each([
    ['500', { kind: 'http', status: 500 }],
    ['network', { kind: 'network' }],
    ['malformed', { kind: 'decode' }],
    ['invalid', { kind: 'decode' }],
  ])(
    'the %s fault armed through the control endpoint reaches the client as a typed error',
    async (fault, error) => {
      expect((await control('POST', { call: 'faq', fault })).status).toBe(201);
      const result = await createApiClient(testConfig()).faq(1001);
      expect(result).toMatchObject({ ok: false, error: { call: 'faq', ...error } });
    },
  );

  it('a 401 fault on compare is the robot case', async () => {
    await control('POST', { call: 'compare', fault: '401' });
    const result = await createApiClient(testConfig()).compare({
      productType: '',
      organizationTypes: ['ASEG'],
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'robot' } });
  });

  it('a fault with times stops after that many requests, and DELETE clears the rest', async () => {
    const client = createApiClient(testConfig());
    await control('POST', { call: 'notifications', fault: '500', times: 1 });
    await control('POST', { call: 'seo', fault: '500' });
    expect((await client.notifications()).ok).toBe(false);
    expect((await client.notifications()).ok).toBe(true);
    expect(await (await control('GET')).json()).toEqual([{ call: 'seo', fault: '500' }]);
    await control('DELETE');
    expect((await client.seo(1001)).ok).toBe(true);
  });

  it('a latency fault delays and then answers normally', async () => {
    await control('POST', { call: 'menu', fault: 'latency', ms: 5 });
    expect((await createApiClient(testConfig()).menu()).ok).toBe(true);
  });

  it('the request header plays a fault on that request only', async () => {
    const faulty = createApiClient(testConfig({ extraHeaders: () => ({ [FAULT_HEADER]: 'invalid' }) }));
    expect(await faulty.descriptions(1001)).toMatchObject({ ok: false, error: { kind: 'decode' } });
    expect((await createApiClient(testConfig()).descriptions(1001)).ok).toBe(true);
  });

  it('refuses a rule it does not know', async () => {
    expect((await control('POST', { call: 'menu', fault: 'fire' })).status).toBe(400);
  });
});
