import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import type { Connect, Plugin } from 'vite';
import { createSampleBackend, type SampleBackend } from './handlers';
import { fileLeadsStore } from './leads-file-store';

export interface SampleBackendPluginOptions {
  /** Where leads are kept across restarts; .data/sample-leads.json by default. */
  readonly leadsFile?: string;
}

const SERVED = /^\/(api|i18n|__sample)(\/|$)|^\/(sitemap\.xml|robots\.txt)$/;

async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && chunks.length > 0;
  return new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
    method,
    headers,
    ...(hasBody ? { body: Buffer.concat(chunks) } : {}),
  });
}

async function answer(
  backend: SampleBackend,
  req: IncomingMessage,
  res: ServerResponse,
  next: Connect.NextFunction,
) {
  const request = await toFetchRequest(req);
  const response = await getResponse(backend.handlers, request);
  if (!response) {
    if ((req.url ?? '').startsWith('/api/')) {
      res.statusCode = 404;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ message: 'El backend de muestra no tiene esta ruta' }));
      return;
    }
    next();
    return;
  }
  // A network-error fault: drop the connection so the browser sees a failed fetch.
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  // API answers are never cached; a handler that says otherwise (the sample-art logos) keeps its own.
  if (!response.headers.has('cache-control')) res.setHeader('cache-control', 'no-store');
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * Serves the sample backend from the Vite dev and preview servers: /api/*, /i18n/*.json and the
 * /__sample control endpoints are answered in Node by the MSW handlers, so the visitor's browser
 * never downloads MSW and Playwright's network controls reach every call.
 */
export function sampleBackendPlugin(options: SampleBackendPluginOptions = {}): Plugin {
  let backend: SampleBackend | undefined;
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    if (!SERVED.test(req.url ?? '')) {
      next();
      return;
    }
    backend ??= createSampleBackend({ leads: fileLeadsStore(options.leadsFile) });
    answer(backend, req, res, next).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(JSON.stringify({ message: 'Error del backend de muestra', detail: String(error) }));
    });
  };
  return {
    name: 'queseguro-sample-backend',
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}
