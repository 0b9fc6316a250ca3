import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INSURANCE_TYPES } from '../../../core/adapters/sample-backend/catalogue/insurance-types';
import { ORGANIZATIONS } from '../../../core/adapters/sample-backend/catalogue/organizations';
import { PLAN_PDFS } from '../../../core/adapters/sample-backend/catalogue/product-content';
import { buildCatalogue } from '../../../core/adapters/sample-backend/catalogue/products';
import { profileFormFor } from '../../../core/adapters/sample-backend/catalogue/profile-forms';
import { SUBDOMAINS } from '../../../core/adapters/sample-backend/catalogue/site-content';
import { FieldType, SAMPLE_PRICE_NOTE } from '../../../core/domain/api';

const catalogue = buildCatalogue('2026-11-21');

describe('sample catalogue', () => {
  it('has at least 15 organizations of every kind the site shows', () => {
    expect(ORGANIZATIONS.length).toBeGreaterThanOrEqual(15);
    const kinds = new Set(ORGANIZATIONS.map((o) => o.typeAlias));
    for (const kind of ['EPS', 'MEDICINA PREPAGADA', 'ASEG', 'MASCOTAS', 'CLINICA', 'FUNDACION'])
      expect(kinds).toContain(kind);
  });

  it('has at least 60 products across the five categories, all with a marked sample price', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(60);
    for (const type of Object.values(INSURANCE_TYPES)) {
      expect(catalogue.filter((e) => e.product.insuranceType.id === type.id).length).toBeGreaterThanOrEqual(
        10,
      );
    }
    expect(catalogue.every((e) => e.product.price.note === SAMPLE_PRICE_NOTE)).toBe(true);
    expect(new Set(catalogue.map((e) => e.product.productCode)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((e) => e.product.url)).size).toBe(catalogue.length);
  });

  it('has offers of each type, an exhausted promotion, new products and scores', () => {
    const offers = new Set(catalogue.flatMap((e) => e.product.offers ?? []).map((o) => o.offerType.name));
    expect([...offers].sort()).toEqual(['AGGREGATE', 'DISCOUNT', 'GIFTCARD']);
    expect(catalogue.some((e) => e.seed.offer === 'EXHAUSTED')).toBe(true);
    expect(catalogue.some((e) => e.product.isNew)).toBe(true);
    expect(catalogue.every((e) => (e.product.score ?? 0) > 0)).toBe(true);
  });

  it('has a profile form per kind using every field type, with hide expressions and allowed values', () => {
    for (const productType of ['', 'PET_INSURANCE_CO', 'SEGURO COLECTIVO']) {
      const fields = profileFormFor(productType).profileFormFields;
      expect(fields.some((f) => f.hideExpression)).toBe(true);
      expect(fields.some((f) => (f.allowedValues ?? []).length > 0)).toBe(true);
    }
    const used = new Set(
      ['', 'PET_INSURANCE_CO', 'SEGURO COLECTIVO'].flatMap((t) =>
        profileFormFor(t).profileFormFields.map((f) => f.fieldType.fldType),
      ),
    );
    expect([...used].sort()).toEqual([...FieldType.options].sort());
  });

  it('has two partner subdomains', () => {
    expect(SUBDOMAINS.length).toBeGreaterThanOrEqual(2);
  });

  it('ships a real PDF for every plan-condition document', () => {
    for (const file of Object.values(PLAN_PDFS)) {
      const path = resolve('public/docs', file);
      expect(existsSync(path)).toBe(true);
      expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
