import { describe, expect, it } from 'vitest';
import {
  complaintRoutes,
  organizationContacts,
  organizationRating,
  organizationSupervisor,
  phoneHref,
} from '../../../core/domain';

/**
 * An insurer's page (issue 30): ratings only from the reviews the API counts, never a default score or
 * an invented count; contact routes (phones, web, address, defensor, supervisor) whose links pass the
 * site's safe-link rule.
 */
describe("an insurer's rating", () => {
  it('comes from its reviews: their average out of 10 shown as stars out of 5, with their count', () => {
    expect(organizationRating({ count: 128, average: 8.6 })).toEqual({
      kind: 'rated',
      stars: 4.3,
      count: 128,
    });
    expect(organizationRating({ count: 1, average: 10 })).toEqual({ kind: 'rated', stars: 5, count: 1 });
  });

  it('is absent without reviews: no 6.2 by default and no fallback count of 538', () => {
    expect(organizationRating(undefined)).toEqual({ kind: 'none' });
    expect(organizationRating({ count: 0, average: 6.2 })).toEqual({ kind: 'none' });
  });

  it('is absent when the count or the average cannot be real', () => {
    expect(organizationRating({ count: 2.5, average: 8 })).toEqual({ kind: 'none' });
    expect(organizationRating({ count: -3, average: 8 })).toEqual({ kind: 'none' });
    expect(organizationRating({ count: 10, average: 11 })).toEqual({ kind: 'none' });
    expect(organizationRating({ count: 10, average: Number.NaN })).toEqual({ kind: 'none' });
  });
});

describe("an insurer's contact routes", () => {
  const sura = {
    typeAlias: 'ASEG',
    metadata: {
      website: 'https://www.segurossura.com.co',
      phones: [
        { kind: 'phone' as const, number: '+57 601 437 8888' },
        { kind: 'national' as const, number: '01 8000 518 888' },
        { kind: 'mobile' as const, number: '#888' },
      ],
      address: 'Carrera 63 # 49A-31, Medellín',
      defensor: {
        name: 'Defensoría del Consumidor Financiero',
        url: 'https://defensor.example.co',
        email: 'defensor@example.co',
      },
    },
  };

  it('lists phones, website, head office, the defensor, then the supervisor, in that order', () => {
    const routes = organizationContacts('CO', sura);
    expect(routes.map((route) => route.kind)).toEqual([
      'phone',
      'national',
      'mobile',
      'web',
      'address',
      'defensor',
      'supervisor',
    ]);
    expect(routes[0]?.href).toBe('tel:+576014378888');
    expect(routes[1]?.href).toBe('tel:018000518888');
    expect(routes[2]?.href).toBe('tel:%23888');
    expect(routes[3]).toMatchObject({ text: 'segurossura.com.co', href: 'https://www.segurossura.com.co/' });
    expect(routes[4]).toMatchObject({ href: null });
    expect(routes[5]?.extra).toEqual([{ text: 'defensor@example.co', href: 'mailto:defensor@example.co' }]);
    expect(routes[6]?.text).toBe('Superintendencia Financiera de Colombia');
  });

  it('keeps the text of an unsafe link and drops only the link', () => {
    const routes = organizationContacts('CO', {
      typeAlias: 'ASEG',
      metadata: {
        website: 'javascript:alert(1)',
        defensor: { name: 'Defensoría', url: '//evil.example', email: 'x@y.co\u0000' },
        phones: [{ kind: 'phone', number: '601 ABC' }],
      },
    });
    for (const route of routes.filter((r) => r.kind !== 'supervisor')) {
      expect(route.href).toBeNull();
      expect(route.extra).toEqual([]);
    }
    expect(routes.find((r) => r.kind === 'web')?.text).toBe('javascript:alert(1)');
  });

  it('names the supervisor by site and kind of company: health companies the health superintendency', () => {
    expect(organizationSupervisor('CO', { typeAlias: 'MEDICINA PREPAGADA' })?.name).toMatch(/Supersalud/);
    expect(organizationSupervisor('CO', { typeAlias: 'MASCOTAS' })?.name).toMatch(/Financiera/);
    expect(organizationSupervisor('CL', { typeAlias: 'ISAPRE' })?.name).toBe('Superintendencia de Salud');
    expect(organizationSupervisor('CL', { typeAlias: 'ASEG' })?.name).toMatch(/CMF/);
    expect(organizationSupervisor('PE', { typeAlias: 'EPS' })?.name).toMatch(/SUSALUD/);
    expect(organizationSupervisor('PE', { typeAlias: 'ASEG' })?.name).toMatch(/SBS/);
  });

  it('on the international site names only the supervisor the API gives, never a guess', () => {
    expect(organizationSupervisor('INT', { typeAlias: 'ASEG' })).toBeNull();
    expect(
      organizationSupervisor('INT', {
        typeAlias: 'ASEG',
        metadata: { supervisor: { name: 'Central Bank of Ireland', url: 'https://www.centralbank.ie' } },
      }),
    ).toEqual({ name: 'Central Bank of Ireland', url: 'https://www.centralbank.ie' });
    expect(organizationContacts('INT', { typeAlias: 'ASEG' })).toEqual([]);
  });

  it('a Chilean or Peruvian insurer has a Defensor del Asegurado, a Colombian one a Defensor del Consumidor Financiero', () => {
    const defensor = { name: 'Defensoría del Asegurado', url: 'https://www.defaseg.com.pe' };
    expect(organizationContacts('PE', { typeAlias: 'ASEG', metadata: { defensor } })[0]?.kind).toBe(
      'defensorAsegurado',
    );
    expect(organizationContacts('CO', { typeAlias: 'ASEG', metadata: { defensor } })[0]?.kind).toBe(
      'defensor',
    );
  });

  it('turns only phone-like text into a tel: link', () => {
    expect(phoneHref('(601) 791 9180')).toBe('tel:6017919180');
    expect(phoneHref('llámanos')).toBeNull();
    expect(phoneHref('#')).toBeNull();
  });
});

describe("a plan page's complaint routes", () => {
  it('link the company and its defensor only through the safe-link rule', () => {
    const routes = complaintRoutes('', {
      displayName: 'Aseguradora',
      metadata: {
        website: 'javascript:alert(1)',
        defensor: { name: 'Defensoría', url: 'data:text/html,x', email: 'a@b.co' },
      },
    });
    expect(routes.map((route) => [route.body, route.url])).toEqual([
      ['company', null],
      ['defensor', null],
      ['sfc', 'https://www.superfinanciera.gov.co'],
    ]);
    expect(routes[1]?.email).toBe('a@b.co');
  });
});
