import { describe, expect, it } from 'vitest';
import { planHead, structuredDataPrice } from '../../../core/domain';
import { sampleProduct } from '../../support/compare-fixtures';

describe('structured data says only what is true (issue 24)', () => {
  it('offers the price the page shows in pesos, never 9.999', () => {
    const product = sampleProduct(1, 1, 228_000);
    const head = planHead('CO', product, '/Seguros/Plan', null, []);
    const ld = head.jsonLd.find((block) => block['@type'] === 'Product') as {
      offers: { price: number; priceCurrency: string };
    };
    expect(ld.offers).toMatchObject({ price: 228_000, priceCurrency: 'COP' });
  });

  it('carries no rating with a review count nobody gave', () => {
    const head = planHead('CO', sampleProduct(2, 1, 150_000), '/Seguros/Plan', null, []);
    expect(JSON.stringify(head.jsonLd)).not.toContain('AggregateRating');
    expect(JSON.stringify(head.jsonLd)).not.toContain('538');
  });

  it('caps at 9999 only in UF', () => {
    expect(structuredDataPrice(12_000, 'UF')).toBe(9999);
    expect(structuredDataPrice(12_000, 'CLP')).toBe(12_000);
    expect(structuredDataPrice(45.5, 'PEN')).toBe(45.5);
  });
});
