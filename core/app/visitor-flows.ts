import { waitFor, type ActorRefFrom, type AnyActorRef } from 'xstate';
import { buildShareUrl, shortLinkTarget, type SiteCountryCode, type VisitorCommand } from '../domain';
import type { ApiClient } from '../domain/api';
import type { VisitorBrowser } from '../adapters/browser/visitor-browser';
import type { AppEvent } from '../machines/app.machine';
import { referralMachine, type ReferrerLookup } from '../machines/referral.machine';
import { shareMachine, type CreatedLink, type ResolvedLink } from '../machines/share.machine';
import { staffMachine, type RecentError } from '../machines/staff.machine';
import {
  selectPartnerPending,
  subdomainMachine,
  type KeyLookup,
  type SubdomainLookup,
} from '../machines/subdomain.machine';
import { provideCalls, toParent } from './provide-calls';
import type { SubdomainConfig } from '../domain/api';
import type { TokenStorage } from '../adapters/browser/token-storage';

export interface VisitorFlowPorts {
  readonly api: ApiClient;
  readonly country: SiteCountryCode;
  /** null in tests without a browser: links use a neutral origin, copying fails, frames are never blanked. */
  readonly visitorBrowser: VisitorBrowser | null;
  /** Sends to the root actor (commands, navigation, answers of the clipboard). */
  readonly send: (event: AppEvent) => void;
  readonly warn: (message: string, detail?: unknown) => void;
  /** The JWT's storage; without it no token is ever found (the gated view sends to /login). */
  readonly tokens?: TokenStorage | null;
  /** The clock's reading, for the token's expiry. */
  readonly now?: () => number;
  /** The error service's latest reports, for the staff panel (issue 27); none without it. */
  readonly recentErrors?: () => Promise<readonly RecentError[]>;
  /** Where the API publishes the keys its tokens are signed with (JWKS); null: signatures unchecked. */
  readonly jwksUrl?: string | null;
}

/** The referral, share, staff and partner flows with their adapters (issue 13), for core/app/index.ts. */
export function provideVisitorFlows(ports: VisitorFlowPorts) {
  const { api, send, warn, country } = ports;
  const origin = () => ports.visitorBrowser?.origin() ?? 'http://localhost';
  const copy = (text: string, answer: (ok: boolean) => AppEvent) => {
    const copying = ports.visitorBrowser ? ports.visitorBrowser.copy(text) : Promise.resolve(false);
    void copying.then((ok) => send(answer(ok)));
  };

  // The flows are the root's children: what they tell the root goes up with sendParent.
  const executeUp = (command: VisitorCommand) => ({ type: 'visitor.execute' as const, command });
  return {
    referral: provideCalls(
      referralMachine,
      {
        lookupReferrer: async (input): Promise<ReferrerLookup> => {
          const result = await api.referralByEmail(input.email);
          if (!result.ok) return { kind: 'error', message: result.error.message };
          if (result.value === null) return { kind: 'notFound' };
          return {
            kind: 'found',
            email: result.value.email,
            name: result.value.name,
            ejecutivo: result.value.ejecutivo ?? null,
          };
        },
      },
      {
        actions: {
          execute: toParent(({ command }: { command: VisitorCommand }) => executeUp(command)),
          warn: (_, { message }) => warn(message),
        },
      },
    ),
    share: provideCalls(
      shareMachine,
      {
        createShortLink: async (input): Promise<CreatedLink> => {
          const url = buildShareUrl({ ...input, origin: origin() });
          const result = await api.createSharedLink(url, input.profile);
          if (!result.ok) return { ok: false };
          return {
            ok: true,
            link: new URL(`/url/${encodeURIComponent(result.value.code)}`, origin()).toString(),
          };
        },
        resolveShortLink: async (input): Promise<ResolvedLink> => {
          const result = await api.validateSharedLink(input.code);
          if (!result.ok) return { ok: false, reason: 'error' };
          if (result.value === null) return { ok: false, reason: 'invalid' };
          const host = ports.visitorBrowser?.hostname() ?? 'localhost';
          const target = shortLinkTarget(result.value.url, input.code, country, host);
          return target.ok ? target : { ok: false, reason: target.reason === 'host' ? 'host' : 'invalid' };
        },
      },
      {
        actions: {
          // The clipboard answers later: its word goes to the root when it comes.
          copy: (_, { text }) => copy(text, (ok) => ({ type: 'share.copied', ok })),
          choosePlans: toParent(({ plans }: { plans: readonly string[] }) => [
            executeUp({ type: 'slots.clearAll' }),
            ...plans.map((productId) => executeUp({ type: 'slots.fill', productId })),
          ]),
          navigate: toParent(({ address }: { address: string }) => ({
            type: 'navigation.go',
            to: address,
            replace: true,
          })),
        },
      },
    ),
    staff: provideCalls(
      staffMachine,
      { recentErrors: async () => (ports.recentErrors ? ports.recentErrors() : []) },
      { actions: { copy: (_, { text }) => copy(text, (ok) => ({ type: 'staff.copied', ok })) } },
    ),
    subdomain: provideCalls(
      subdomainMachine,
      {
        loadConfig: async (input): Promise<SubdomainLookup> => {
          const result = await api.subdomainConfig(input.subdomain, input.hostname);
          return result.ok ? { ok: true, config: result.value } : { ok: false };
        },
        validateKey: async (input): Promise<KeyLookup> => {
          const result = await api.iframeToken(input.key);
          return result.ok ? { ok: true, allowedUrls: result.value?.allowedUrls ?? null } : { ok: false };
        },
      },
      {
        actions: {
          redirect: toParent(({ to }: { to: string }) => ({ type: 'navigation.go', to, replace: true })),
          warn: (_, { message }) => warn(message),
          blankPage: () => ports.visitorBrowser?.blankPage(),
          askReferrer: toParent(() => ({ type: 'referral.open', pseudoLogin: true })),
        },
      },
    ),
  };
}

/** The partner configuration once the subdomain flow has settled (null on the plain site). */
export async function partnerConfigOf(root: AnyActorRef | null): Promise<SubdomainConfig | null> {
  // The flows start together: let the subdomain flow register before asking for it.
  await Promise.resolve();
  const gate = root?.system.get('subdomain') as ActorRefFrom<typeof subdomainMachine> | undefined;
  if (!gate) return null;
  const settled = await waitFor(gate, (snapshot) => !selectPartnerPending(snapshot)).catch(() =>
    gate.getSnapshot(),
  );
  return settled.context.config;
}

/** The ponderation staff typed, sent only while internal traffic is on. */
export function staffPonderationOf(root: AnyActorRef | null): number | null {
  if (!root) return null;
  const visitor = (root.getSnapshot() as { context: { visitor: { flags: Record<string, boolean> } } }).context
    .visitor;
  if (visitor.flags['internal-traffic'] !== true) return null;
  const staff = root.system.get('staff') as ActorRefFrom<typeof staffMachine> | undefined;
  return staff?.getSnapshot().context.ponderation ?? null;
}
