import { describe, expect, it } from 'vitest';
import {
  displayLocale,
  formatDate,
  formatRating,
  formatSiteMoney,
  formatTimeSlot,
} from '../../../core/domain';

const NBSP = '\u00a0';

describe('dates and amounts as each site writes them (§1 locales, §3 countries, §9 money)', () => {
  it('Spanish is read in the site country’s own locale; English in en-US; Portuguese in es-ES (§1 table)', () => {
    expect(displayLocale('es', 'CO')).toBe('es-CO');
    expect(displayLocale('es', 'CL')).toBe('es-CL');
    expect(displayLocale('es', 'PE')).toBe('es-PE');
    expect(displayLocale('en', 'CO')).toBe('en-US');
    expect(displayLocale('pt', 'CO')).toBe('es-ES');
  });

  it('a calendar date is the same day in every language, written in that language', () => {
    expect(formatDate('2026-11-27', 'es', 'CO')).toBe('27 de noviembre de 2026');
    expect(formatDate('2026-11-27', 'en', 'CO')).toBe('November 27, 2026');
    // §1 maps pt to es-ES: the blog, the price source and the consents say the same date the same way.
    expect(formatDate('2026-01-01', 'pt', 'CO')).toBe('1 de enero de 2026');
  });

  it('an instant is read in Colombian time: 04:30 UTC on the 28th is still the 27th in Bogotá', () => {
    const instant = Date.UTC(2026, 10, 28, 4, 30);
    expect(formatDate(instant, 'en', 'CO')).toBe('November 27, 2026');
    expect(formatDate(instant, 'en', 'CO', true)).toBe('November 27, 2026 at 11:30 PM');
  });

  it('a rating of 4.25 stars reads with one decimal, with the decimal mark of the language', () => {
    expect(formatRating(4.25, 'es', 'CO')).toBe('4,3');
    expect(formatRating(4, 'en', 'CO')).toBe('4.0');
  });

  it('a text that is no date is shown as it came', () => {
    expect(formatDate('pronto', 'es', 'CO')).toBe('pronto');
  });

  it('a call-back slot says the day and both hours', () => {
    const start = Date.UTC(2026, 10, 26, 14, 0); // 9:00 in Bogotá
    expect(formatTimeSlot(start, start + 30 * 60_000, 'en', 'CO')).toBe(
      'Thursday, November 26 at 9:00 AM – 9:30 AM',
    );
  });

  it('an amount with no known currency is in the currency the site quotes prices in', () => {
    expect(formatSiteMoney(150000, 'CO')).toBe(`$${NBSP}150.000`);
    expect(formatSiteMoney(150000, 'CO', 'nada')).toBe(`$${NBSP}150.000`);
    expect(formatSiteMoney(2.5, 'CL')).toBe('UF 2,50');
    expect(formatSiteMoney(1234.5, 'PE')).toBe(`S/${NBSP}1,234.50`);
    // A currency the data names wins over the site's.
    expect(formatSiteMoney(1234.5, 'CO', 'PEN')).toBe(`S/${NBSP}1,234.50`);
  });
});
