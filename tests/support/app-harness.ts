import { createApp, type App } from '../../core/app';
import {
  SITE_COUNTRIES,
  fold,
  initialVisitorState,
  stampEvent,
  type EventDraft,
  type VisitorState,
} from '../../core/domain';
import type { ApiClient } from '../../core/domain/api';
import { createEventStore } from '../../core/adapters/store/event-store';
import { memoryKeyValue, type KeyValue } from '../../core/adapters/store/key-value';
import { fakeBrowser } from './fake-browser';

/** A client that fails loudly on any call: flows under test here must not reach the API. */
export const unusedApi = new Proxy({} as ApiClient, {
  get: (_, name) => () => {
    throw new Error(`unexpected API call ${String(name)}`);
  },
});

const NAMESPACE = 'V1.6_CO';

/**
 * One visitor's browser across reloads: the log lives in an in-memory key-value store, and a reload
 * stops the running app and boots a new one from what the store holds (the page's real boot path).
 */
export interface Visitor {
  readonly kv: KeyValue;
  app: App;
  reload(): Promise<void>;
  /** The fold of the stored log (snapshot plus tail), read as a fresh page would read it. */
  storedProjection(): Promise<VisitorState>;
  stop(): Promise<void>;
}

export async function visitorWithLog(
  options: { address?: string; api?: ApiClient; seed?: { state?: VisitorState; events?: EventDraft[] } } = {},
): Promise<Visitor> {
  const kv = memoryKeyValue();
  const seed = createEventStore(NAMESPACE, kv);
  await seed.load();
  if (options.seed?.state) await seed.compact(options.seed.state);
  let clock = 1_000_000;
  const now = () => (clock += 1);
  for (const draft of options.seed?.events ?? []) await seed.append(stampEvent(draft, now()));
  const boot = () =>
    createApp({
      country: SITE_COUNTRIES.CO,
      browser: fakeBrowser(options.address ?? '/').browser,
      clock: { now },
      store: createEventStore(NAMESPACE, kv),
      api: options.api ?? unusedApi,
    });
  const visitor: Visitor = {
    kv,
    app: await boot(),
    async reload() {
      await visitor.app.flushed();
      visitor.app.stop();
      visitor.app = await boot();
    },
    async storedProjection() {
      await visitor.app.flushed();
      const loaded = await createEventStore(NAMESPACE, kv).load();
      return fold(loaded.snapshot ?? initialVisitorState('CO'), loaded.events);
    },
    async stop() {
      await visitor.app.flushed();
      visitor.app.stop();
    },
  };
  return visitor;
}
