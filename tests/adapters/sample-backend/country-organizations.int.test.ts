import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../core/adapters/api';
import { loadContent } from '../../../core/adapters/api/loaders/content.loader';
import { siteListings, type ContentRequest, type SiteCountryCode } from '../../../core/domain';
import { testConfig } from '../support/api-harness';
import { useSampleBackend } from '../support/sample-server';

useSampleBackend();

/** A GET says its site by its host, as in the browser (cl.localhost, pe.localhost, int.localhost). */
const HOSTS: Record<SiteCountryCode, string> = {
  CO: 'localhost',
  CL: 'cl.localhost',
  PE: 'pe.localhost',
  INT: 'int.localhost',
};
const clientOf = (country: SiteCountryCode) =>
  createApiClient(testConfig({ country, apiBase: `http://${HOSTS[country]}/api/` }));

async function content<K extends ContentRequest['kind']>(
  country: SiteCountryCode,
  request: Extract<ContentRequest, { kind: K }>,
) {
  const result = await loadContent(clientOf(country), request);
  if (!result.ok) throw new Error(result.message);
  if (result.content.kind !== request.kind) throw new Error(result.content.kind);
  return result.content.value as never;
}

/**
 * Each site's organizations endpoint (GET organization/seguros/tipo/{type}, asked on the site's host)
 * serves that site's own companies, and an insurer page's plans are that insurer's.
 */
describe('each site’s insurers and their pages (issue 25)', () => {
  it('Chile’s isapres are the open isapres of the market, and no Colombian company is among them', async () => {
    const result = await clientOf('CL').organizationsByType('ISAPRE');
    expect(result.ok && result.value.map((o) => o.displayName).sort()).toEqual(
      ['Banmédica', 'Colmena', 'Consalud', 'Cruz Blanca', 'Esencial', 'Nueva Masvida', 'Vida Tres'].sort(),
    );
    const colombian = await clientOf('CO').organizationsByType('ISAPRE');
    expect(colombian.ok && colombian.value).toEqual([]);
  });

  it('every listing of each site has companies, and each listed company’s page finds it', async () => {
    const expected: Record<Exclude<SiteCountryCode, 'CO'>, readonly string[]> = {
      CL: ['Banmédica', 'Vida Cámara', 'Clínica Alemana'],
      PE: ['Rímac EPS', 'Rímac Seguros', 'Clínica San Felipe'],
      INT: ['BMI', 'Allianz Care'],
    };
    for (const country of ['CL', 'PE', 'INT'] as const) {
      const names: string[] = [];
      for (const category of siteListings(country)) {
        const organizations = (await content(country, { kind: 'organizations', category })) as {
          displayName: string;
          metadata?: { url?: string };
        }[];
        expect(organizations.length, `${country} ${category}`).toBeGreaterThan(0);
        names.push(...organizations.map((o) => o.displayName));
        const first = organizations[0]!;
        const page = (await content(country, {
          kind: 'organizationPlans',
          category,
          url: first.metadata?.url ?? '',
        })) as { organization: { displayName: string } | null };
        expect(page.organization?.displayName).toBe(first.displayName);
      }
      expect(names).toEqual(expect.arrayContaining([...expected[country]]));
    }
  });

  it('an isapre’s page lists its own plans, priced in UF; an international insurer’s, its own in USD', async () => {
    const banmedica = (await content('CL', {
      kind: 'organizationPlans',
      category: 'Isapre',
      url: 'banmedica',
    })) as {
      plans: { product: { organization: { displayName: string }; price: { unit: { code: string } } } }[];
    };
    expect(banmedica.plans.length).toBeGreaterThanOrEqual(2);
    for (const { product } of banmedica.plans) {
      expect(product.organization.displayName).toBe('Banmédica');
      expect(product.price.unit.code).toBe('UF');
    }
    const bmi = (await content('INT', {
      kind: 'organizationPlans',
      category: 'Salud-Internacional',
      url: 'bmi',
    })) as typeof banmedica;
    expect(bmi.plans.length).toBeGreaterThanOrEqual(2);
    for (const { product } of bmi.plans) {
      expect(product.organization.displayName).toBe('BMI');
      expect(product.price.unit.code).toBe('USD');
    }
  });
});
