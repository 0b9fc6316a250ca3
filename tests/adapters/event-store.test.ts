import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainEvent, fold, initialVisitorState } from '../../core/domain';
import { createEventStore } from '../../core/adapters/store/event-store';
import { memoryKeyValue } from '../../core/adapters/store/key-value';
import { arbitraryEvents } from '../support/arbitrary-events';

const initial = initialVisitorState('CO');

async function storeWith(events: readonly DomainEvent[]) {
  const kv = memoryKeyValue();
  const store = createEventStore('V1.6_CO', kv);
  await store.load();
  for (const event of events) await store.append(event);
  return { kv, store };
}

describe('event store: replay equals fold', () => {
  it('replaying any stored sequence gives the same state as folding it', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryEvents(), async (events) => {
        const { kv } = await storeWith(events);
        const reopened = createEventStore('V1.6_CO', kv);
        const loaded = await reopened.load();
        expect(loaded.problems).toEqual([]);
        expect(loaded.events).toEqual(events);
        expect(fold(loaded.snapshot ?? initial, loaded.events)).toEqual(fold(initial, events));
      }),
      { numRuns: 60 },
    );
  });

  it('snapshot + tail equals the full fold, wherever the compaction falls', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryEvents(), fc.nat(), async (events, cut) => {
        const at = events.length === 0 ? 0 : cut % (events.length + 1);
        const { kv, store } = await storeWith(events.slice(0, at));
        await store.compact(fold(initial, events.slice(0, at)));
        for (const event of events.slice(at)) await store.append(event);

        const loaded = await createEventStore('V1.6_CO', kv).load();
        expect(loaded.events).toHaveLength(events.length - at);
        expect(fold(loaded.snapshot ?? initial, loaded.events)).toEqual(fold(initial, events));
      }),
      { numRuns: 60 },
    );
  });

  it('a corrupt entry costs only itself, and is reported', async () => {
    await fc.assert(
      fc.asyncProperty(
        arbitraryEvents(20).filter((events) => events.length > 0),
        fc.nat(),
        fc.constantFrom<unknown>(
          '{not json',
          null,
          42,
          { type: 'ProfileSaved', version: 1, data: {} },
          { type: 'Unknown' },
        ),
        async (events, pick, garbage) => {
          const { kv } = await storeWith(events);
          const index = pick % events.length;
          const keys = (await kv.entries()).map(([key]) => key).sort();
          const victim = keys[index] as string;
          await kv.setMany([[victim, garbage]]);

          const loaded = await createEventStore('V1.6_CO', kv).load();
          const survivors = events.filter((_, i) => i !== index);
          expect(loaded.events).toEqual(survivors);
          expect(loaded.problems.map((problem) => problem.key)).toEqual([victim]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps appending after a reload without overwriting what is stored', async () => {
    const { kv, store } = await storeWith([]);
    const first = DomainEvent.parse({
      type: 'LanguageChanged',
      version: 1,
      data: { lang: 'en' },
      metadata: { at: 1 },
    });
    const second = DomainEvent.parse({
      type: 'LanguageChanged',
      version: 1,
      data: { lang: 'pt' },
      metadata: { at: 2 },
    });
    await store.append(first);
    const reopened = createEventStore('V1.6_CO', kv);
    await reopened.load();
    await reopened.append(second);
    const loaded = await createEventStore('V1.6_CO', kv).load();
    expect(loaded.events).toEqual([first, second]);
  });

  it('upcasts a version-0 flag record to the current version', async () => {
    const kv = memoryKeyValue([
      [
        'event:000000000001',
        { type: 'FlagToggled', version: 0, data: { key: 'pixels', value: 'true' }, metadata: { at: 5 } },
      ],
    ]);
    const loaded = await createEventStore('V1.6_CO', kv).load();
    expect(loaded.events).toEqual([
      { type: 'FlagToggled', version: 1, data: { flag: 'pixels', on: true }, metadata: { at: 5 } },
    ]);
  });

  it('exports a log that imports into another store with the same fold', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryEvents(), async (events) => {
        const { store } = await storeWith(events);
        const exported = await store.exportLog(123);
        const other = createEventStore('V1.6_CO', memoryKeyValue());
        await other.importLog(exported);
        const loaded = await other.load();
        expect(fold(loaded.snapshot ?? initial, loaded.events)).toEqual(fold(initial, events));
      }),
      { numRuns: 30 },
    );
  });
});
