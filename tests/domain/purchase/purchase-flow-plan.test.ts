import { describe, expect, it } from 'vitest';
import {
  ES_TEXTS,
  answerOutcome,
  answerPlan,
  backPlan,
  payRefusal,
  purchaseAddress,
  submitPlan,
  syncPlan,
  type FlowEffect,
  type Purchase,
  type PurchaseForm,
  type PurchaseRoute,
} from '../../../core/domain';

/** Given a recorded purchase, when a moment of the flow, then the commands and addresses it plans. */
const steps = [
  { code: 'personal-payment-data' as const, title: 'Datos personales' },
  { code: 'payment' as const, title: 'Pago' },
];
const route: PurchaseRoute = {
  purchaseId: 'p1',
  productCode: 'PET-ALLI-02',
  sessionType: 'online',
  steps,
  country: 'CO',
};
const purchase: Purchase = {
  purchaseId: 'p1',
  productCode: 'PET-ALLI-02',
  productName: 'Allianz',
  sessionType: 'online',
  steps,
  stepIndex: 0,
  reached: 0,
  values: {},
  total: 43_200,
  attempts: [],
  startedAt: 0,
  confirmedAt: null,
};
const forms: PurchaseForm[] = [
  {
    code: 'personal-payment-data',
    title: 'Datos personales',
    orderPosition: 1,
    fields: [{ name: 'nombre', label: 'Nombre', kind: 'name', required: true }],
  },
];
const paying = { key: 'p1-1', method: 'tdc' as const, amount: 43_200, token: 'tok', at: 5 };
const NOW = Date.UTC(2026, 10, 23, 12);
const commands = (effects: readonly FlowEffect[]) =>
  effects.flatMap((effect) => (effect.type === 'execute' ? [effect.command.type] : []));
const addresses = (effects: readonly FlowEffect[]) =>
  effects.flatMap((effect) => (effect.type === 'go' ? [effect.to] : []));

describe('syncPlan', () => {
  it('given a confirmed purchase, when the address names a step, then the confirmation replaces it', () => {
    const effects = syncPlan(
      route,
      { ...purchase, confirmedAt: 1 },
      { segment: null, synced: true, now: NOW },
    );
    expect(effects).toEqual([{ type: 'go', to: purchaseAddress(route, 'confirmation'), replace: true }]);
  });

  it('given a synced purchase, then its step is queued for the back office and the address follows it', () => {
    const effects = syncPlan(route, purchase, { segment: null, synced: true, now: NOW });
    expect(commands(effects)).toEqual(['outbox.queue']);
    expect(effects.at(-1)).toEqual({ type: 'go', to: purchaseAddress(route, 0), replace: true });
  });

  it('given a step reached, when history names it, then it is shown (no address replaced)', () => {
    const back = { ...purchase, stepIndex: 1, reached: 1 };
    const effects = syncPlan(route, back, { segment: 'Datos-personales', synced: false, now: NOW });
    expect(commands(effects)).toEqual(['purchase.show']);
    expect(addresses(effects)).toEqual([]);
  });

  it('given an open attempt, when history names an earlier step, then the payment step stays', () => {
    const open = {
      ...purchase,
      stepIndex: 1,
      reached: 1,
      attempts: [{ ...paying, status: 'unanswered' as const, code: null, reference: null }],
    };
    const effects = syncPlan(route, open, { segment: 'Datos-personales', synced: false, now: NOW });
    expect(commands(effects)).toEqual([]);
    expect(addresses(effects)).toEqual([purchaseAddress(route, 1)]);
  });
});

describe('submitPlan', () => {
  it('when a required field is empty, then its error shows and nothing is recorded', () => {
    const plan = submitPlan(route, purchase, forms, { values: { nombre: '' }, country: 'CO', now: NOW });
    expect(Object.keys(plan?.fieldErrors ?? {})).toEqual(['nombre']);
    expect(plan?.effects).toEqual([]);
  });

  it('when the step is valid, then it is saved, the next step queued and its address pushed', () => {
    const plan = submitPlan(route, purchase, forms, {
      values: { nombre: 'Ana Pérez' },
      country: 'CO',
      now: NOW,
    });
    expect(commands(plan?.effects ?? [])).toEqual(['purchase.saveStep', 'outbox.queue']);
    expect(plan?.effects.at(-1)).toEqual({ type: 'go', to: purchaseAddress(route, 1), replace: false });
  });

  it('given a step without a form, then there is nothing to submit', () => {
    expect(
      submitPlan(route, { ...purchase, stepIndex: 1 }, forms, { values: {}, country: 'CO', now: NOW }),
    ).toBe(null);
  });
});

describe('backPlan and payRefusal', () => {
  it('back shows the previous step and pushes its address', () => {
    const effects = backPlan(route, { ...purchase, stepIndex: 1, reached: 1 });
    expect(effects).toEqual([
      { type: 'execute', command: { type: 'purchase.show', purchaseId: 'p1', stepIndex: 0 } },
      { type: 'go', to: purchaseAddress(route, 0), replace: false },
    ]);
  });

  it('a card payment without a card is refused beside the number; a transfer needs none', () => {
    expect(payRefusal('tdc', null, NOW)).toEqual({ number: { key: 'purchaseCardErrors.required' } });
    expect(ES_TEXTS.purchaseCardErrors.required).toBe('campo requerido');
    expect(payRefusal('transfer', null, NOW)).toBe(null);
  });
});

describe('answerPlan', () => {
  it('approved: settled, confirmed, the paid status queued, the confirmation shown', () => {
    const answer = {
      ok: true as const,
      value: { status: 'approved' as const, code: null, reference: 'ref-1' },
    };
    const plan = answerPlan(route, paying, answer);
    expect(commands(plan.effects)).toEqual(['purchase.settle', 'purchase.confirm', 'outbox.queue']);
    expect(addresses(plan.effects)).toEqual([purchaseAddress(route, 'confirmation')]);
    expect(plan.reference).toBe('ref-1');
    expect(answerOutcome(answer)).toBe('confirmed');
  });

  it('declined: settled with the code and the message in Spanish; the visitor edits again', () => {
    const answer = {
      ok: true as const,
      value: { status: 'declined' as const, code: 'insufficient_funds', reference: null },
    };
    const plan = answerPlan(route, paying, answer);
    expect(plan.effects).toEqual([
      {
        type: 'execute',
        command: {
          type: 'purchase.settle',
          purchaseId: 'p1',
          key: 'p1-1',
          outcome: 'declined',
          code: 'insufficient_funds',
          reference: null,
        },
      },
    ]);
    expect(plan.paymentError).not.toBe(null);
    expect(answerOutcome(answer)).toBe('editing');
  });

  it('pending: nothing recorded here (the silence is), the attempt stays open', () => {
    const answer = { ok: true as const, value: { status: 'pending' as const, code: null, reference: null } };
    expect(answerPlan(route, paying, answer)).toEqual({ effects: [], reference: null, paymentError: null });
    expect(answerOutcome(answer)).toBe('unanswered');
  });

  it('a request the provider refused with its own code is settled as declined: nothing was charged', () => {
    const plan = answerPlan(route, paying, { ok: false, code: '2006' });
    expect(commands(plan.effects)).toEqual(['purchase.settle']);
    expect(answerOutcome({ ok: false, code: '2006' })).toBe('editing');
  });

  it('a lost or unreadable answer (2007, unreachable) is unknown, never declined: it is asked for again', () => {
    const plan = answerPlan(route, paying, { ok: false, code: '2007' });
    expect(commands(plan.effects)).toEqual([]);
    expect(answerOutcome({ ok: false, code: '2007' })).toBe('unanswered');
  });
});
