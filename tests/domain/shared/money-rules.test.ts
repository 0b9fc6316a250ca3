import { describe, expect, it } from 'vitest';
import {
  bedWording,
  COLOMBIA_DEDUCTIBLE_WORDINGS,
  deductibleWording,
  COMPARATOR_REVIEW_COUNT,
  ORGANIZATION_REVIEW_COUNT,
  STRUCTURED_DATA_MAX_PRICE,
} from '../../../core/domain';

describe('structured data constants (§9)', () => {
  it('organization 538, comparator 138, max price 9999', () => {
    expect(ORGANIZATION_REVIEW_COUNT).toBe(538);
    expect(COMPARATOR_REVIEW_COUNT).toBe(138);
    expect(STRUCTURED_DATA_MAX_PRICE).toBe(9999);
  });
});

describe('deductible and bed wording per country (§9)', () => {
  it('Chile and Peru Deducible; Colombia Copago or Cuota Moderadora', () => {
    expect(deductibleWording('CL')).toBe('Deducible');
    expect(deductibleWording('PE')).toBe('Deducible');
    expect(deductibleWording('CO')).toBe('Copago');
    expect(COLOMBIA_DEDUCTIBLE_WORDINGS).toEqual(['Copago', 'Cuota Moderadora']);
  });
  it('cama in Chile, cuarto elsewhere', () => {
    expect(bedWording('CL')).toBe('cama');
    expect(bedWording('CO')).toBe('cuarto');
    expect(bedWording('PE')).toBe('cuarto');
    expect(bedWording('INT')).toBe('cuarto');
  });
});
