import { describe, expect, it } from 'vitest';
import { prerenderAddresses, type PublicContent } from '../../../core/domain';
import type { Organization } from '../../../core/domain/api';
import { sampleProduct } from '../../support/compare-fixtures';

const organization = (url: string, typeAlias: string): Organization => ({
  id: url.length,
  displayName: url,
  typeAlias,
  metadata: { url },
});

describe('prerenderAddresses', () => {
  it('given a catalogue, lists the public pages, every organization, article and product detail once', () => {
    const product = {
      ...sampleProduct(1, 1, 228000),
      url: 'Plan-Oro',
      organization: organization('colmedica', 'MEDICINA PREPAGADA'),
    };
    const content: PublicContent = {
      catalogue: [
        { product, productType: 'Medicina Prepagada' },
        { product, productType: 'Medicina Prepagada' },
      ],
      organizations: [{ category: 'Medicina-Prepagada', organizations: [product.organization] }],
      blogSlugs: ['planes-complementarios-eps'],
    };
    const addresses = prerenderAddresses('CO', content);
    for (const path of [
      '/',
      '/Comparar/Medicina-Prepagada',
      '/Comparar/EPS',
      '/EPS',
      '/Clinicas-y-Hospitales',
      '/Sitemap-Products',
      '/QS-Blog',
      '/QS-Blog/planes-complementarios-eps',
      '/Medicina-Prepagada/colmedica',
      '/Medicina-Prepagada/colmedica/Plan-Oro',
      '/en',
      '/en/Compare/Health-Policies',
      '/en/contact',
      '/pt',
      '/pt/Comparar/Apolices-de-Saude',
      '/pt/contato',
    ])
      expect(addresses).toContain(path);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('leaves out the 404 screen', () => {
    const addresses = prerenderAddresses('CO', { catalogue: [], organizations: [], blogSlugs: [] });
    expect(addresses).not.toContain('/not-found');
    expect(addresses.length).toBeGreaterThan(10);
  });
});
