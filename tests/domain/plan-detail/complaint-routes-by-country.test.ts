import { describe, expect, it } from 'vitest';
import { complaintGuide } from '../../../core/domain';

/**
 * Where a policyholder complains, by the site's country (issue 25): always the company first, then
 * - Chile: the Superintendencia de Salud for an isapre plan (superdesalud.gob.cl); the Comisión para el
 *   Mercado Financiero for an insurance policy (cmfchile.cl), and the Defensor del Asegurado of the
 *   insurers' self-regulation council where the company adheres to it;
 * - Peru: SuSalud for EPS and health-service plans (gob.pe/susalud); the SBS for insurance (sbs.gob.pe)
 *   and the Defensoría del Asegurado (defaseg.com.pe) for the insurers associated to it;
 * - the international site: the regulator of the insurer's home country when the catalogue names it,
 *   otherwise the company alone, and a sentence saying our catalogue does not know its regulator.
 */
const bodies = (guide: ReturnType<typeof complaintGuide>) =>
  guide.routes.map((route) => [route.body, route.name, route.url]);

const ddaChile = { name: 'Defensor del Asegurado', url: 'https://www.ddachile.cl' };
const defaseg = { name: 'Defensoría del Asegurado (DEFASEG)', url: 'https://www.defaseg.com.pe' };

describe('complaint routes in Chile', () => {
  const banmedica = {
    displayName: 'Banmédica',
    typeAlias: 'ISAPRE',
    metadata: { website: 'https://www.banmedica.cl' },
  };

  it('an isapre plan: the isapre, then the Superintendencia de Salud', () => {
    const guide = complaintGuide('CL', 'ISAPRE', banmedica);
    expect(guide.lead).toBe('leadIsapre');
    expect(bodies(guide)).toEqual([
      ['company', 'Banmédica', 'https://www.banmedica.cl/'],
      ['healthSupervisor', 'Superintendencia de Salud', 'https://www.superdesalud.gob.cl/'],
    ]);
  });

  it('an insurance policy: the company, its Defensor del Asegurado where it adheres, then the CMF', () => {
    const vidaCamara = {
      displayName: 'Vida Cámara',
      typeAlias: 'ASEG',
      metadata: { website: 'https://www.vidacamara.cl', defensor: ddaChile },
    };
    const guide = complaintGuide('CL', '', vidaCamara);
    expect(guide.lead).toBe('leadPolicyCL');
    expect(bodies(guide)).toEqual([
      ['company', 'Vida Cámara', 'https://www.vidacamara.cl/'],
      ['defensorAsegurado', 'Defensor del Asegurado', 'https://www.ddachile.cl/'],
      ['financialSupervisor', 'Comisión para el Mercado Financiero (CMF)', 'https://www.cmfchile.cl/'],
    ]);
    // A company the catalogue does not say adheres: no Defensor del Asegurado is put in its mouth.
    const withoutDefensor = complaintGuide('CL', 'SEGURO_MASCOTAS', { displayName: 'X', typeAlias: 'ASEG' });
    expect(withoutDefensor.routes.map((route) => route.body)).toEqual(['company', 'financialSupervisor']);
  });

  it('an isapre’s page: health company, so the Superintendencia de Salud; an insurer’s page: the CMF', () => {
    expect(complaintGuide('CL', undefined, banmedica).routes.at(-1)?.name).toBe('Superintendencia de Salud');
    expect(
      complaintGuide('CL', undefined, { displayName: 'BCI', typeAlias: 'MASCOTAS' }).routes.at(-1)?.name,
    ).toBe('Comisión para el Mercado Financiero (CMF)');
  });
});

describe('complaint routes in Peru', () => {
  it('an EPS plan: the EPS, then SuSalud (never a Colombian or insurance supervisor)', () => {
    const guide = complaintGuide('PE', 'colectivo', { displayName: 'Rímac EPS', typeAlias: 'EPS' });
    expect(guide.lead).toBe('leadHealthPE');
    expect(bodies(guide)).toEqual([
      ['company', 'Rímac EPS', null],
      ['healthSupervisor', 'Superintendencia Nacional de Salud (SUSALUD)', 'https://www.gob.pe/susalud'],
    ]);
  });

  it('an insurance policy: the insurer, the Defensoría del Asegurado, then the SBS', () => {
    const rimac = {
      displayName: 'Rímac Seguros',
      typeAlias: 'ASEG',
      metadata: { website: 'https://www.rimac.com', defensor: defaseg },
    };
    const guide = complaintGuide('PE', '', rimac);
    expect(guide.lead).toBe('leadPolicyPE');
    expect(bodies(guide)).toEqual([
      ['company', 'Rímac Seguros', 'https://www.rimac.com/'],
      ['defensorAsegurado', 'Defensoría del Asegurado (DEFASEG)', 'https://www.defaseg.com.pe/'],
      ['financialSupervisor', 'Superintendencia de Banca, Seguros y AFP (SBS)', 'https://www.sbs.gob.pe/'],
    ]);
  });

  it('a health-service company the catalogue places under SuSalud goes there, whatever its plan type', () => {
    const oncosalud = {
      displayName: 'Oncosalud',
      typeAlias: 'ASEG',
      metadata: { supervisor: { name: 'SUSALUD', url: 'https://www.gob.pe/susalud' } },
    };
    expect(complaintGuide('PE', '', oncosalud).lead).toBe('leadHealthPE');
    expect(complaintGuide('PE', '', oncosalud).routes.map((route) => route.body)).toEqual([
      'company',
      'healthSupervisor',
    ]);
  });
});

describe('complaint routes on the international site', () => {
  it('names the regulator of the insurer’s home country when the catalogue carries it', () => {
    const allianz = {
      displayName: 'Allianz Care',
      typeAlias: 'ASEG',
      metadata: { supervisor: { name: 'Central Bank of Ireland', url: 'https://www.centralbank.ie' } },
    };
    const guide = complaintGuide('INT', 'SEGURO INTERNACIONAL', allianz);
    expect(guide.lead).toBe('leadForeign');
    expect(bodies(guide)).toEqual([
      ['company', 'Allianz Care', null],
      ['regulator', 'Central Bank of Ireland', 'https://www.centralbank.ie/'],
    ]);
  });

  it('otherwise the company alone, with the sentence that says so; never a guessed regulator', () => {
    const guide = complaintGuide('INT', 'SEGURO INTERNACIONAL', {
      displayName: 'BMI',
      typeAlias: 'ASEG',
      metadata: { website: 'https://www.bmicos.com' },
    });
    expect(guide.lead).toBe('leadCompanyOnly');
    expect(bodies(guide)).toEqual([['company', 'BMI', 'https://www.bmicos.com/']]);
  });
});

describe('complaint routes in Colombia stay as they were', () => {
  it('a policy: the company, its Defensor del Consumidor Financiero and the SFC; prepaid medicine: Supersalud', () => {
    expect(
      complaintGuide('CO', '', { displayName: 'Allianz', typeAlias: 'ASEG' }).routes.map((r) => r.body),
    ).toEqual(['company', 'defensor', 'sfc']);
    expect(
      complaintGuide('CO', 'Medicina Prepagada', {
        displayName: 'Colmédica',
        typeAlias: 'MEDICINA PREPAGADA',
      }).routes.map((r) => r.body),
    ).toEqual(['company', 'supersalud']);
  });
});
