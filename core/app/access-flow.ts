import { institutionContent, readAccessToken } from '../domain';
import { accessMachine } from '../machines/access.machine';
import { provideCalls, toParent } from './provide-calls';
import type { VisitorFlowPorts } from './visitor-flows';

/**
 * The institution view's token gate with its adapters: loaded by the root when a gated page or /login
 * first shows (core/app/index.ts, page-flows.ts), so no other page's first view carries it.
 */
export function accessFlow(ports: VisitorFlowPorts): typeof accessMachine {
  const { api } = ports;
  const now = ports.now ?? (() => Date.now());
  return provideCalls(
    accessMachine,
    {
      readToken: async () => {
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
      },
      waitForToken: async (input) => {
        const result = await api.waitForToken(input.hash);
        return result.ok ? { ok: true, token: result.value } : { ok: false, message: result.error.message };
      },
      storeToken: async (input) => {
        if (!ports.tokens?.write(input.token)) throw new Error('token storage refused');
      },
      clearToken: async () => ports.tokens?.clear(),
    },
    {
      // The root (this flow's parent) navigates and loads the institution's content.
      actions: {
        navigate: toParent(({ to }: { to: string }) => ({ type: 'navigation.go', to, replace: true })),
        loadInstitution: toParent(({ institution }: { institution: string }) =>
          institutionContent(institution).map((request) => ({ type: 'content.load', request })),
        ),
      },
    },
  );
}
