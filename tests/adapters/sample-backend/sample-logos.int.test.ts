import { describe, expect, it } from 'vitest';
import { useSampleBackend } from '../support/sample-server';

useSampleBackend();

const ORIGIN = 'http://sample.test';

type Organization = { displayName: string; typeAlias?: string; metadata?: { url?: string; image?: string } };

describe('sample-art logos (issue 30)', () => {
  it('every insurer of the four sites’ catalogues comes with a logo that answers as a cacheable SVG marked as sample art', async () => {
    // Colombia's, and the insurers of Chile (isapres too), Peru and the international site.
    const types = ['EPS', 'MEDICINA PREPAGADA', 'ASEG', 'MASCOTAS', 'ISAPRE'];
    const organizations: Organization[] = [];
    for (const country of ['CO', 'CL', 'PE', 'INT'])
      for (const type of types) {
        const response = await fetch(`${ORIGIN}/api/organization/seguros/tipo/${encodeURIComponent(type)}`, {
          headers: { 'x-country': country },
        });
        organizations.push(...((await response.json()) as Organization[]));
      }
    expect(organizations.length).toBeGreaterThan(40);
    for (const organization of organizations) {
      const image = organization.metadata?.image;
      expect(image, organization.displayName).toMatch(/\.svg$/);
      const response = await fetch(`${ORIGIN}${image}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(response.headers.get('cache-control')).toMatch(/max-age=\d{4,}/);
      const svg = await response.text();
      expect(svg).toContain('sample art');
      expect(svg).toContain('viewBox="0 0 120 120"');
    }
  });

  it('an unknown logo is a 404', async () => {
    expect((await fetch(`${ORIGIN}/api/sample-art/logos/nadie.svg`)).status).toBe(404);
  });
});
