import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { SubdomainConfig } from '../../core/domain/api';
import { SUBDOMAINS } from '../../core/adapters/sample-backend/catalogue/site-content';
import {
  selectPartnerPending,
  subdomainMachine,
  type KeyLookup,
  type SubdomainEvent,
  type SubdomainInput,
  type SubdomainLookup,
} from '../../core/machines/subdomain.machine';
import {
  chartModel,
  flush,
  followPath,
  pathName,
  scriptedLoader,
  stateKey,
  viaTransition,
} from '../support/path-driver';

/**
 * Path tests of subdomain gating and embedding (§4 "Embedded/subdomain", §8 unauthorized iframe, §6
 * partner-iframe key), generated from subdomain.machine.ts with xstate/graph for each kind of arrival
 * and followed on the real machine with its two lookups scripted.
 *
 * The rules, in this test's own words and numbers (the partner 'mascotasfelices' allows only
 * /Comparar/Mascotas, which is also its default page):
 * - on a partner subdomain the partner's chrome waits for its configuration;
 * - there, / goes to the default page, a page not in the allowed list goes to the default page (the list
 *   names pages exactly, a trailing slash aside: docs/decisions.md), a listed page stays;
 * - a page framed by a site that is neither the site's own, nor the partner's, nor one its key
 *   authorizes logs 'Acceso presuntamente no autorizado', and with deny on shows a blank page (nothing
 *   else happens);
 * - a key the server knows asks for a referrer when the visitor has none;
 * - a lookup that fails leaves the plain site working (a warning logged, nothing redirected).
 */
type Snap = SnapshotFrom<typeof subdomainMachine>;

const PARTNER = SUBDOMAINS.find((config) => config.subdomain === 'mascotasfelices') as SubdomainConfig;
const PARTNER_HOST = 'mascotasfelices.queseguro.co';
const SITE = 'https://www.queseguro.co';
const WARNING = 'Acceso presuntamente no autorizado';
const PETS = '/Comparar/Mascotas';
/** Where each page goes on the partner's subdomain: null, it stays. */
const PARTNER_REDIRECTS: Readonly<Record<string, string | null>> = {
  '/': PETS,
  '/contacto': PETS,
  '/Comparar/EPS': PETS,
  '/Comparar/Mascotas/Perros': PETS,
  '/Comparar/Mascotas/': null,
};
const KEY_PAGE = 'https://www.aliado.com.co';

const plain: SubdomainInput = {
  subdomain: null,
  hostname: 'www.queseguro.co',
  framed: false,
  embedderOrigin: null,
  siteOrigins: [SITE],
  deny: true,
  partnerKey: null,
  hasReferrer: false,
  pathname: '/',
};
const onPartner: SubdomainInput = { ...plain, subdomain: 'mascotasfelices', hostname: PARTNER_HOST };

const ARRIVALS: readonly { name: string; input: SubdomainInput }[] = [
  { name: 'the plain site, top window', input: plain },
  { name: 'a partner subdomain at /, top window', input: onPartner },
  { name: 'a partner page outside its list', input: { ...onPartner, pathname: '/contacto' } },
  {
    name: 'a partner subdomain framed by its own page',
    input: { ...onPartner, framed: true, embedderOrigin: `https://${PARTNER_HOST}/inicio` },
  },
  {
    name: 'a partner subdomain framed by an unknown site, deny on',
    input: { ...onPartner, framed: true, embedderOrigin: 'https://evil.example/x' },
  },
  {
    name: 'the plain site framed by an unknown site, deny off',
    input: { ...plain, framed: true, embedderOrigin: 'https://evil.example/x', deny: false },
  },
  {
    name: 'the plain site framed with a partner key, no referrer yet',
    input: { ...plain, framed: true, embedderOrigin: `${KEY_PAGE}/cotizar`, partnerKey: 'aliado-123' },
  },
];

const CONFIG_DONE = 'xstate.done.actor.0.subdomain.loading';
const CONFIG_ERROR = 'xstate.error.actor.0.subdomain.loading';
const KEY_DONE = 'xstate.done.actor.0.subdomain.validatingKey';
const KEY_ERROR = 'xstate.error.actor.0.subdomain.validatingKey';

const CASES = [
  { type: CONFIG_DONE, output: { ok: true, config: PARTNER } satisfies SubdomainLookup },
  { type: CONFIG_DONE, output: { ok: true, config: null } satisfies SubdomainLookup },
  { type: CONFIG_DONE, output: { ok: false } satisfies SubdomainLookup },
  { type: CONFIG_ERROR, error: new Error('sin respuesta') },
  { type: KEY_DONE, output: { ok: true, allowedUrls: [KEY_PAGE] } satisfies KeyLookup },
  { type: KEY_DONE, output: { ok: true, allowedUrls: null } satisfies KeyLookup },
  { type: KEY_DONE, output: { ok: false } satisfies KeyLookup },
  { type: KEY_ERROR, error: new Error('sin respuesta') },
  ...Object.keys(PARTNER_REDIRECTS).map((pathname) => ({ type: 'subdomain.path', pathname })),
];

const label = (event: { type: string; [key: string]: unknown }) => {
  if (event.type === 'subdomain.path') return `go to ${String(event.pathname)}`;
  const output = event.output as { ok: boolean; config?: unknown; allowedUrls?: unknown } | undefined;
  if (!output) return undefined;
  if (!output.ok) return `${event.type.includes('loading') ? 'configuration' : 'key'} lookup failed`;
  if (event.type === CONFIG_DONE) return output.config ? 'partner configuration' : 'unknown partner';
  return output.allowedUrls ? 'key known' : 'key unknown';
};

const reached = new Set<string>();

for (const arrival of ARRIVALS) {
  const model = chartModel(subdomainMachine, CASES, {
    input: arrival.input,
    // Bounds: nothing after a final state (the gate has stopped); before the gate settles, only one page
    // change (outside the list) is tried.
    filterEvents: (snapshot, event) =>
      snapshot.status !== 'done' &&
      (event.type !== 'subdomain.path' || snapshot.value === 'ready' || event.pathname === '/contacto'),
    serializeState: viaTransition((snapshot: Snap) =>
      stateKey(snapshot.value, {
        path: snapshot.context.pathname,
        partner: snapshot.context.config !== null,
        keyUrls: snapshot.context.keyAllowedUrls,
        verdict: snapshot.context.verdict,
      }),
    ),
  });
  const paths = model.getShortestPaths();
  for (const path of paths) for (const step of path.steps) reached.add(String(step.state.value));

  describe(`${arrival.name}: shortest paths, on the real machine`, () => {
    for (const path of paths) {
      it(pathName(path, label), async () => {
        const config = scriptedLoader<{ subdomain: string; hostname: string }, SubdomainLookup>();
        const key = scriptedLoader<{ key: string }, KeyLookup>();
        const redirects: string[] = [];
        const warnings: string[] = [];
        let blank = 0;
        let askedReferrer = 0;
        const actor = createActor(
          subdomainMachine.provide({
            actors: { loadConfig: config.logic, validateKey: key.logic },
            actions: {
              redirect: (_, { to }) => void redirects.push(to),
              warn: (_, { message }) => void warnings.push(message),
              blankPage: () => void (blank += 1),
              askReferrer: () => void (askedReferrer += 1),
            },
          }),
          { input: arrival.input },
        ).start();
        // What this test expects, by its own rules.
        let pathname = arrival.input.pathname;
        let partnerLoaded = false;
        let keyKnown = false;
        let lookupFailed = false;
        const expectedRedirects: string[] = [];
        const redirectFor = (page: string) => (partnerLoaded ? (PARTNER_REDIRECTS[page] ?? null) : null);
        const origin = arrival.input.embedderOrigin ? new URL(arrival.input.embedderOrigin).origin : null;
        const embedderAllowed = () =>
          !arrival.input.framed ||
          origin === SITE ||
          (partnerLoaded && origin === `https://${PARTNER_HOST}`) ||
          (keyKnown && origin === KEY_PAGE);

        await followPath<Snap, SubdomainEvent>(path, {
          realValue: () => actor.getSnapshot().value,
          drive: async (event, before, after) => {
            const type = event.type as string;
            const step = event as unknown as { output: SubdomainLookup & KeyLookup; error: unknown };
            if (type === CONFIG_DONE) {
              partnerLoaded = step.output.ok && step.output.config !== null;
              lookupFailed = !step.output.ok;
              config.answer(step.output);
            } else if (type === CONFIG_ERROR) config.fail(step.error);
            else if (type === KEY_DONE) {
              keyKnown = step.output.ok && step.output.allowedUrls !== null;
              lookupFailed = !step.output.ok;
              key.answer(step.output);
            } else if (type === KEY_ERROR) key.fail(step.error);
            else {
              pathname = event.pathname;
              if (before.value === 'ready') {
                const to = redirectFor(pathname);
                if (to !== null) expectedRedirects.push(to);
              }
              actor.send(event);
            }
            // Entering ready: the page of the moment is checked against the partner's list.
            if (before.value !== 'ready' && after.value === 'ready') {
              const to = redirectFor(pathname);
              if (to !== null) expectedRedirects.push(to);
            }
            await flush();
          },
          always: () => {
            if (lookupFailed) expect(warnings.length, 'a failed lookup is logged').toBeGreaterThan(0);
          },
          states: {
            loading: () => {
              expect(selectPartnerPending(actor.getSnapshot()), 'the partner chrome waits').toBe(true);
              expect(config.calls).toEqual([{ subdomain: 'mascotasfelices', hostname: PARTNER_HOST }]);
            },
            validatingKey: () => expect(key.calls).toEqual([{ key: 'aliado-123' }]),
            denied: () => {
              expect(embedderAllowed()).toBe(false);
              expect(arrival.input.deny).toBe(true);
              expect(warnings).toContain(WARNING);
              expect(blank, 'a blank page').toBe(1);
              expect(redirects).toEqual([]);
              expect(askedReferrer).toBe(0);
            },
            ready: () => {
              expect(selectPartnerPending(actor.getSnapshot())).toBe(false);
              expect(blank).toBe(0);
              expect(warnings.includes(WARNING), 'the unauthorized frame is logged').toBe(!embedderAllowed());
              expect(redirects).toEqual(expectedRedirects);
              // A key the server knows asks for a referrer the visitor has not given (once).
              expect(askedReferrer).toBe(keyKnown && embedderAllowed() && !arrival.input.hasReferrer ? 1 : 0);
            },
          },
        });
        actor.stop();
      });
    }
  });
}

describe('subdomain gating: the walks', () => {
  it('reach every state a visitor can meet: the partner loading, the key check, the refusal, the page', () => {
    expect([...reached].sort()).toEqual(['denied', 'loading', 'ready', 'validatingKey']);
  });
});
