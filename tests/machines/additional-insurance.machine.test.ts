import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { createApp, type App } from '../../core/app';
import { EMPTY_PLAN_REQUEST, SITE_COUNTRIES, pendingItems, type PlanRequestValues } from '../../core/domain';
import {
  AdditionalInsuranceRequest,
  type ApiClient,
  type ApiResult,
  type LeadReceipt,
  type SendOptions,
} from '../../core/domain/api';
import { memoryLeadsStore } from '../../core/adapters/sample-backend/leads-store';
import { createEventStore } from '../../core/adapters/store/event-store';
import { memoryKeyValue } from '../../core/adapters/store/key-value';
import { pageFlowStarted, planRequestActor } from '../../core/machines/surface';
import {
  planRequestMachine,
  selectAdditionalLead,
  selectRequestLeadId,
} from '../../core/machines/plan-request.machine';
import { fakeBrowser } from '../support/fake-browser';
import { settle } from '../support/outbox-harness';

/**
 * Additional insurance (issue 26): where a plan offers additional insurances, the request form offers
 * them; the ticked ones go in one request of their own (api/seguro-adicional/solicitar) through the
 * outbox, kept once by the backend, with the plan's request; nothing typed is lost on the way.
 */

const PLAN = {
  id: 7,
  productCode: 'MP-COLS-01',
  productType: 'Medicina Prepagada',
  offers: [
    { code: 'odontologico', name: 'Plan odontológico' },
    { code: 'vida', name: 'Seguro de vida' },
  ],
};

const VALID: PlanRequestValues = {
  ...EMPTY_PLAN_REQUEST,
  nombre: 'Ana Pérez',
  rut: '1020304050',
  email: 'ana@example.co',
  telefono: '3001234567',
  consent: true,
  channels: ['whatsapp'],
};

/** The backend's leads store behind both calls; the first additional-insurance answer is lost. */
function backend() {
  const leads = memoryLeadsStore();
  let lostOnce = true;
  const send =
    (kind: 'solicitarplan' | 'seguro-adicional') =>
    async (body: unknown, options?: SendOptions): Promise<ApiResult<LeadReceipt>> => {
      const lead = await leads.add(kind, body, 'CO', options?.idempotencyKey ?? null);
      if (kind === 'seguro-adicional' && lostOnce) {
        lostOnce = false;
        return { ok: false, error: { call: 'requestAdditionalInsurance', kind: 'network', message: 'x' } };
      }
      return { ok: true, value: { id: lead.id, receivedAt: lead.receivedAt } };
    };
  const calls = { requestPlan: send('solicitarplan'), requestAdditionalInsurance: send('seguro-adicional') };
  const api = new Proxy({} as ApiClient, {
    get: (_, name) =>
      name in calls
        ? calls[name as keyof typeof calls]
        : () => {
            throw new Error(`unexpected API call ${String(name)}`);
          },
  });
  return { api, leads };
}

async function boot(kv = memoryKeyValue(), api = backend().api, clock = new SimulatedClock()) {
  let next = 0;
  const app = await createApp({
    country: SITE_COUNTRIES.CO,
    browser: fakeBrowser('/').browser,
    clock: { now: () => clock.now() },
    timers: clock,
    store: createEventStore('V1.6_CO', kv),
    api,
    ids: () => `lead-${(next += 1)}`,
    // The server is up (only one answer is lost): when the site believes it is offline, asking it answers.
    probe: async () => true,
  });
  app.send({ type: 'detail.open', productCode: PLAN.productCode });
  await pageFlowStarted(app.actor, 'planDetail');
  planRequestActor(app.actor).send({ type: 'request.plan', plan: PLAN });
  return { app, clock };
}

/** Lets the outbox deliver (its code loads on demand; retries run on the simulated clock) until nothing waits. */
async function drain(app: App, clock: SimulatedClock) {
  for (let round = 0; round < 60 && pendingItems(app.actor.getSnapshot().context.visitor).length; round++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    clock.increment(5_000);
    await settle();
  }
  await app.flushed();
}

function fill(app: App, values: PlanRequestValues) {
  for (const field of ['nombre', 'rut', 'email', 'telefono'] as const)
    app.send({ type: 'detail.request.change', field, value: values[field] });
  app.send({ type: 'detail.request.consent', on: values.consent });
  for (const channel of values.channels) app.send({ type: 'detail.request.channel', channel, on: true });
}

describe('additional insurance through the request form', () => {
  it('sends the ticked insurances in one request, kept once though its first answer was lost', async () => {
    const kv = memoryKeyValue();
    const server = backend();
    const { app, clock } = await boot(kv, server.api);
    fill(app, VALID);
    app.send({ type: 'detail.request.additional', code: 'vida', on: true });
    app.send({ type: 'detail.request.submit' });
    await settle();
    const form = planRequestActor(app.actor).getSnapshot();
    expect(selectRequestLeadId(form)).not.toBeNull();
    expect(selectAdditionalLead(form)?.id).toBeTruthy();
    // The outbox retries the lost answer on its delays until nothing waits.
    await drain(app, clock);
    expect(pendingItems(app.actor.getSnapshot().context.visitor)).toEqual([]);
    const leads = await server.leads.list();
    const additional = leads.filter((lead) => lead.kind === 'seguro-adicional');
    expect(leads.filter((lead) => lead.kind === 'solicitarplan')).toHaveLength(1);
    expect(additional).toHaveLength(1);
    const body = AdditionalInsuranceRequest.parse(additional[0]?.body);
    expect(body.seguroAdicional).toEqual([{ code: 'vida', name: 'Seguro de vida' }]);
    expect(body).toMatchObject({ email: 'ana@example.co', productCode: 'MP-COLS-01', agree: true });
    // A reload sends nothing again.
    app.stop();
    const again = await boot(kv, server.api, clock);
    await drain(again.app, clock);
    expect((await server.leads.list()).filter((lead) => lead.kind === 'seguro-adicional')).toHaveLength(1);
    again.app.stop();
  });

  it('sends no additional request when none is ticked, and offers none the plan does not', async () => {
    const server = backend();
    const { app, clock } = await boot(memoryKeyValue(), server.api);
    fill(app, VALID);
    app.send({ type: 'detail.request.additional', code: 'mascota', on: true });
    app.send({ type: 'detail.request.submit' });
    await settle();
    const form = planRequestActor(app.actor).getSnapshot();
    // A choice the plan does not offer is said beside the choice, in Spanish; what was typed stays.
    expect(form.context.additionalError).toBe(
      'Elige solo entre los seguros adicionales que ofrece este plan.',
    );
    expect(form.matches('editing')).toBe(true);
    expect(form.context.values).toEqual(VALID);
    app.send({ type: 'detail.request.additional', code: 'mascota', on: false });
    expect(planRequestActor(app.actor).getSnapshot().context.additionalError).toBeNull();
    app.send({ type: 'detail.request.submit' });
    await settle();
    await drain(app, clock);
    const kinds = (await server.leads.list()).map((lead) => lead.kind);
    expect(kinds).toEqual(['solicitarplan']);
    expect(selectAdditionalLead(planRequestActor(app.actor).getSnapshot())).toBeNull();
    app.stop();
  });

  it('an additional request that could not be queued is offered again, with the values kept', async () => {
    let refuse = true;
    const queued: string[][] = [];
    const actor = createActor(
      planRequestMachine.provide({
        actors: {
          queueLead: fromPromise(async () => 'plan-lead'),
          queueAdditional: fromPromise(async ({ input }) => {
            if (refuse) throw new Error('not queued');
            queued.push([...input.chosen]);
            return 'additional-lead';
          }),
        },
      }),
      { input: { country: 'CO' } },
    ).start();
    actor.send({ type: 'request.plan', plan: PLAN });
    for (const field of ['nombre', 'rut', 'email', 'telefono'] as const)
      actor.send({ type: 'detail.request.change', field, value: VALID[field] });
    actor.send({ type: 'detail.request.consent', on: true });
    actor.send({ type: 'detail.request.channel', channel: 'email', on: true });
    actor.send({ type: 'detail.request.additional', code: 'odontologico', on: true });
    actor.send({ type: 'detail.request.submit' });
    await settle();
    expect(selectRequestLeadId(actor.getSnapshot())).toBe('plan-lead');
    expect(selectAdditionalLead(actor.getSnapshot())).toEqual({ id: null, failed: true, queueing: false });
    expect(queued).toEqual([]);
    refuse = false;
    actor.send({ type: 'detail.request.additionalRetry' });
    await settle();
    expect(selectAdditionalLead(actor.getSnapshot())).toEqual({
      id: 'additional-lead',
      failed: false,
      queueing: false,
    });
    expect(queued).toEqual([['odontologico']]);
    // Once queued, a second retry does nothing.
    actor.send({ type: 'detail.request.additionalRetry' });
    await settle();
    expect(queued).toHaveLength(1);
    expect(actor.getSnapshot().context.values.email).toBe(VALID.email);
    // Another plan without these offers drops the tick, keeps what was typed.
    actor.send({ type: 'request.plan', plan: { ...PLAN, productCode: 'OTRO', offers: [] } });
    expect(actor.getSnapshot().context.additional).toEqual([]);
    expect(actor.getSnapshot().context.values.nombre).toBe(VALID.nombre);
    actor.stop();
  });
});
