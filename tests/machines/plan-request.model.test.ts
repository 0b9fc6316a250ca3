import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createApp, type App } from '../../core/app';
import {
  EMPTY_PLAN_REQUEST,
  SITE_COUNTRIES,
  hasErrors,
  pendingItems,
  planRequestErrors,
  type LeadChannel,
  type PlanRequestValues,
} from '../../core/domain';
import { PlanRequest } from '../../core/domain/api';
import { createEventStore } from '../../core/adapters/store/event-store';
import { memoryKeyValue, type KeyValue } from '../../core/adapters/store/key-value';
import { pageFlowStarted, planRequestActor } from '../../core/machines/surface';
import type { PlanRequestField } from '../../core/machines/plan-request.machine';
import { fakeBrowser } from '../support/fake-browser';
import { deliverEverything, leadBackend, networkCommands, settle } from '../support/outbox-harness';

/**
 * The request form and its outbox over random sequences of typing, submits, network loss and
 * recovery, slow, failed and lost answers, and reloads (issue 10 acceptance): every valid request is
 * delivered exactly once, no invalid one is ever sent, and what was typed is never lost (a reload
 * starts an empty form: what was sent before it is in the outbox).
 */

const PLAN = { id: 7, productCode: 'MP-COLS-01', productType: 'Medicina Prepagada' };

interface Model {
  values: PlanRequestValues;
  /** The valid values sent, in order (one lead each). */
  sent: PlanRequestValues[];
  /** The form shows its thank-you (values kept; 'again' reopens it). */
  thanked: boolean;
  /** The visitor tried to send invalid values: every message shows beside its field from then on. */
  tried: boolean;
  online: boolean;
}

interface Real {
  app: App;
  readonly kv: KeyValue;
  readonly clock: SimulatedClock;
  readonly browser: ReturnType<typeof fakeBrowser>;
  readonly backend: ReturnType<typeof leadBackend>;
  nextId: number;
}

async function boot(real: Omit<Real, 'app'>): Promise<App> {
  const app = await createApp({
    country: SITE_COUNTRIES.CO,
    browser: real.browser.browser,
    clock: { now: () => real.clock.now() },
    timers: real.clock,
    store: createEventStore('V1.6_CO', real.kv),
    api: real.backend.api,
    ids: () => `lead-${(real.nextId += 1)}`,
  });
  // A plan is asked for (the detail's flow starts with it); the detail tells its form which plan it is for.
  app.send({ type: 'detail.open', productCode: PLAN.productCode });
  await pageFlowStarted(app.actor, 'planDetail');
  planRequestActor(app.actor).send({ type: 'request.plan', plan: PLAN });
  return app;
}

const formOf = (real: Real) => planRequestActor(real.app.actor).getSnapshot();

function checkInvariants(model: Model, real: Real) {
  const form = formOf(real);
  // What was typed is never lost.
  expect(form.context.values).toEqual(model.values);
  expect(form.matches('thanks')).toBe(model.thanked);
  expect(form.context.errors).toEqual(model.tried ? planRequestErrors('CO', model.values) : {});
  // No invalid request ever left the page: every body on the wire is a valid plan request of one sent.
  for (const body of real.backend.received) {
    expect(PlanRequest.safeParse(body).success).toBe(true);
    expect(model.sent.map((values) => values.email.trim())).toContain(PlanRequest.parse(body).email);
  }
}

type Command = fc.AsyncCommand<Model, Real>;

const FIELD_VALUES: Record<PlanRequestField, readonly string[]> = {
  nombre: ['Ana Pérez', 'José María Díaz', '', 'R2D2'],
  rut: ['1020304050', '79123456', '12345', 'abc'],
  email: ['ana@example.co', 'jose.diaz@correo.com', 'no-es-correo', ''],
  telefono: ['+573001234567', '+57 310 123 4567', '3001234567', 'teléfono'],
};

class Type implements Command {
  constructor(
    readonly field: PlanRequestField,
    readonly value: string,
  ) {}
  check = (model: Readonly<Model>) => !model.thanked;
  async run(model: Model, real: Real) {
    real.app.send({ type: 'detail.request.change', field: this.field, value: this.value });
    model.values = { ...model.values, [this.field]: this.value };
    checkInvariants(model, real);
  }
  toString = () => `type(${this.field}, ${JSON.stringify(this.value)})`;
}

class Tick implements Command {
  constructor(
    readonly what: 'consent' | LeadChannel,
    readonly on: boolean,
  ) {}
  check = (model: Readonly<Model>) => !model.thanked;
  async run(model: Model, real: Real) {
    if (this.what === 'consent') {
      real.app.send({ type: 'detail.request.consent', on: this.on });
      model.values = { ...model.values, consent: this.on };
    } else {
      real.app.send({ type: 'detail.request.channel', channel: this.what, on: this.on });
      const others = model.values.channels.filter((channel) => channel !== this.what);
      model.values = { ...model.values, channels: this.on ? [...others, this.what] : others };
    }
    checkInvariants(model, real);
  }
  toString = () => `tick(${this.what}, ${this.on})`;
}

class Submit implements Command {
  check = (model: Readonly<Model>) => !model.thanked;
  async run(model: Model, real: Real) {
    real.app.send({ type: 'detail.request.submit' });
    await settle();
    if (!hasErrors(planRequestErrors('CO', model.values))) {
      model.sent.push(model.values);
      model.thanked = true;
    } else model.tried = true;
    checkInvariants(model, real);
  }
  toString = () => 'submit';
}

class Again implements Command {
  check = (model: Readonly<Model>) => model.thanked;
  async run(model: Model, real: Real) {
    real.app.send({ type: 'detail.request.again' });
    model.thanked = false;
    model.tried = false;
    checkInvariants(model, real);
  }
  toString = () => 'again';
}

/** Close the tab and open it again: the form starts empty, what was sent waits in the outbox. */
class Reload implements Command {
  check = () => true;
  async run(model: Model, real: Real) {
    await real.app.flushed();
    real.app.stop();
    real.app = await boot(real);
    model.values = EMPTY_PLAN_REQUEST;
    model.thanked = false;
    model.tried = false;
    await settle();
    checkInvariants(model, real);
  }
  toString = () => 'reload';
}

const fields = Object.keys(FIELD_VALUES) as PlanRequestField[];
const commands = [
  fc
    .constantFrom(...fields)
    .chain((field) => fc.constantFrom(...FIELD_VALUES[field]).map((value) => new Type(field, value))),
  fc
    .tuple(
      fc.constantFrom('consent' as const, 'whatsapp' as const, 'telefono' as const, 'email' as const),
      fc.boolean(),
    )
    .map(([what, on]) => new Tick(what, on)),
  fc.constant(new Submit()),
  fc.constant(new Again()),
  ...networkCommands(checkInvariants),
  fc.constant(new Reload()),
];

describe('plan request and its outbox (model)', () => {
  it('delivers every valid request exactly once, sends no invalid one, and keeps what was typed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 50 }), async (cmds) => {
        const clock = new SimulatedClock();
        clock.set(1_000_000);
        const parts = {
          kv: memoryKeyValue(),
          clock,
          browser: fakeBrowser('/'),
          backend: leadBackend(),
          nextId: 0,
        };
        const real: Real = { ...parts, app: await boot(parts) };
        const model: Model = {
          values: EMPTY_PLAN_REQUEST,
          sent: [],
          thanked: false,
          tried: false,
          online: true,
        };
        await fc.asyncModelRun(() => ({ model, real }), cmds);

        // Then the network comes back for good and the backend answers: every request arrives once.
        await deliverEverything(real);
        expect(pendingItems(real.app.actor.getSnapshot().context.visitor)).toEqual([]);
        const kept = await real.backend.leads.list();
        expect(kept).toHaveLength(model.sent.length);
        expect(new Set(kept.map((lead) => lead.idempotencyKey)).size).toBe(model.sent.length);
        expect(kept.map((lead) => PlanRequest.parse(lead.body).email).sort()).toEqual(
          model.sent.map((values) => values.email.trim()).sort(),
        );
        real.app.stop();
      }),
      { numRuns: 50 },
    );
  }, 120_000);
});
