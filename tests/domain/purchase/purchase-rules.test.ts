import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FIELD_MESSAGES,
  applyDiscounts,
  cardErrors,
  confirmationPath,
  containsCardNumber,
  fieldError,
  formatCardNumber,
  isCardNumber,
  purchaseSteps,
  purchaseTotal,
  shownMethods,
  platformForMethod,
  type PurchaseForm,
  PURCHASE_ES,
} from '../../../core/domain';
import type { Offer } from '../../../core/domain/api';
import { createEsTranslator } from '../../../core/adapters/i18n/es-translator';

/** What the visitor reads in es: the rules answer text keys. */
const say = createEsTranslator().withTexts(PURCHASE_ES).text;
const sayAll = (errors: Partial<Record<string, Parameters<typeof say>[0]>>) =>
  Object.fromEntries(Object.entries(errors).map(([name, ref]) => [name, ref ? say(ref) : ref]));
const sayField = (...args: Parameters<typeof fieldError>) => {
  const ref = fieldError(...args);
  return ref ? say(ref) : ref;
};

const today = { year: 2026, month: 1 };
const context = { country: 'CO' as const, today: '2026-01-15' };

describe('card rules', () => {
  it('knows the sandbox test cards and refuses a bad check digit', () => {
    for (const number of [
      '4242 4242 4242 4242',
      '4000 0000 0000 0002',
      '4000000000000069',
      '4000-0000-0000-0119',
    ])
      expect(isCardNumber(number)).toBe(true);
    expect(isCardNumber('4242 4242 4242 4241')).toBe(false);
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  });

  it('gives each wrong card field its message', () => {
    expect(sayAll(cardErrors({ number: '', holder: '', expiry: '', cvc: '' }, today))).toEqual({
      number: 'campo requerido',
      holder: 'Debes ingresar el nombre del titular de la tarjeta.',
      expiry: 'campo requerido',
      cvc: 'campo requerido',
    });
    expect(
      sayAll(cardErrors({ number: '4242 4242 4242 4242', holder: 'Ana', expiry: '12/25', cvc: '12' }, today)),
    ).toEqual({
      expiry: 'Revisa la fecha de vencimiento de tu tarjeta.',
      cvc: 'Revisa el código de seguridad (CVV) de tu tarjeta.',
    });
    expect(
      sayAll(cardErrors({ number: '4242424242424242', holder: 'Ana', expiry: '01/26', cvc: '123' }, today)),
    ).toEqual({});
  });

  it('finds a card number inside any text', () => {
    expect(containsCardNumber('mi tarjeta es 4242 4242 4242 4242 gracias')).toBe(true);
    expect(containsCardNumber('Calle 80 # 12-34, teléfono 3001234567')).toBe(false);
  });
});

describe('field rules (§5 validators)', () => {
  it('uses the specification texts', () => {
    expect(sayField({ name: 'a', label: 'A', kind: 'text', required: true }, ' ', context)).toBe(
      'campo requerido',
    );
    expect(sayField({ name: 'e', label: 'E', kind: 'email', required: true }, 'ana@', context)).toBe(
      'Por favor, ingrese su dirección de correo electrónico válido',
    );
    // A Colombian mobile is 10 digits, with or without +57: six digits are not one.
    expect(sayField({ name: 'p', label: 'P', kind: 'phone', required: true }, '300123', context)).toMatch(
      /10 dígitos.*\+57/,
    );
    expect(
      sayField({ name: 'p', label: 'P', kind: 'phone', required: true }, '3001234567', context),
    ).toBeNull();
    expect(
      sayField({ name: 'd', label: 'D', kind: 'id-number', required: true }, '1.020.304.050', context),
    ).toBeNull();
    expect(
      sayField({ name: 'b', label: 'B', kind: 'birth-date', required: true }, '2026-02-30', context),
    ).toBe(FIELD_MESSAGES.birthDate);
    expect(sayField({ name: 'c', label: 'C', kind: 'consent', required: true }, '', context)).toBe(
      FIELD_MESSAGES.consent,
    );
    expect(
      sayField(
        { name: 'r', label: 'R', kind: 'roster', required: true },
        'Ana Pérez, 1020304050\nLuis, 12',
        context,
      ),
    ).toBe(FIELD_MESSAGES.roster);
    expect(sayField({ name: 'o', label: 'O', kind: 'text', required: false }, '', context)).toBeNull();
  });
});

describe('steps and paths (§2)', () => {
  const form = (code: PurchaseForm['code'], title: string, orderPosition: number): PurchaseForm => ({
    code,
    title,
    orderPosition,
    fields: [{ name: 'x', label: 'X', kind: 'text', required: false }],
  });

  it('orders the forms by orderPosition and ends with the payment', () => {
    expect(
      purchaseSteps([
        form('personal-payment-data', 'Datos personales', 3),
        form('company-data', 'Datos de la empresa', 1),
      ]).map((step) => step.title),
    ).toEqual(['Datos de la empresa', 'Datos personales', 'Pago']);
  });

  it('confirmation replaces the Pago segment and keeps the session', () => {
    expect(confirmationPath('/Compra-Online/PET-ALLI-02/Pago?session=p1&sessionType=online')).toBe(
      '/Compra-Online/PET-ALLI-02/Confirmacion?session=p1&sessionType=online',
    );
  });
});

describe('payment methods and totals', () => {
  it('shows the shared layer methods in its order, with the prepaid name, and their default platforms', () => {
    const methods = shownMethods([
      { code: 'transfer', name: 'PSE' },
      { code: 'tdcp', name: 'x' },
      { code: 't', name: 'y' },
    ]);
    expect(methods).toEqual([
      { code: 't', name: 'Tarjeta' },
      { code: 'tdcp', name: 'Tarjeta de crédito/prepago' },
      { code: 'transfer', name: 'Transferencia' },
    ]);
    expect(platformForMethod('transfer')).toBe('linkify');
    expect(platformForMethod('tdc')).toBe('kushki_ad');
    expect(platformForMethod('t')).toBe('kushki_ad');
  });

  const offer: fc.Arbitrary<Offer> = fc.record({
    offerType: fc.record({
      name: fc.constantFrom('DISCOUNT' as const, 'AGGREGATE' as const, 'GIFTCARD' as const),
    }),
    description: fc.string({ minLength: 1, maxLength: 20 }),
    discount: fc.oneof(
      fc.record({ unitCode: fc.constant('percent' as const), amount: fc.integer({ min: 0, max: 100 }) }),
      fc.record({ unitCode: fc.constant('COP' as const), amount: fc.integer({ min: 0, max: 200_000 }) }),
    ),
  });

  it('the total is the shared discount rules to the peso, and its lines add up to it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.array(offer, { maxLength: 4 }),
        (base, offers) => {
          const summary = purchaseTotal(base, offers);
          expect(summary.total).toBe(applyDiscounts(base, offers));
          expect(Number.isInteger(summary.total)).toBe(true);
          const subtracted = summary.lines.reduce((sum, line) => sum + (line.amount ?? 0), 0);
          expect(summary.base + subtracted).toBe(summary.total);
        },
      ),
    );
  });
});
