import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../core/adapters/api';
import type { ErrorReport } from '../../../core/adapters/error-reporting/error-report';
import { API_BASE, testConfig } from '../support/api-harness';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('links from the API are checked at the boundary', () => {
  it('gives the view a menu without the javascript: item and reports the one dropped', async () => {
    server.use(
      http.get(`${API_BASE}menu`, () =>
        HttpResponse.json([
          { title: 'EPS', url: '/Comparar/EPS' },
          { title: 'Trampa', url: ' JaVaScRiPt:alert(1)' },
        ]),
      ),
    );
    const reports: ErrorReport[] = [];
    const result = await createApiClient(testConfig({ report: (report) => reports.push(report) })).menu();
    expect(result.ok && result.value.map((item) => item.url)).toEqual(['/Comparar/EPS']);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ kind: 'unsafe-link', detail: { where: 'menu', reason: 'scheme' } });
  });

  it('keeps the footer contact texts and strips a data: link from them', async () => {
    server.use(
      http.get(`${API_BASE}contactInformations`, () =>
        HttpResponse.json([
          {
            name: 'contacto',
            contactInformations: [
              { name: 'Correo', info: 'contacto@queseguro.co', link: 'data:text/html,<script>x</script>' },
            ],
          },
        ]),
      ),
    );
    const result = await createApiClient(testConfig()).contactInformations();
    expect(result.ok && result.value[0]?.contactInformations).toEqual([
      { name: 'Correo', info: 'contacto@queseguro.co' },
    ]);
  });

  it('leaves out a plan document whose address is not http(s) or a site path', async () => {
    server.use(
      http.get(`${API_BASE}documents/insurance/7`, () =>
        HttpResponse.json([
          { id: 1, name: 'Condiciones', url: '/docs/condiciones.pdf', mimeType: 'application/pdf' },
          { id: 2, name: 'Otra', url: 'blob:https://x/1', mimeType: 'application/pdf' },
        ]),
      ),
    );
    const result = await createApiClient(testConfig()).documents(7);
    expect(result.ok && result.value.map((document) => document.id)).toEqual([1]);
  });
});
