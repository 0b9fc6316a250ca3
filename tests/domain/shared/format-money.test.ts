import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatMoney,
  parseMoney,
  ufToClp,
  clpToUf,
  UF_DEFAULT_VALUE,
  type CurrencyCode,
} from '../../../core/domain';

const NBSP = '\u00a0';

describe('formatMoney (§9 currencies)', () => {
  it('COP has no decimals in the Spanish-Colombia format', () => {
    expect(formatMoney(1234567.89, 'COP')).toBe(`$${NBSP}1.234.568`);
  });
  it('CLP has no decimals', () => {
    expect(formatMoney(1234567.4, 'CLP')).toBe('$1.234.567');
  });
  it('PEN has 2 decimals', () => {
    expect(formatMoney(1234.5, 'PEN')).toBe(`S/${NBSP}1,234.50`);
  });
  it('UF has 2 decimals by default', () => {
    expect(formatMoney(2.5, 'UF')).toBe('UF 2,50');
  });
  it('es maps to es-ES, pt to es-ES and en to en-US', () => {
    expect(formatMoney(1234567, 'COP', 'es')).toBe(
      new Intl.NumberFormat('es-ES', {
        style: 'currency',
        currency: 'COP',
        maximumFractionDigits: 0,
        minimumFractionDigits: 0,
      }).format(1234567),
    );
    expect(formatMoney(1234567, 'COP', 'pt')).toBe(formatMoney(1234567, 'COP', 'es'));
    expect(formatMoney(1234567, 'COP', 'en')).toBe(`COP${NBSP}1,234,567`);
  });
  it('never writes "-$ 0" or NaN', () => {
    expect(formatMoney(-0.2, 'COP')).toBe(`$${NBSP}0`);
    expect(formatMoney(Number.NaN, 'COP')).toBe('');
  });
  it('UF converts to CLP by the daily value, default 39214.8', () => {
    expect(UF_DEFAULT_VALUE).toBe(39214.8);
    expect(ufToClp(1)).toBe(39215);
    expect(ufToClp(2, 30000)).toBe(60000);
    expect(clpToUf(39214.8)).toBe(1);
  });
});

describe('parseMoney', () => {
  const currencies: CurrencyCode[] = ['COP', 'CLP', 'PEN', 'UF', 'USD', 'MXN'];
  const langs = [undefined, 'es', 'en', 'pt'] as const;

  it('reads back what formatMoney wrote', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...currencies),
        fc.constantFrom(...langs),
        fc.integer({ min: -1e13, max: 1e13 }),
        (currency, lang, minor) => {
          const amount = ['COP', 'CLP'].includes(currency) ? minor : minor / 100;
          expect(parseMoney(formatMoney(amount, currency, lang), currency, lang)).toBe(amount);
        },
      ),
    );
  });
  it('gives null when there is no amount', () => {
    expect(parseMoney('', 'COP')).toBeNull();
    expect(parseMoney('abc', 'PEN')).toBeNull();
  });
});
