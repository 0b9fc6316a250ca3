import { describe, expect, it } from 'vitest';
import { createApp, type App } from '../../core/app';
import { SITE_COUNTRIES, SESSION_MAX_AGE_MS, stampEvent, type DomainEvent } from '../../core/domain';
import type { ApiClient } from '../../core/domain/api';
import { createEventStore } from '../../core/adapters/store/event-store';
import { memoryKeyValue } from '../../core/adapters/store/key-value';
import { fakeBrowser } from '../support/fake-browser';

/** A client that fails loudly on any call: these tests exercise flows that must not reach the API. */
const unusedApi = new Proxy({} as ApiClient, {
  get: (_, name) => () => {
    throw new Error(`unexpected API call ${String(name)}`);
  },
});

async function boot(options: { address?: string; now?: number; events?: DomainEvent[] } = {}) {
  const kv = memoryKeyValue();
  const store = createEventStore('V1.6_CO', kv);
  await store.load();
  for (const event of options.events ?? []) await store.append(event);
  const fake = fakeBrowser(options.address ?? '/');
  let now = options.now ?? 1_000_000;
  const app: App = await createApp({
    country: SITE_COUNTRIES.CO,
    browser: fake.browser,
    clock: { now: () => now },
    store: createEventStore('V1.6_CO', kv),
    api: unusedApi,
  });
  return { app, fake, kv, advance: (ms: number) => (now += ms) };
}

const page = (app: App) => {
  const navigation = app.actor.system.get('navigation');
  return navigation.getSnapshot().context.resolution.page as string;
};

describe('app root', () => {
  it('starts a session on the first visit and keeps it in the log', async () => {
    const { app, kv } = await boot({ now: 42 });
    await app.flushed();
    expect(app.actor.getSnapshot().context.visitor.sessionStartedAt).toBe(42);
    const reopened = await createEventStore('V1.6_CO', kv).load();
    expect(reopened.events.map((event) => event.type)).toEqual(['SessionStarted']);
    app.stop();
  });

  it('resolves the opening address, writing the redirect back to the address bar', async () => {
    const { app, fake } = await boot({ address: '/quehacemos?utm=x' });
    expect(page(app)).toBe('about');
    expect(fake.browser.currentAddress()).toBe('/Que-es-QueSeguro?utm=x');
    app.stop();
  });

  it('navigates, and back and forward show the pages they left', async () => {
    const { app, fake } = await boot({ address: '/' });
    app.send({ type: 'navigation.go', to: '/Comparar/EPS' });
    app.send({ type: 'navigation.go', to: '/ruta/que/no/existe' });
    expect(page(app)).toBe('not-found');
    expect(fake.history()).toEqual(['/', '/Comparar/EPS', '/not-found']);
    fake.back();
    expect(page(app)).toBe('compare');
    fake.back();
    expect(page(app)).toBe('home');
    fake.forward();
    expect(page(app)).toBe('compare');
    expect(fake.calls.scrolls).toBe(2);
    app.stop();
  });

  it('reloads a session that became 10 hours old while the tab slept; the reloaded page starts a new one', async () => {
    const { app, fake, kv, advance } = await boot({ now: 0 });
    await app.flushed();
    advance(SESSION_MAX_AGE_MS);
    fake.becomeVisible();
    await app.flushed();
    await Promise.resolve();
    expect(fake.calls.reloads).toBe(1);
    app.stop();
    // The reloaded page: the same log, the clock 10 hours on.
    const reloaded = await createApp({
      country: SITE_COUNTRIES.CO,
      browser: fakeBrowser('/').browser,
      clock: { now: () => SESSION_MAX_AGE_MS },
      store: createEventStore('V1.6_CO', kv),
      api: unusedApi,
    });
    await reloaded.flushed();
    expect(reloaded.actor.getSnapshot().context.visitor.sessionStartedAt).toBe(SESSION_MAX_AGE_MS);
    const stored = await createEventStore('V1.6_CO', kv).load();
    expect(
      stored.events.filter((event) => event.type === 'SessionStarted').map((event) => event.data),
    ).toEqual([{ startedAt: 0 }, { startedAt: SESSION_MAX_AGE_MS }]);
    reloaded.stop();
  });

  it('records domain events into the projection and the store', async () => {
    const { app, kv } = await boot();
    app.record({ type: 'ComparisonSlotFilled', data: { productId: 'a' } });
    app.record({ type: 'ComparisonSlotFilled', data: { productId: 'b' } });
    app.record({ type: 'ComparisonSlotCleared', data: { productId: 'a' } });
    expect(app.actor.getSnapshot().context.visitor.comparisonSlots).toEqual(['b', null, null]);
    await app.flushed();
    const stored = await createEventStore('V1.6_CO', kv).load();
    expect(stored.events).toHaveLength(4);
    app.stop();
  });

  it('exports its log, and an import replaces the log and reloads the page', async () => {
    const language = stampEvent({ type: 'LanguageChanged', data: { lang: 'pt' } }, 5);
    const source = await boot({ events: [language] });
    const exported = await source.app.exportLog();
    source.app.stop();

    const target = await boot();
    expect(await target.app.importLog('not json')).toMatchObject({
      ok: false,
      rejection: { reason: 'not-json' },
    });
    expect(await target.app.importLog('{"format":"other"}')).toMatchObject({
      ok: false,
      rejection: { reason: 'not-a-log' },
    });
    expect(await target.app.importLog(exported)).toEqual({ ok: true });
    expect(target.fake.calls.reloads).toBe(1);
    const replayed = await createEventStore('V1.6_CO', target.kv).load();
    expect(replayed.events[0]).toEqual(language);
    target.app.stop();
  });
});
