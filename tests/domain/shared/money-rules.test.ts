import { describe, expect, it } from 'vitest';
import {
  bedWording,
  COLOMBIA_DEDUCTIBLE_WORDINGS,
  deductibleWording,
  GIFT_CARD_AMOUNT,
  giftCardText,
  PERIODICITY_MULTIPLIERS,
  periodAmount,
  TRANSACTION_FEE_RATE,
  transactionFee,
  VAT_TYPE_FEE_RATE,
  vatTypeFee,
  COMPARATOR_REVIEW_COUNT,
  ORGANIZATION_REVIEW_COUNT,
  STRUCTURED_DATA_MAX_PRICE,
} from '../../../core/domain';

describe('gift card (§9: 20,000 pesos)', () => {
  it('shows 20.000 pesos', () => {
    expect(GIFT_CARD_AMOUNT).toBe(20000);
    expect(giftCardText()).toBe('Recibe una gift card de $\u00a020.000 al contratar');
  });
});

describe('periodicity multipliers (§9)', () => {
  it('monthly 1, bimonthly 2, quarterly 3, four-monthly 4, half-yearly 6, yearly 12', () => {
    expect(PERIODICITY_MULTIPLIERS).toEqual({
      monthly: 1,
      bimonthly: 2,
      quarterly: 3,
      fourMonthly: 4,
      halfYearly: 6,
      yearly: 12,
    });
    expect(periodAmount(10000, 'halfYearly')).toBe(60000);
  });
});

describe('fees (§9)', () => {
  it('transaction fee 2% and VAT-type fee 0.38%', () => {
    expect(TRANSACTION_FEE_RATE).toBe(0.02);
    expect(VAT_TYPE_FEE_RATE).toBe(0.0038);
    expect(transactionFee(100000)).toBe(2000);
    expect(vatTypeFee(100000)).toBeCloseTo(380);
  });
});

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
