import { describe, expect, it } from 'vitest';
import {
  decide,
  fold,
  initialVisitorState,
  stampEvent,
  type DomainEvent,
  type EventDraft,
  type PurchaseCommand,
  type PurchaseField,
} from '../../../core/domain';

/** Given events, when a command, then events or a rejection (docs/kernel.md). */
const ID = 'p1';
const steps = [
  { code: 'personal-payment-data' as const, title: 'Datos personales' },
  { code: 'payment' as const, title: 'Pago' },
];
const fields: PurchaseField[] = [
  { name: 'nombre', label: 'Nombre', kind: 'name', required: true },
  { name: 'email', label: 'Correo', kind: 'email', required: true },
];
const started: EventDraft = {
  type: 'PurchaseStarted',
  data: {
    purchaseId: ID,
    productCode: 'PET-ALLI-02',
    productName: 'Allianz',
    sessionType: 'online',
    steps,
    total: 43_200,
  },
};
const saved: EventDraft[] = [
  {
    type: 'PurchaseStepSaved',
    data: {
      purchaseId: ID,
      stepCode: 'personal-payment-data',
      values: { nombre: 'Ana Pérez', email: 'ana@example.com' },
    },
  },
  { type: 'PurchaseStepShown', data: { purchaseId: ID, stepIndex: 1 } },
];
const attempted = (key: string, method: 'tdc' | 'transfer' = 'tdc'): EventDraft => ({
  type: 'PaymentAttempted',
  data: { purchaseId: ID, key, method, amount: 43_200, token: method === 'tdc' ? 'tok_1' : null },
});

function given(...drafts: EventDraft[]) {
  const events: DomainEvent[] = drafts.map((draft, index) => stampEvent(draft, index + 1));
  const state = fold(initialVisitorState('CO'), events);
  return { when: (command: PurchaseCommand) => decide(command, state) };
}

const save = (values: Record<string, string>): PurchaseCommand => ({
  type: 'purchase.saveStep',
  purchaseId: ID,
  stepIndex: 0,
  fields,
  values,
  country: 'CO',
  today: '2026-01-15',
});
const attempt = (key: string, amount = 43_200, token: string | null = 'tok_1'): PurchaseCommand => ({
  type: 'purchase.attempt',
  purchaseId: ID,
  key,
  method: 'tdc',
  amount,
  token,
});
const settle = (key: string, outcome: 'approved' | 'declined' | 'unanswered'): PurchaseCommand => ({
  type: 'purchase.settle',
  purchaseId: ID,
  key,
  outcome,
  code: outcome === 'declined' ? 'insufficient_funds' : null,
  reference: outcome === 'approved' ? 'pay_1' : null,
});

describe('purchase decider', () => {
  it('starts once per purchase id; a second start is a resume, refused', () => {
    const start: PurchaseCommand = { type: 'purchase.start', ...started.data } as PurchaseCommand;
    expect(given().when(start)).toMatchObject({ ok: true, events: [{ type: 'PurchaseStarted' }] });
    expect(given(started).when(start)).toMatchObject({ ok: false, rejection: { code: 'purchase.exists' } });
  });

  it('saves a valid step and shows the next one; an invalid one is refused and nothing is kept', () => {
    expect(given(started).when(save({ nombre: 'Ana Pérez', email: 'ana@example.com' }))).toMatchObject({
      ok: true,
      events: [
        { type: 'PurchaseStepSaved', data: { values: { nombre: 'Ana Pérez', email: 'ana@example.com' } } },
        { type: 'PurchaseStepShown', data: { stepIndex: 1 } },
      ],
    });
    expect(given(started).when(save({ nombre: 'Ana', email: 'ana@' }))).toMatchObject({
      ok: false,
      rejection: { code: 'purchase.invalid' },
    });
  });

  it('refuses a card number typed in a data field', () => {
    expect(given(started).when(save({ nombre: 'Ana Pérez', email: '4242 4242 4242 4242' }))).toMatchObject({
      ok: false,
    });
  });

  it('never skips ahead to a step not reached', () => {
    expect(given(started).when({ type: 'purchase.show', purchaseId: ID, stepIndex: 1 })).toMatchObject({
      ok: false,
      rejection: { code: 'purchase.step' },
    });
    expect(
      given(started, ...saved).when({ type: 'purchase.show', purchaseId: ID, stepIndex: 0 }),
    ).toMatchObject({ ok: true });
  });

  it('charges the total shown, to the peso, with a token for a card', () => {
    expect(given(started, ...saved).when(attempt('p1-1'))).toMatchObject({
      ok: true,
      events: [{ type: 'PaymentAttempted' }],
    });
    expect(given(started, ...saved).when(attempt('p1-1', 43_199))).toMatchObject({
      rejection: { code: 'purchase.amount' },
    });
    expect(given(started, ...saved).when(attempt('p1-1', 43_200, null))).toMatchObject({
      rejection: { code: 'purchase.token' },
    });
    expect(given(started, ...saved).when(attempt('p1-1', 43_200, '4242424242424242'))).toMatchObject({
      rejection: { code: 'purchase.card-data' },
    });
  });

  it('never opens a second attempt while one has no answer, nor reuses a key', () => {
    expect(given(started, ...saved, attempted('p1-1')).when(attempt('p1-2'))).toMatchObject({
      rejection: { code: 'purchase.open-attempt' },
    });
    const silent = { type: 'PaymentUnanswered', data: { purchaseId: ID, key: 'p1-1' } } as const;
    expect(given(started, ...saved, attempted('p1-1'), silent).when(attempt('p1-2'))).toMatchObject({
      rejection: { code: 'purchase.open-attempt' },
    });
    const declined = {
      type: 'PaymentDeclined',
      data: { purchaseId: ID, key: 'p1-1', code: 'insufficient_funds' },
    } as const;
    expect(given(started, ...saved, attempted('p1-1'), declined).when(attempt('p1-1'))).toMatchObject({
      rejection: { code: 'purchase.key-used' },
    });
    expect(given(started, ...saved, attempted('p1-1'), declined).when(attempt('p1-2'))).toMatchObject({
      ok: true,
    });
  });

  it('an unanswered attempt can still be approved or declined by the check', () => {
    const silent = { type: 'PaymentUnanswered', data: { purchaseId: ID, key: 'p1-1' } } as const;
    expect(
      given(started, ...saved, attempted('p1-1'), silent).when(settle('p1-1', 'approved')),
    ).toMatchObject({
      ok: true,
      events: [{ type: 'PaymentApproved' }],
    });
    const approved = {
      type: 'PaymentApproved',
      data: { purchaseId: ID, key: 'p1-1', reference: 'pay_1' },
    } as const;
    expect(
      given(started, ...saved, attempted('p1-1'), approved).when(settle('p1-1', 'declined')),
    ).toMatchObject({ ok: false });
  });

  it('confirms only an approved payment, once', () => {
    const confirm: PurchaseCommand = { type: 'purchase.confirm', purchaseId: ID };
    expect(given(started, ...saved, attempted('p1-1')).when(confirm)).toMatchObject({
      rejection: { code: 'purchase.not-approved' },
    });
    const approved = {
      type: 'PaymentApproved',
      data: { purchaseId: ID, key: 'p1-1', reference: 'pay_1' },
    } as const;
    expect(given(started, ...saved, attempted('p1-1'), approved).when(confirm)).toMatchObject({
      ok: true,
      events: [{ type: 'PurchaseConfirmed' }],
    });
    const confirmed = { type: 'PurchaseConfirmed', data: { purchaseId: ID } } as const;
    expect(
      given(started, ...saved, attempted('p1-1'), approved, confirmed).when(attempt('p1-2')),
    ).toMatchObject({
      rejection: { code: 'purchase.confirmed' },
    });
  });
});
