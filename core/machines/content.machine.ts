import { assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import {
  contentKey,
  pageContent,
  SHELL_CONTENT,
  type ContentEntry,
  type ContentRequest,
  type ContentValue,
} from '../domain/content/content-request';
import type { PageResolution } from './navigation.machine';

/**
 * The site's content (§7 content calls): menu, contact information, notification, listings, blog and
 * landings. One load per request key; the answer is kept for the page's life, a failure can be retried.
 */
export type ContentResult = { ok: true; content: ContentValue } | { ok: false; message: string };

export interface ContentContext {
  readonly entries: Readonly<Record<string, ContentEntry>>;
  /** Loads started so far: each loader's id is unique, so a retry never meets the failed one. */
  readonly started: number;
}

export type ContentCommand =
  { type: 'content.load'; request: ContentRequest } | { type: 'content.retry'; request: ContentRequest };

export type ContentEvent = ContentCommand | { type: 'route.changed'; resolution: PageResolution };

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
}).createMachine({
  id: 'content',
  context: { entries: {}, started: 0 },
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
      actions: assign(({ context, event, spawn }) =>
        start(context, [event.request], true, (id, request) => spawn('loadContent', { id, input: request })),
      ),
    },
    'xstate.done.actor.*': {
      actions: assign(({ context, event }) => {
        const done = event as unknown as DoneActorEvent<ContentResult>;
        const key = loaderKey(done.actorId);
        if (key === null) return {};
        const entry: ContentEntry = done.output.ok
          ? { status: 'ready', content: done.output.content }
          : { status: 'failed', message: done.output.message };
        return { entries: { ...context.entries, [key]: entry } };
      }),
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
  let { entries, started } = context;
  for (const request of requests) {
    const key = contentKey(request);
    const current = entries[key];
    if (current && !(retry && current.status === 'failed')) continue;
    started += 1;
    spawnLoader(`${LOADER_PREFIX}${started}:${key}`, request);
    entries = { ...entries, [key]: { status: 'loading' } };
  }
  return { entries, started };
}

/** content:{n}:{key} back to its key. */
function loaderKey(actorId: string | undefined): string | null {
  const match = actorId ? /^content:\d+:(.+)$/.exec(actorId) : null;
  return match?.[1] ?? null;
}

export const selectContentEntry =
  (request: ContentRequest) =>
  (snapshot: { context: ContentContext }): ContentEntry | undefined =>
    snapshot.context.entries[contentKey(request)];
