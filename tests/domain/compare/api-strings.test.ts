import { describe, expect, it } from 'vitest';
import { NO_FILTERS, facetOptions, periodicityLabel, priceUnitLabel } from '../../../core/domain';
import type { InsuranceProduct } from '../../../core/domain/api';
import { sampleProduct } from '../../support/compare-fixtures';

/** Strings an API may send that name members of every plain object. */
const HOSTILE = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'] as const;

const withStrings = (id: number, text: string): InsuranceProduct => {
  const product = sampleProduct(id, id, 100_000 * id);
  return {
    ...product,
    organization: { ...product.organization, typeAlias: text },
    insuranceMetadata: { metadata: { categoryType: text } },
  };
};

describe('API strings that name object members are only text', () => {
  const products = [...HOSTILE.map((text, index) => withStrings(index + 1, text)), withStrings(9, 'basico')];

  it('counts plan levels named __proto__, constructor or toString as levels, labelled with their text', () => {
    const options = facetOptions(products, NO_FILTERS, 'categoryTypes');
    for (const option of options) expect(typeof option.label).toBe('string');
    expect(
      new Map<string, [string, number]>(
        options.map((option) => [option.value, [option.label, option.count]]),
      ),
    ).toEqual(
      new Map<string, [string, number]>([
        ...HOSTILE.map((text): [string, [string, number]] => [text, [text, 1]]),
        ['basico', ['Básico', 1]],
      ]),
    );
  });

  it('counts organization types with those names and labels them as text', () => {
    const options = facetOptions(products, NO_FILTERS, 'organizationTypes');
    expect(options).toHaveLength(HOSTILE.length + 1);
    for (const option of options) {
      expect(typeof option.label).toBe('string');
      expect(option.count).toBe(1);
    }
  });

  it('counts a choice selected under such a name', () => {
    const options = facetOptions(products, { ...NO_FILTERS, categoryTypes: ['__proto__'] }, 'categoryTypes');
    expect(options.find((option) => option.value === '__proto__')).toMatchObject({
      selected: true,
      count: 1,
    });
  });

  it('reads a payment mode with such a name as monthly', () => {
    for (const text of HOSTILE) {
      expect(periodicityLabel(text)).toBe('/mes');
      expect(priceUnitLabel('', text)).toBe('/mes p/p');
    }
  });
});
