import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { stampEvent } from '../../core/domain';
import { createEventStore } from '../../core/adapters/store/event-store';
import { indexedDbKeyValue } from '../../core/adapters/store/indexeddb-key-value';
import { memoryKeyValue, type KeyValue } from '../../core/adapters/store/key-value';
import { openBrowserEventStore } from '../../core/adapters/store/open-browser-store';
import { resilientKeyValue } from '../../core/adapters/store/resilient-key-value';

const english = stampEvent({ type: 'LanguageChanged', data: { lang: 'en' } }, 10);
const pixels = stampEvent({ type: 'FlagToggled', data: { flag: 'pixels', on: true } }, 20);

describe('IndexedDB event store (idb-keyval)', () => {
  it('persists across openings and keeps each storage version apart', async () => {
    const colombia = openBrowserEventStore('V1.6_CO', () => {});
    await colombia.load();
    await colombia.append(english);
    const chile = openBrowserEventStore('V1.7', () => {});
    expect((await chile.load()).events).toEqual([]);
    const reopened = openBrowserEventStore('V1.6_CO', () => {});
    const loaded = await reopened.load();
    expect(reopened.kind()).toBe('indexeddb');
    expect(loaded.events).toEqual([english]);
  });

  it('falls back to memory when IndexedDB cannot even be opened (private mode)', async () => {
    const warn = vi.fn();
    const kv = resilientKeyValue(() => {
      throw new Error('indexedDB is not defined');
    }, warn);
    const store = createEventStore('V1.6_CO', kv);
    await store.load();
    await store.append(english);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(store.kind()).toBe('memory');
    expect((await store.load()).events).toEqual([english]);
  });

  it('falls back to memory on a quota failure, keeping what was written before it', async () => {
    const real = indexedDbKeyValue('V1.6_PE');
    await real.clear();
    let full = false;
    const flaky: KeyValue = {
      ...real,
      setMany: async (items) => {
        if (full) throw new DOMException('quota', 'QuotaExceededError');
        return real.setMany(items);
      },
    };
    const warn = vi.fn();
    const store = createEventStore(
      'V1.6_PE',
      resilientKeyValue(() => flaky, warn),
    );
    await store.load();
    await store.append(english);
    full = true;
    await store.append(pixels);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(store.kind()).toBe('memory');
    expect((await store.load()).events).toEqual([english, pixels]);
  });

  it('memory key-values are independent copies', async () => {
    const kv = memoryKeyValue();
    const value = { a: 1 };
    await kv.setMany([['k', value]]);
    value.a = 2;
    expect(await kv.entries()).toEqual([['k', { a: 1 }]]);
  });
});
