import { http, HttpResponse, type HttpHandler } from 'msw';
import { SharedLinkRequest } from '../../domain/api';

/**
 * Short links of shared comparisons (POST api/buscarplanes/sharedinsurance, and /{code} to validate),
 * kept in memory for as long as the server runs: a link opens in any other browser meanwhile.
 */
export function sharedLinkHandlers(): HttpHandler[] {
  const links = new Map<string, string>();
  let next = links.size;
  const codeFor = () => {
    next += 1;
    return `qs${(Date.now() % 1_000_000).toString(36)}${next.toString(36)}`;
  };
  return [
    http.post('*/api/buscarplanes/sharedinsurance', async ({ request }) => {
      const body = SharedLinkRequest.safeParse(await request.json().catch(() => null));
      if (!body.success) return HttpResponse.json({ message: 'Enlace inválido' }, { status: 400 });
      const code = codeFor();
      links.set(code, body.data.url);
      return HttpResponse.json({ code }, { status: 201 });
    }),
    http.post('*/api/buscarplanes/sharedinsurance/:code', ({ params }) => {
      const code = typeof params['code'] === 'string' ? params['code'] : '';
      const url = links.get(code);
      return url
        ? HttpResponse.json({ url })
        : HttpResponse.json({ message: 'Código inválido' }, { status: 404 });
    }),
  ];
}
