import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../core/adapters/api';
import type { PlanRequest } from '../../../core/domain/api';
import { ORIGIN, testConfig } from '../support/api-harness';
import { useSampleBackend } from '../support/sample-server';

const backend = useSampleBackend();

const request: PlanRequest = {
  nombre: 'Ana Pérez',
  rutsolicitud: '1020304050',
  email: 'ana@example.co',
  telefono: '+573001234567',
  agree: true,
  productCode: 'MP-SURA-01',
};

const armLost = () =>
  fetch(`${ORIGIN}/__sample/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ call: 'requestPlan', fault: 'lost', times: 1 }),
  });

describe('sample backend leads by idempotency key', () => {
  it('keeps a lead once per key, even when the first answer was lost', async () => {
    await backend.leads.clear();
    const client = createApiClient(testConfig());
    await armLost();
    const lost = await client.requestPlan(request, { idempotencyKey: 'key-1' });
    expect(lost).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(await backend.leads.list()).toHaveLength(1);

    const again = await client.requestPlan(request, { idempotencyKey: 'key-1' });
    expect(again.ok).toBe(true);
    const listed = (await (await fetch(`${ORIGIN}/__sample/leads`)).json()) as { id: string }[];
    expect(listed).toHaveLength(1);
    expect(again.ok && again.value.id).toBe(listed[0]?.id);
  });

  it('keeps two leads under two keys, and every lead sent without a key', async () => {
    await backend.leads.clear();
    const client = createApiClient(testConfig());
    await client.requestPlan(request, { idempotencyKey: 'a' });
    await client.requestPlan(request, { idempotencyKey: 'b' });
    await client.requestPlan(request);
    await client.requestPlan(request);
    const leads = await backend.leads.list();
    expect(leads.map((lead) => lead.idempotencyKey)).toEqual(['a', 'b', null, null]);
  });
});
