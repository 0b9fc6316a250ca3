// Replaying the visitor's log, timed in Node on the real store and fold (loaded through Vite by bench.mjs).
import { createEventStore } from '../core/adapters/store/event-store';
import { memoryKeyValue } from '../core/adapters/store/key-value';
import {
  COMPACT_AFTER_EVENTS,
  fold,
  initialVisitorState,
  stampEvent,
  type DomainEvent,
  type EventDraft,
} from '../core/domain';

/** A long visit: slot toggles, profile saves and session starts, in the proportions a comparator makes. */
function visit(count: number): DomainEvent[] {
  const drafts = (i: number): EventDraft => {
    if (i % 50 === 0) return { type: 'SessionStarted', data: { startedAt: i } };
    if (i % 10 === 0)
      return {
        type: 'ProfileSaved',
        data: {
          country: 'CO',
          productType: i % 20 === 0 ? 'Medicina Prepagada' : 'general',
          profile: {
            cotizante: [{ sexo: 'Femenino', edad: 20 + (i % 60) }],
            cargas: [{ parentescoCarga: 'Hijo', edad: i % 18 }],
            enPareja: false,
          },
        },
      };
    const productId = `p${i % 7}`;
    return i % 2 === 0
      ? { type: 'ComparisonSlotFilled', data: { productId } }
      : { type: 'ComparisonSlotCleared', data: { productId } };
  };
  return Array.from({ length: count }, (_, i) => stampEvent(drafts(i), 1_700_000_000_000 + i));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Median and fastest run: on a shared machine the fastest is the figure least disturbed by neighbours. */
async function timed(runs: number, work: () => Promise<unknown> | unknown) {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return { medianMs: Number(median(times).toFixed(1)), fastestMs: Number(Math.min(...times).toFixed(1)) };
}

/** Milliseconds over `runs` (median and fastest): fold alone, a rebuild from raw stored events, a boot from snapshot + tail. */
export async function replayFigures(count = 10_000, runs = 7) {
  const events = visit(count);
  const initial = initialVisitorState('CO');

  const full = memoryKeyValue();
  const writer = createEventStore('V1.6_CO', full);
  await writer.load();
  for (const event of events) await writer.append(event);

  const cached = memoryKeyValue();
  const cachedWriter = createEventStore('V1.6_CO', cached);
  await cachedWriter.load();
  let state = initial;
  for (const event of events) {
    await cachedWriter.append(event);
    state = fold(state, [event]);
    if (cachedWriter.tailLength() >= COMPACT_AFTER_EVENTS - 1) await cachedWriter.compact(state);
  }

  const boot = async (kv: typeof full) => {
    const loaded = await createEventStore('V1.6_CO', kv).load();
    return fold(loaded.snapshot ?? initial, loaded.events);
  };
  return [
    { replay: `fold ${count} decoded events`, ...(await timed(runs, () => fold(initial, events))) },
    {
      replay: `read, decode and fold ${count} stored events (no snapshot)`,
      ...(await timed(runs, () => boot(full))),
    },
    {
      replay: `boot from snapshot + tail (${count} events kept)`,
      ...(await timed(runs, () => boot(cached))),
    },
  ];
}
