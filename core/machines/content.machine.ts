import { assign, enqueueActions, fromPromise, setup, type DoneActorEvent } from 'xstate';
import { asksOnNetworkBack, healCountAfter, healDelayMs, mayHeal } from '../domain/connectivity/healing';
import {
  contentKey,
  pageContent,
  SHELL_CONTENT,
  type ContentEntry,
  type ContentRequest,
} from '../domain/content/content-request';
import type { PageResolution } from './navigation.machine';

/**
 * The site's content (§7 content calls): menu, contact information, notification, listings, blog and
 * landings. One load per request key; the answer is kept for the page's life. A failure heals by itself
 * (core/domain healing: retries with growing waits up to a cap, and at once when the network returns);
 * the visitor can retry it meanwhile.
 */
export type { ContentResult } from '../domain/api/loads';
import type { ContentResult } from '../domain/api/loads';

export interface ContentContext {
  readonly entries: Readonly<Record<string, ContentEntry>>;
  /** Loads started so far: each loader's id is unique, so a retry never meets the failed one. */
  readonly started: number;
  /** The request behind each key, to ask again for what failed. */
  readonly requests: Readonly<Record<string, ContentRequest>>;
  /** Automatic retries since a load last succeeded (the healing rule's count). */
  readonly heals: number;
}

export type ContentCommand =
  { type: 'content.load'; request: ContentRequest } | { type: 'content.retry'; request: ContentRequest };

export type ContentEvent =
  | ContentCommand
  | { type: 'route.changed'; resolution: PageResolution }
  | { type: 'network.changed'; online: boolean; fromBrowser?: boolean }
  | { type: 'content.heal' };

const HEAL_TIMER = 'content.heal';

const LOADER_PREFIX = 'content:';

export const contentMachine = setup({
  types: {
    context: {} as ContentContext,
    events: {} as ContentEvent,
  },
  actors: {
    // Supplied at the root: runs the request's calls and never rejects.
    loadContent: fromPromise<ContentResult, ContentRequest>(async () => ({
      ok: false,
      message: 'sin cargador',
    })),
  },
  actions: {
    // The next automatic retry of what failed, by the healing rule (none past its cap).
    scheduleHeal: enqueueActions(({ context, enqueue }) => {
      enqueue.cancel(HEAL_TIMER);
      if (failedRequests(context).length > 0 && mayHeal(context.heals))
        enqueue.raise({ type: 'content.heal' }, { delay: 'heal', id: HEAL_TIMER });
    }),
    cancelHeal: enqueueActions(({ enqueue }) => enqueue.cancel(HEAL_TIMER)),
  },
  delays: { heal: ({ context }) => healDelayMs(context.heals) ?? 0 },
}).createMachine({
  id: 'content',
  context: { entries: {}, started: 0, requests: {}, heals: 0 },
  entry: assign(({ context, spawn }) =>
    start(context, SHELL_CONTENT, false, (id, request) => spawn('loadContent', { id, input: request })),
  ),
  on: {
    'route.changed': {
      actions: assign(({ context, event, spawn }) =>
        start(context, pageContent(event.resolution), false, (id, request) =>
          spawn('loadContent', { id, input: request }),
        ),
      ),
    },
    'content.load': {
      actions: assign(({ context, event, spawn }) =>
        start(context, [event.request], false, (id, request) => spawn('loadContent', { id, input: request })),
      ),
    },
    'content.retry': {
      guard: ({ context, event }) => context.entries[contentKey(event.request)]?.status === 'failed',
      actions: assign(({ context, event, spawn }) => ({
        ...start(context, [event.request], true, (id, request) =>
          spawn('loadContent', { id, input: request }),
        ),
        heals: healCountAfter(context.heals, 'visitor'),
      })),
    },
    'content.heal': {
      actions: assign(({ context, spawn }) => ({
        ...start(context, failedRequests(context), true, (id, request) =>
          spawn('loadContent', { id, input: request }),
        ),
        heals: healCountAfter(context.heals, 'automatic'),
      })),
    },
    // The network is back: whatever failed is asked for at once; that ask counts, the waits go on from
    // there (a network that keeps coming back does not restart the count: core/domain healing).
    'network.changed': {
      guard: ({ context, event }) =>
        event.online &&
        failedRequests(context).length > 0 &&
        asksOnNetworkBack(context.heals, event.fromBrowser ?? false),
      actions: [
        'cancelHeal',
        assign(({ context, spawn }) => ({
          ...start(context, failedRequests(context), true, (id, request) =>
            spawn('loadContent', { id, input: request }),
          ),
          heals: healCountAfter(context.heals, 'network-back'),
        })),
      ],
    },
    'xstate.done.actor.*': {
      actions: [
        assign(({ context, event }) => {
          const done = event as unknown as DoneActorEvent<ContentResult>;
          const key = loaderKey(done.actorId);
          if (key === null) return {};
          const entry: ContentEntry = done.output.ok
            ? { status: 'ready', content: done.output.content }
            : { status: 'failed', message: done.output.message };
          return { entries: { ...context.entries, [key]: entry }, heals: done.output.ok ? 0 : context.heals };
        }),
        'scheduleHeal',
      ],
    },
  },
});

/** Mark the requests loading and start a loader for each one not loaded (or failed, on retry). */
function start(
  context: ContentContext,
  requests: readonly ContentRequest[],
  retry: boolean,
  spawnLoader: (id: string, request: ContentRequest) => unknown,
): ContentContext {
  let { entries, started, requests: known } = context;
  for (const request of requests) {
    const key = contentKey(request);
    const current = entries[key];
    if (current && !(retry && current.status === 'failed')) continue;
    started += 1;
    spawnLoader(`${LOADER_PREFIX}${started}:${key}`, request);
    entries = { ...entries, [key]: { status: 'loading' } };
    known = { ...known, [key]: request };
  }
  return { ...context, entries, started, requests: known };
}

/** The requests whose last load failed. */
function failedRequests(context: ContentContext): ContentRequest[] {
  return Object.entries(context.entries).flatMap(([key, entry]) => {
    const request = context.requests[key];
    return entry.status === 'failed' && request ? [request] : [];
  });
}

/** content:{n}:{key} back to its key. */
function loaderKey(actorId: string | undefined): string | null {
  const match = actorId ? /^content:\d+:(.+)$/.exec(actorId) : null;
  return match?.[1] ?? null;
}
