import { describe, expect, it } from 'vitest';
import {
  ES_TEXTS,
  purchasePrice,
  purchaseSummaryView,
  purchaseTotal,
  type Profile,
  type TextRef,
} from '../../../core/domain';
import type { Offer, ProfilePrice } from '../../../core/domain/api';

/**
 * The purchase summary (issue 24): one line per insured person (who: the name typed for them, else their
 * kinship; their age; their price), the offers, and the total labelled as the total, in the site's money.
 */
const COP = { currency: 'COP' as const };
const motherAndSon: Profile = {
  cotizante: [{ sexo: 'Femenino', edad: 60 }],
  cargas: [{ parentescoCarga: 'Hijo/Hija', edad: 30 }],
  enPareja: false,
};
const priced = (lines: (number | null)[], total: number): ProfilePrice => ({
  total: { minPrice: total, arePricesDefined: lines.every((line) => line !== null) },
  profiles: lines.map((price, index) => ({ index, method: 'Price', price })),
});
const tenPercent: Offer = {
  offerType: { name: 'DISCOUNT' },
  description: 'Descuento pago anual',
  discount: { amount: 10, unitCode: 'PERCENT' },
} as unknown as Offer;

/** A text as a Spanish reader reads it (lists and params filled). */
function read(ref: TextRef): string {
  const [group, key] = ref.key.split('.') as [string, string];
  const template = (ES_TEXTS as unknown as Record<string, Record<string, string>>)[group]?.[key] ?? ref.key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const list = ref.lists?.[name];
    if (list) return list.map(read).join(', ');
    return String(ref.params?.[name] ?? '');
  });
}
const money = (text: string | null) => text?.replace(/\s/g, ' ');

describe('purchasePrice', () => {
  it('gives each insured person their own price and the household total', () => {
    const total = purchasePrice({
      priced: priced([535_900, 133_600], 669_500),
      profile: motherAndSon,
      productType: 'MEDICINA_PREPAGADA',
      offers: [],
    });
    expect(total?.base).toBe(669_500);
    expect(total?.total).toBe(669_500);
    expect(total?.insured).toEqual([
      { index: 0, relation: null, age: 60, amount: 535_900 },
      { index: 1, relation: 'Hijo/Hija', age: 30, amount: 133_600 },
    ]);
  });

  it('sells nothing when the answer does not price everyone', () => {
    const total = purchasePrice({
      priced: priced([535_900, null], 535_900),
      profile: motherAndSon,
      productType: 'MEDICINA_PREPAGADA',
      offers: [],
    });
    expect(total).toBeNull();
  });
});

describe('purchaseSummaryView', () => {
  const summary = purchasePrice({
    priced: priced([535_900, 133_600], 669_500),
    profile: motherAndSon,
    productType: 'MEDICINA_PREPAGADA',
    offers: [],
  });
  if (!summary) throw new Error('priced');

  it('a household of two: a line for each person and a total for both, labelled as the total', () => {
    const view = purchaseSummaryView({
      summary,
      total: 669_500,
      priced: true,
      values: {},
      productType: 'MEDICINA_PREPAGADA',
      site: COP,
    });
    expect(view.lines.map((line) => [read(line.label), money(line.amount)])).toEqual([
      ['Titular, 60 años', '$ 535.900'],
      ['Hijo/Hija, 30 años', '$ 133.600'],
    ]);
    expect(read(view.total.label)).toBe('Total a pagar por 2 asegurados');
    expect(money(view.total.amount)).toBe('$ 669.500');
  });

  it('names each person as typed in the purchase', () => {
    const view = purchaseSummaryView({
      summary,
      total: 669_500,
      priced: true,
      values: { datos: { nombre: 'Ana  Pérez', 'asegurado2.nombre': 'Juan Pérez' } },
      productType: 'MEDICINA_PREPAGADA',
      site: COP,
    });
    expect(view.lines.map((line) => read(line.label))).toEqual(['Ana Pérez, 60 años', 'Juan Pérez, 30 años']);
  });

  it('the offers follow the people and the total is what is charged', () => {
    const discounted = purchasePrice({
      priced: priced([535_900, 133_600], 669_500),
      profile: motherAndSon,
      productType: 'MEDICINA_PREPAGADA',
      offers: [tenPercent],
    });
    if (!discounted) throw new Error('priced');
    const view = purchaseSummaryView({
      summary: discounted,
      total: 602_550,
      priced: true,
      values: {},
      productType: 'MEDICINA_PREPAGADA',
      site: COP,
    });
    expect(view.lines.map((line) => line.kind)).toEqual(['person', 'person', 'discount']);
    expect(money(view.lines[2]?.amount ?? null)).toBe('-$ 66.950');
    expect(money(view.total.amount)).toBe('$ 602.550');
  });

  it('one person: one line, and the total says only that it is the total', () => {
    const alone = purchasePrice({
      priced: priced([176_000], 176_000),
      profile: { cotizante: [{ sexo: 'Masculino', edad: 36 }], cargas: [], enPareja: false },
      productType: 'MEDICINA_PREPAGADA',
      offers: [],
    });
    if (!alone) throw new Error('priced');
    const view = purchaseSummaryView({
      summary: alone,
      total: 176_000,
      priced: true,
      values: {},
      productType: 'MEDICINA_PREPAGADA',
      site: COP,
    });
    expect(view.lines.map((line) => read(line.label))).toEqual(['Titular, 36 años']);
    expect(read(view.total.label)).toBe('Total a pagar');
  });

  it('a total recorded apart from the lines shows the amount charged alone, never lines that do not add up', () => {
    const view = purchaseSummaryView({
      summary,
      total: 700_000,
      priced: true,
      values: {},
      productType: 'MEDICINA_PREPAGADA',
      site: COP,
    });
    expect(view.lines.map((line) => [line.kind, money(line.amount)])).toEqual([['base', '$ 700.000']]);
    expect(money(view.total.amount)).toBe('$ 700.000');
  });

  it('no price known: no amount shown as if it were', () => {
    const view = purchaseSummaryView({
      summary: purchaseTotal(0, []),
      total: 0,
      priced: false,
      values: {},
      productType: 'PET_INSURANCE_CO',
      site: COP,
    });
    expect(view.lines.map((line) => line.amount)).toEqual([null]);
    expect(view.total.amount).toBeNull();
  });

  it('a pet: its name as typed, else its species', () => {
    const pet = purchasePrice({
      priced: priced([43_200], 43_200),
      profile: {
        cotizante: [{ sexo: 'Masculino', edad: 36 }],
        cargas: [],
        enPareja: false,
        mascota: [{ especie: 'Perro', raza: 'Criollo', edad: 3 }],
      },
      productType: 'PET_INSURANCE_CO',
      offers: [],
    });
    if (!pet) throw new Error('priced');
    const input = { summary: pet, total: 43_200, priced: true, productType: 'PET_INSURANCE_CO', site: COP };
    expect(read(purchaseSummaryView({ ...input, values: {} }).lines[0]!.label)).toBe('Perro, 3 años');
    expect(
      read(purchaseSummaryView({ ...input, values: { mascota: { nombreMascota: 'Toby' } } }).lines[0]!.label),
    ).toBe('Toby, 3 años');
  });
});
