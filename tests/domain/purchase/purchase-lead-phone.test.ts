import { describe, expect, it } from 'vitest';
import { paidStatusUpdate, stepStatusUpdate, submitPlan, type PurchaseForm } from '../../../core/domain';

/**
 * Every phone the site sends goes out in one form (issue 24): the number in full with its country code
 * and nothing else, +57 and ten digits in Colombia, whatever grouping or prefix the visitor typed.
 */
const step = { code: 'personal-payment-data' as const, title: 'Datos personales' };
const base = (country: 'CO' | 'CL' | 'PE' | 'INT') => ({
  session: 'p1',
  sessionType: 'online',
  productCode: 'MP-SURA-01',
  country,
});

describe('the purchase lead carries the phone in one form', () => {
  it.each([
    ['3104567890', '+573104567890'],
    ['310 456 7890', '+573104567890'],
    ['+57 310 456 7890', '+573104567890'],
    ['(310) 456-7890', '+573104567890'],
    ['573104567890', '+573104567890'],
    ['601 234 5678', '+576012345678'],
  ])('Colombia: %s goes out as %s', (typed, sent) => {
    expect(stepStatusUpdate(base('CO'), step, { telefono: typed }).telefono).toBe(sent);
    expect(paidStatusUpdate(base('CO'), 'ref-1', { telefono: typed }).telefono).toBe(sent);
  });

  it('Chile and Peru: a national mobile gets its own country code', () => {
    expect(stepStatusUpdate(base('CL'), step, { telefono: '9 6123 4567' }).telefono).toBe('+56961234567');
    expect(stepStatusUpdate(base('PE'), step, { telefono: '987 654 321' }).telefono).toBe('+51987654321');
  });

  it('the international site keeps the country code the visitor wrote, without the grouping', () => {
    expect(stepStatusUpdate(base('INT'), step, { telefono: '+1 305 555 0142' }).telefono).toBe(
      '+13055550142',
    );
  });

  it('the site is not a field of the lead', () => {
    expect(stepStatusUpdate(base('CO'), step, {})).not.toHaveProperty('country');
  });

  it('a submitted step queues its status update with the phone in full', () => {
    const forms: PurchaseForm[] = [
      {
        code: 'personal-payment-data',
        title: 'Datos personales',
        orderPosition: 1,
        fields: [{ name: 'telefono', label: 'Celular', kind: 'phone', required: true }],
      },
    ];
    const steps = [step, { code: 'payment' as const, title: 'Pago' }];
    const route = {
      purchaseId: 'p1',
      productCode: 'MP-SURA-01',
      sessionType: 'online',
      steps,
      country: 'CO' as const,
    };
    const plan = submitPlan(
      route,
      {
        purchaseId: 'p1',
        productCode: 'MP-SURA-01',
        productName: 'Sura',
        sessionType: 'online',
        steps,
        stepIndex: 0,
        reached: 0,
        values: {},
        total: 100_000,
        attempts: [],
        startedAt: 0,
        confirmedAt: null,
      },
      forms,
      { values: { telefono: '310 456 7890' }, country: 'CO', now: Date.UTC(2026, 10, 23) },
    );
    const queued = plan?.effects.find(
      (effect) => effect.type === 'execute' && effect.command.type === 'outbox.queue',
    );
    expect(
      queued?.type === 'execute' && queued.command.type === 'outbox.queue' && queued.command.payload,
    ).toMatchObject({
      telefono: '+573104567890',
    });
  });
});
