import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createApp, type App } from '../../core/app';
import { SITE_COUNTRIES, pendingItems, type DomainEvent } from '../../core/domain';
import type { ApiClient, ApiResult, LeadReceipt, PlanRequest, SendOptions } from '../../core/domain/api';
import { memoryLeadsStore } from '../../core/adapters/sample-backend/leads-store';
import { createEventStore, type EventStore } from '../../core/adapters/store/event-store';
import { memoryKeyValue, type KeyValue } from '../../core/adapters/store/key-value';
import { selectOutboxItems } from '../../core/machines/outbox.machine';
import { OUTBOX_ATTEMPT_TIMEOUT_MS, OUTBOX_RETRY_DELAYS_MS } from '../../core/machines/lead-delivery.machine';
import { fakeBrowser } from '../support/fake-browser';

/**
 * The outbox over random sequences of queueing, network loss and recovery, slow, failed and lost
 * answers, and reloads: every item queued reaches the backend, which keeps it exactly once, and is
 * recorded delivered exactly once. The backend is the sample one's leads store (idempotent by key).
 */

/** A request on the wire: answered by the test, or never (a slow one the outbox gives up on). */
interface Flight {
  readonly key: string;
  readonly body: PlanRequest;
  answered: boolean;
  readonly answer: (result: ApiResult<LeadReceipt>) => void;
}

const networkFailure = { call: 'requestPlan', kind: 'network' as const, message: 'sin red' };

function sampleBackend() {
  const leads = memoryLeadsStore();
  const flights: Flight[] = [];
  let reachable = true;
  const requestPlan = (body: PlanRequest, options?: SendOptions): Promise<ApiResult<LeadReceipt>> => {
    if (!reachable) return Promise.resolve({ ok: false, error: networkFailure });
    return new Promise((answer) =>
      flights.push({ key: options?.idempotencyKey ?? '', body, answered: false, answer }),
    );
  };
  const api = new Proxy({} as ApiClient, {
    get: (_, name) =>
      name === 'requestPlan'
        ? requestPlan
        : () => {
            throw new Error(`unexpected API call ${String(name)}`);
          },
  });
  /** The backend does its work (or fails), then the answer reaches the page or is lost. */
  const answer = async (flight: Flight, mode: 'ok' | 'lost' | '500') => {
    if (flight.answered) return;
    flight.answered = true;
    if (mode === '500') {
      flight.answer({ ok: false, error: { call: 'requestPlan', kind: 'http', status: 500, message: 'x' } });
      return;
    }
    const lead = await leads.add('solicitarplan', flight.body, 'CO', flight.key);
    flight.answer(
      mode === 'ok'
        ? { ok: true, value: { id: lead.id, receivedAt: lead.receivedAt } }
        : { ok: false, error: networkFailure },
    );
  };
  return {
    api,
    leads,
    open: () => flights.filter((flight) => !flight.answered),
    answer,
    setReachable: (value: boolean) => (reachable = value),
  };
}

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

const settle = async () => {
  for (let turn = 0; turn < 12; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
};

interface Model {
  queued: string[];
  online: boolean;
}

interface Real {
  app: App;
  readonly kv: KeyValue;
  readonly clock: SimulatedClock;
  readonly browser: ReturnType<typeof fakeBrowser>;
  readonly backend: ReturnType<typeof sampleBackend>;
  readonly appended: DomainEvent[];
  nextId: number;
}

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
  expect(selectOutboxItems(outbox.getSnapshot()).map((item) => item.id)).toEqual(waiting);
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

class Network implements Command {
  constructor(readonly online: boolean) {}
  check = (model: Readonly<Model>) => model.online !== this.online;
  async run(model: Model, real: Real) {
    real.backend.setReachable(this.online);
    real.browser.setOnline(this.online);
    model.online = this.online;
    await settle();
    checkInvariants(model, real);
  }
  toString = () => (this.online ? 'online' : 'offline');
}

class Answer implements Command {
  constructor(
    readonly pick: number,
    readonly mode: 'ok' | 'lost' | '500',
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const open = real.backend.open();
    const flight = open[this.pick % Math.max(open.length, 1)];
    if (flight) await real.backend.answer(flight, this.mode);
    await settle();
    await real.app.flushed();
    await settle();
    checkInvariants(model, real);
  }
  toString = () => `answer(${this.pick}, ${this.mode})`;
}

class Elapse implements Command {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    real.clock.increment(this.ms);
    await settle();
    checkInvariants(model, real);
  }
  toString = () => `elapse(${this.ms})`;
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

const commands = [
  fc.constant(new Queue()),
  fc.boolean().map((online) => new Network(online)),
  fc
    .tuple(fc.nat(5), fc.constantFrom('ok' as const, 'lost' as const, '500' as const))
    .map(([pick, mode]) => new Answer(pick, mode)),
  fc.constantFrom(1_000, ...OUTBOX_RETRY_DELAYS_MS, OUTBOX_ATTEMPT_TIMEOUT_MS).map((ms) => new Elapse(ms)),
  fc.constant(new Reload()),
];

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
          backend: sampleBackend(),
          appended: [] as DomainEvent[],
          nextId: 1,
        };
        const real: Real = { ...parts, app: await boot(parts) };
        const model: Model = { queued: [], online: true };
        await fc.asyncModelRun(() => ({ model, real }), cmds);

        // Then the network comes back for good and the backend answers: everything arrives.
        real.backend.setReachable(true);
        real.browser.setOnline(true);
        for (
          let round = 0;
          round < 30 && pendingItems(real.app.actor.getSnapshot().context.visitor).length > 0;
          round += 1
        ) {
          for (const flight of real.backend.open()) await real.backend.answer(flight, 'ok');
          await settle();
          await real.app.flushed();
          real.clock.increment(OUTBOX_ATTEMPT_TIMEOUT_MS);
          await settle();
        }
        await real.app.flushed();
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
