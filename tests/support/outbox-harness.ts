import fc from 'fast-check';
import type { SimulatedClock } from 'xstate';
import type { App } from '../../core/app';
import { pendingItems } from '../../core/domain';
import type { ApiClient, ApiResult, LeadReceipt, SendOptions } from '../../core/domain/api';
import { memoryLeadsStore } from '../../core/adapters/sample-backend/leads-store';
import { OUTBOX_ATTEMPT_TIMEOUT_MS, OUTBOX_RETRY_DELAYS_MS } from '../../core/machines/lead-delivery.machine';
import type { fakeBrowser } from './fake-browser';

/**
 * What the outbox's model tests share (tests/machines/outbox.model.test.ts, plan-request.model.test.ts):
 * a backend whose answers the test gives (or never gives), and the commands of the network around it.
 */

/** A request on the wire: answered by the test, or never (a slow one the outbox gives up on). */
interface Flight {
  readonly key: string;
  readonly body: unknown;
  answered: boolean;
  readonly answer: (result: ApiResult<LeadReceipt>) => void;
}

export type AnswerMode = 'ok' | 'lost' | '500';

/** The sample backend's leads store (idempotent by key) behind requestPlan; any other call is a test bug. */
export function leadBackend() {
  const leads = memoryLeadsStore();
  const flights: Flight[] = [];
  const received: unknown[] = [];
  let reachable = true;
  const dropped = { call: 'requestPlan', kind: 'network' as const, message: 'sin red' };
  const requestPlan = (body: unknown, options?: SendOptions): Promise<ApiResult<LeadReceipt>> => {
    if (!reachable) return Promise.resolve({ ok: false, error: dropped });
    received.push(body);
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
  const answer = async (flight: Flight, mode: AnswerMode) => {
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
        : { ok: false, error: dropped },
    );
  };
  return {
    api,
    leads,
    received,
    open: () => flights.filter((flight) => !flight.answered),
    answer,
    setReachable: (value: boolean) => (reachable = value),
  };
}

/** Lets promises, IndexedDB-free stores and actors run until nothing is left to do. */
export const settle = async () => {
  for (let turn = 0; turn < 12; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
};

export interface OutboxModel {
  online: boolean;
}

export interface OutboxReal {
  app: App;
  readonly clock: SimulatedClock;
  readonly browser: ReturnType<typeof fakeBrowser>;
  readonly backend: ReturnType<typeof leadBackend>;
}

/** The network going and coming, the backend answering one open request, and time passing. */
export function networkCommands<M extends OutboxModel, R extends OutboxReal>(
  checkInvariants: (model: M, real: R) => void,
) {
  type Command = fc.AsyncCommand<M, R>;
  class Network implements Command {
    constructor(readonly online: boolean) {}
    check = (model: Readonly<M>) => model.online !== this.online;
    async run(model: M, real: R) {
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
      readonly mode: AnswerMode,
    ) {}
    check = () => true;
    async run(model: M, real: R) {
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
    async run(model: M, real: R) {
      real.clock.increment(this.ms);
      await settle();
      checkInvariants(model, real);
    }
    toString = () => `elapse(${this.ms})`;
  }
  return [
    fc.boolean().map((online): Command => new Network(online)),
    fc
      .tuple(fc.nat(5), fc.constantFrom<AnswerMode>('ok', 'lost', '500'))
      .map(([pick, mode]): Command => new Answer(pick, mode)),
    fc
      .constantFrom(1_000, ...OUTBOX_RETRY_DELAYS_MS, OUTBOX_ATTEMPT_TIMEOUT_MS)
      .map((ms): Command => new Elapse(ms)),
  ];
}

/** The network comes back for good and the backend answers everything until nothing waits. */
export async function deliverEverything(real: OutboxReal) {
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
}
