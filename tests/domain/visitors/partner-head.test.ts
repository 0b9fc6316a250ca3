import { describe, expect, it } from 'vitest';
import { headOnPartner } from '../../../core/domain';
import type { SubdomainConfig } from '../../../core/domain/api';

const partner = (seo: SubdomainConfig['SEOMetadata']): SubdomainConfig =>
  ({ subdomain: 'bienestar', SEOMetadata: seo }) as unknown as SubdomainConfig;
const page = { title: 'Pólizas de Salud | QueSeguro', description: 'Compara pólizas.' };

describe("a partner subdomain's head", () => {
  it("is the partner's SEO title and description on every page, with its image, tags and author", () => {
    const head = headOnPartner(
      page,
      partner({
        title: 'Bienestar | Compara planes de salud',
        description: 'Planes para afiliados.',
        imageRRSS: 'https://bienestar.example/og.png',
        addedTags: [' salud ', '', 'caja'],
        author: 'Caja Bienestar',
      }),
    );
    expect(head).toMatchObject({
      title: 'Bienestar | Compara planes de salud',
      description: 'Planes para afiliados.',
      extra: { image: 'https://bienestar.example/og.png', keywords: 'salud, caja', author: 'Caja Bienestar' },
    });
  });

  it("keeps the page's own where the partner says nothing, and takes no image that is not a web address", () => {
    const head = headOnPartner(page, partner({ title: '  ', imageRRSS: 'javascript:alert(1)' }));
    expect(head.title).toBe(page.title);
    expect(head.description).toBe(page.description);
    expect(head.extra?.image).toBeNull();
    expect(headOnPartner(page, null)).toEqual({ ...page, extra: null });
  });
});

describe('the e-mail error panels give', () => {
  it("is the partner's contact e-mail on its subdomain when valid, else the site's", async () => {
    const { contactEmailFor } = await import('../../../core/domain');
    const site = 'contacto@queseguro.co';
    expect(contactEmailFor(partner({ email: 'bienestar@queseguro.co' }), site)).toBe(
      'bienestar@queseguro.co',
    );
    expect(contactEmailFor(partner({ email: 'no es un correo' }), site)).toBe(site);
    expect(contactEmailFor(null, site)).toBe(site);
  });
});
