import { fromPromise } from 'xstate';
import { institutionContent, readAccessToken } from '../domain';
import { accessMachine, type StoredToken, type TokenExchange } from '../machines/access.machine';
import type { VisitorFlowPorts } from './visitor-flows';

/**
 * The institution view's token gate with its adapters: loaded by the root when a gated page or /login
 * first shows (core/app/index.ts, page-flows.ts), so no other page's first view carries it.
 */
export function accessFlow(ports: VisitorFlowPorts): typeof accessMachine {
  const { api, send } = ports;
  const now = ports.now ?? (() => Date.now());
  return accessMachine.provide({
    actors: {
      readToken: fromPromise<StoredToken>(async () => {
        const token = ports.tokens?.read() ?? null;
        const jwksUrl = ports.jwksUrl ?? null;
        if (token === null || jwksUrl === null || readAccessToken(token) === null)
          return { token, now: now() };
        // jose comes with this check only: pages without the token gate never load it.
        const signature = await import('../adapters/browser/token-signature').then(
          (module) => module.verifyTokenSignature(token, jwksUrl),
          () => 'unavailable' as const,
        );
        return { token, now: now(), signature };
      }),
      waitForToken: fromPromise<TokenExchange, { hash: string }>(async ({ input }) => {
        const result = await api.waitForToken(input.hash);
        return result.ok ? { ok: true, token: result.value } : { ok: false, message: result.error.message };
      }),
      storeToken: fromPromise<void, { token: string }>(async ({ input }) => {
        if (!ports.tokens?.write(input.token)) throw new Error('token storage refused');
      }),
      clearToken: fromPromise<void>(async () => ports.tokens?.clear()),
    },
    actions: {
      navigate: (_, { to }) => send({ type: 'navigation.go', to, replace: true }),
      loadInstitution: (_, { institution }) => {
        for (const request of institutionContent(institution)) send({ type: 'content.load', request });
      },
    },
  });
}
