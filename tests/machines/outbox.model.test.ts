import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createApp, type App } from '../../core/app';
import { SITE_COUNTRIES, pendingItems, type DomainEvent } from '../../core/domain';
import type { PlanRequest } from '../../core/domain/api';
import { createEventStore, type EventStore } from '../../core/adapters/store/event-store';
import { memoryKeyValue, type KeyValue } from '../../core/adapters/store/key-value';
import { selectOutboxItems } from '../../core/machines/outbox.machine';
import { fakeBrowser } from '../support/fake-browser';
import { deliverEverything, leadBackend, networkCommands, settle } from '../support/outbox-harness';

/**
 * The outbox over random sequences of queueing, network loss and recovery, slow, failed and lost
 * answers, and reloads: every item queued reaches the backend, which keeps it exactly once, and is
 * recorded delivered exactly once. The backend is the sample one's leads store (idempotent by key).
 */

/** The event store, also keeping every event appended so deliveries can be counted across compaction. */
function recordingStore(kv: KeyValue, appended: DomainEvent[]): EventStore {
  const store = createEventStore('V1.6_CO', kv);
  return {
    ...store,
    append: async (event) => {
      appended.push(event);
      await store.append(event);
    },
  };
}

interface Model {
  queued: string[];
  online: boolean;
}

interface Real {
  app: App;
  readonly kv: KeyValue;
  readonly clock: SimulatedClock;
  readonly browser: ReturnType<typeof fakeBrowser>;
  readonly backend: ReturnType<typeof leadBackend>;
  readonly appended: DomainEvent[];
  nextId: number;
}

// The app checks an item's body with schemas that travel in the API client's chunk. A browser fetches
// it while an attempt's timeout runs in real time; the simulated clock jumps, so the chunk is loaded first.
beforeAll(async () => {
  await import('../../core/adapters/api');
});

async function boot(real: Omit<Real, 'app'> & { app?: App }): Promise<App> {
  return createApp({
    country: SITE_COUNTRIES.CO,
    browser: real.browser.browser,
    clock: { now: () => real.clock.now() },
    timers: real.clock,
    store: recordingStore(real.kv, real.appended),
    api: real.backend.api,
  });
}

const request = (n: number): PlanRequest => ({
  nombre: `Visitante ${n}`,
  rutsolicitud: '1020304050',
  email: `v${n}@example.co`,
  telefono: '+573001234567',
  agree: true,
  productCode: 'MP-SURA-01',
});

const deliveredCount = (real: Real, id: string) =>
  real.appended.filter((event) => event.type === 'LeadDelivered' && event.data.leadId === id).length;

function checkInvariants(model: Model, real: Real) {
  const visitor = real.app.actor.getSnapshot().context.visitor;
  const waiting = pendingItems(visitor).map((item) => item.id);
  for (const id of model.queued) {
    const delivered = deliveredCount(real, id);
    // Recorded delivered at most once, and then no longer waiting; otherwise still waiting.
    expect(delivered).toBeLessThanOrEqual(1);
    expect(waiting.includes(id)).toBe(delivered === 0);
  }
  // The view sees exactly what waits.
  const outbox = real.app.actor.system.get('outbox');
  expect(selectOutboxItems(outbox.getSnapshot(), visitor).map((item) => item.id)).toEqual(waiting);
  // The outbox keeps no copy of what waits: a delivery under way for each item waiting, and no other.
  expect(Object.keys(outbox.getSnapshot().context.deliveries).sort()).toEqual([...waiting].sort());
  // Nothing reached the backend that the visitor did not send.
  for (const flight of real.backend.open()) expect(model.queued).toContain(flight.key);
}

type Command = fc.AsyncCommand<Model, Real>;

class Queue implements Command {
  check = () => true;
  async run(model: Model, real: Real) {
    const id = `lead-${real.nextId}`;
    real.nextId += 1;
    real.app.send({
      type: 'visitor.execute',
      command: {
        type: 'outbox.queue',
        id,
        kind: 'solicitarplan',
        payload: request(real.nextId),
        now: real.clock.now(),
      },
    });
    model.queued.push(id);
    await settle();
    checkInvariants(model, real);
  }
  toString = () => 'queue';
}

/** Close the tab and open it again: requests on the wire may still arrive, their answers go nowhere. */
class Reload implements Command {
  check = () => true;
  async run(model: Model, real: Real) {
    await real.app.flushed();
    real.app.stop();
    real.app = await boot(real);
    await settle();
    checkInvariants(model, real);
  }
  toString = () => 'reload';
}

const commands = [fc.constant(new Queue()), ...networkCommands(checkInvariants), fc.constant(new Reload())];

describe('outbox (model)', () => {
  it('delivers every queued item exactly once, whatever the network and the reloads do', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40 }), async (cmds) => {
        const clock = new SimulatedClock();
        clock.set(1_000_000);
        const parts = {
          kv: memoryKeyValue(),
          clock,
          browser: fakeBrowser('/'),
          backend: leadBackend(),
          appended: [] as DomainEvent[],
          nextId: 1,
        };
        const real: Real = { ...parts, app: await boot(parts) };
        const model: Model = { queued: [], online: true };
        await fc.asyncModelRun(() => ({ model, real }), cmds);

        // Then the network comes back for good and the backend answers: everything arrives.
        await deliverEverything(real);
        expect(pendingItems(real.app.actor.getSnapshot().context.visitor)).toEqual([]);
        const kept = (await real.backend.leads.list()).map((lead) => lead.idempotencyKey);
        expect([...kept].sort()).toEqual([...model.queued].sort());
        for (const id of model.queued) expect(deliveredCount(real, id)).toBe(1);
        real.app.stop();
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
