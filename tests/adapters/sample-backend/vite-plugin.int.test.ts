import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../core/adapters/api';
import { sampleBackendPlugin } from '../../../core/adapters/sample-backend/vite-plugin';
import { testConfig } from '../support/api-harness';

let server: ViteDevServer;
let origin = '';
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sample-plugin-'));
  server = await createServer({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    plugins: [sampleBackendPlugin({ leadsFile: join(dir, 'leads.json') })],
    server: { port: 0, host: '127.0.0.1', ws: false },
  });
  await server.listen();
  const address = server.httpServer?.address() as AddressInfo;
  origin = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the Vite plugin serves the sample backend in Node', () => {
  it('answers the API through the client', async () => {
    const client = createApiClient(testConfig({ apiBase: `${origin}/api/`, assetBase: `${origin}/` }));
    expect(await client.menu()).toMatchObject({ ok: true });
    expect(await client.i18n('pt')).toMatchObject({ ok: true });
    const list = await client.compare({ productType: 'SEGURO COLECTIVO', organizationTypes: ['ASEG'] });
    expect(list.ok && list.value.total).toBeGreaterThan(5);
  });

  it('keeps a lead sent from the site and lists it', async () => {
    const client = createApiClient(testConfig({ apiBase: `${origin}/api/` }));
    const sent = await client.sendContact({
      name: 'Ana Pérez',
      email: 'ana@example.co',
      phone: '+573211234567',
    });
    expect(sent.ok).toBe(true);
    const leads = (await (await fetch(`${origin}/__sample/leads`)).json()) as {
      id: string;
      country: string;
    }[];
    expect(leads.map((lead) => lead.id)).toContain(sent.ok ? sent.value.id : '');
    expect(leads[0]?.country).toBe('CO');
  });

  it('drops the connection for a network fault and answers 404 for an unknown API path', async () => {
    await fetch(`${origin}/__sample/faults`, {
      method: 'POST',
      body: JSON.stringify({ call: 'uf', fault: 'network', times: 1 }),
    });
    await expect(fetch(`${origin}/api/globales/uf`)).rejects.toThrow();
    expect((await fetch(`${origin}/api/globales/uf`)).status).toBe(200);
    expect((await fetch(`${origin}/api/no-such-call`)).status).toBe(404);
  });
});
