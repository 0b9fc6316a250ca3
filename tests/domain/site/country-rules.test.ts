import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../core/adapters/i18n/i18next-translator';
import { TRANSLATIONS } from '../../../core/adapters/sample-backend/catalogue/translations';
import { profileFormFor } from '../../../core/adapters/sample-backend/catalogue/profile-forms';
import {
  buildFormTree,
  consentText,
  contactHoursText,
  coverageTableWording,
  bedCoverageText,
  comparisonTable,
  decodeComparatorQuery,
  defaultProfile,
  filterChangeAddress,
  pathKindOf,
  healthBudgetText,
  prefilledValues,
  setFieldValue,
  tabText,
  valuesToProfile,
  withPathFilters,
} from '../../../core/domain';
import { es } from '../../support/es-text';
import { sampleProduct } from '../../support/compare-fixtures';

const en = createTranslator('en', TRANSLATIONS.en);

describe('Chile’s profile: income and region (§3 regions, §9 health price)', () => {
  const tree = buildFormTree(profileFormFor('ISAPRE', 'CL'));
  const regionField = tree.find((node) => node.name === 'region');

  it('asks for the region among the 16, Metropolitana first, then Arica y Parinacota … Magallanes', () => {
    const labels = regionField?.field.allowedValues?.map((option) => option.label);
    expect(labels).toHaveLength(16);
    expect(labels?.slice(0, 3)).toEqual(['Metropolitana', 'Arica y Parinacota', 'Tarapacá']);
    expect(labels?.at(-1)).toBe('Magallanes');
  });

  it('a new profile is in region Metropolitana, code 13 (RM); a chosen region is stored with its name', () => {
    const values = prefilledValues(tree, null, 'ISAPRE');
    const start = valuesToProfile(tree, values);
    expect(start.ok && start.value.region).toMatchObject({ stateCode: 13, stateName: 'Metropolitana' });
    const chosen = valuesToProfile(tree, setFieldValue(tree, values, ['region'], '8'));
    expect(chosen.ok && chosen.value.region).toMatchObject({ stateCode: 8, stateName: 'BioBío' });
    // And it shows again as chosen when the form opens on the stored profile.
    if (chosen.ok) expect(prefilledValues(tree, chosen.value, 'ISAPRE')['region']).toBe('8');
  });

  it('the income typed is the holder’s (cotizante ingreso)', () => {
    const values = setFieldValue(
      tree,
      prefilledValues(tree, null, 'ISAPRE'),
      ['cotizante', 0, 'ingreso'],
      '1500000',
    );
    const profile = valuesToProfile(tree, values);
    expect(profile.ok && profile.value.cotizante[0]?.ingreso).toBe(1_500_000);
  });
});

describe('Peru’s profile: sistema previsional', () => {
  it('the pension system chosen is kept in the profile', () => {
    const tree = buildFormTree(profileFormFor('', 'PE'));
    const values = setFieldValue(tree, prefilledValues(tree, null, ''), ['sistemaprevisional'], 'AFP Prima');
    const profile = valuesToProfile(tree, values);
    expect(profile.ok && profile.value.sistemaprevisional).toBe('AFP Prima');
  });
});

describe('the international profile: nationality and country of cover', () => {
  it('both are kept in the profile', () => {
    const tree = buildFormTree(profileFormFor('SEGURO INTERNACIONAL', 'INT'));
    let values = prefilledValues(tree, null, 'SEGURO INTERNACIONAL');
    values = setFieldValue(tree, values, ['titular', 'nacionalidad'], 'Perú');
    values = setFieldValue(tree, values, ['titular', 'paisCobertura'], 'Chile');
    const profile = valuesToProfile(tree, values);
    expect(profile.ok && profile.value.titular).toMatchObject({
      nacionalidad: 'Perú',
      paisCobertura: 'Chile',
    });
  });
});

describe('what the 7 % pays for in Chile’s isapre comparator (§9: 7 % of income / 0.8, capped at 87.8 UF)', () => {
  const withIncome = (ingreso: number) => ({
    ...defaultProfile(),
    cotizante: [{ sexo: 'Masculino' as const, edad: 30, ingreso }],
  });

  it('1.000.000 pesos a month: 70.000 / 0,8 = 87.500 pesos, UF 2,23 at 39.214,8', () => {
    const text = es(healthBudgetText('CL', 'Isapres', withIncome(1_000_000), 39_214.8)!);
    expect(text.replace(/\s/g, ' ')).toBe(
      'Con tu 7 % de salud puedes pagar un plan de hasta UF 2,23 ($87.500) al mes.',
    );
  });

  it('above the cap the income counts as 87,8 UF: at a UF of 40.000, 3.512.000 × 7 % / 0,8 = 307.300 pesos', () => {
    const text = es(healthBudgetText('CL', 'Isapres', withIncome(10_000_000), 40_000)!);
    expect(text.replace(/\s/g, ' ')).toBe(
      'Con tu 7 % de salud puedes pagar un plan de hasta UF 7,68 ($307.300) al mes: tu ingreso cuenta hasta el tope imponible de UF 87,80.',
    );
  });

  it('says nothing without an income, on another comparator or on another site', () => {
    expect(healthBudgetText('CL', 'Isapres', defaultProfile(), 39_214.8)).toBeNull();
    expect(healthBudgetText('CL', 'Seguros-Mascotas', withIncome(1_000_000), 39_214.8)).toBeNull();
    expect(healthBudgetText('PE', 'EPS', withIncome(1_000_000), 39_214.8)).toBeNull();
  });
});

describe('Chile’s comparator sub-addresses (§2: /Comparar/Seguros-de-Salud with Dental, Complementario, Catastrofico)', () => {
  const none = decodeComparatorQuery('');
  it('each opens the health-insurance comparison narrowed to its kind', () => {
    for (const kind of ['Dental', 'Complementario', 'Catastrofico'])
      expect(withPathFilters(none, 'Seguros-de-Salud', kind, 'CL').categoryTypes).toEqual([kind]);
  });
  it('a kind chosen in the query wins; an unknown product, another comparator or site adds nothing', () => {
    const chosen = decodeComparatorQuery('?categoryTypes=Complementario');
    expect(withPathFilters(chosen, 'Seguros-de-Salud', 'Dental', 'CL').categoryTypes).toEqual([
      'Complementario',
    ]);
    expect(withPathFilters(none, 'Seguros-de-Salud', 'Vida', 'CL')).toEqual(none);
    expect(withPathFilters(none, 'Seguros-de-Salud', 'Dental', 'PE')).toEqual(none);
    expect(withPathFilters(none, 'Isapres', 'Dental', 'CL')).toEqual(none);
  });

  // On /Comparar/Seguros-de-Salud/Dental the Dental filter comes from the address itself.
  const dentalPage = (search = '') => {
    const kind = pathKindOf('Seguros-de-Salud', 'Dental', 'CL');
    return {
      pathname: '/Comparar/Seguros-de-Salud/Dental',
      search,
      filters: withPathFilters(decodeComparatorQuery(search), 'Seguros-de-Salud', 'Dental', 'CL'),
      pathKind: kind,
    };
  };

  it('Limpiar returns to the whole health-insurance list: the address no longer names the kind', () => {
    expect(filterChangeAddress(dentalPage(), { kind: 'clear' })).toBe('/Comparar/Seguros-de-Salud');
    // Other parameters of the address (the profile, a campaign) stay; the sort is kept by Limpiar.
    expect(
      filterChangeAddress(dentalPage('?perfil=abc&order=lowerPrice&organizationIds=4'), { kind: 'clear' }),
    ).toBe('/Comparar/Seguros-de-Salud?perfil=abc&order=lowerPrice');
    // The same from the English address.
    expect(
      filterChangeAddress(
        { ...dentalPage(), pathname: '/en/Compare/Health-Insurance/Dental' },
        { kind: 'clear' },
      ),
    ).toBe('/en/Compare/Health-Insurance');
  });

  it('unticking the kind the address names leaves it too; another filter keeps the address', () => {
    const untick = { kind: 'toggle', key: 'categoryTypes', value: 'Dental' } as const;
    expect(filterChangeAddress(dentalPage(), untick)).toBe('/Comparar/Seguros-de-Salud');
    // Dental and Complementario: unticking Dental keeps Complementario on the whole list.
    expect(filterChangeAddress(dentalPage('?categoryTypes=Dental,Complementario'), untick)).toBe(
      '/Comparar/Seguros-de-Salud?categoryTypes=Complementario',
    );
    // An insurer ticked on the Dental address: the path still says Dental, the query does not repeat it.
    expect(filterChangeAddress(dentalPage(), { kind: 'toggle', key: 'organizations', value: 7 })).toBe(
      '/Comparar/Seguros-de-Salud/Dental?organizationIds=7',
    );
    // A second kind ticked: both in the query, the address keeps its path.
    expect(
      filterChangeAddress(dentalPage(), { kind: 'toggle', key: 'categoryTypes', value: 'Catastrofico' }),
    ).toBe('/Comparar/Seguros-de-Salud/Dental?categoryTypes=Dental,Catastrofico');
  });

  it('elsewhere a filter change only rewrites the query', () => {
    const page = {
      pathname: '/Comparar/Isapres',
      search: '?organizationIds=3',
      filters: decodeComparatorQuery('?organizationIds=3'),
      pathKind: pathKindOf('Isapres', undefined, 'CL'),
    };
    expect(filterChangeAddress(page, { kind: 'clear' })).toBe('/Comparar/Isapres');
    expect(pathKindOf('Seguros-de-Salud', 'Dental', 'PE')).toBeNull();
    expect(pathKindOf('Seguros-de-Salud', 'Vida', 'CL')).toBeNull();
  });
});

describe('the hospital room in the site’s bed wording (§9: cama in Chile, cuarto elsewhere)', () => {
  const room = (beds: number) => ({ bed_day: { maxAmount: beds, unit: { name: 'Cuarto', code: 'CUARTO' } } });
  const said = (beds: number, country: 'CL' | 'PE' | 'CO' | 'INT') => {
    const text = bedCoverageText(room(beds), country);
    return text && { label: es(text.label), value: es(text.value) };
  };

  it('Chile says cama, the other sites cuarto; one bed is a private room, more a shared one', () => {
    expect(said(1, 'CL')).toEqual({ label: 'Cama', value: 'Cama en habitación individual' });
    expect(said(2, 'CL')).toEqual({ label: 'Cama', value: 'Cama en habitación compartida' });
    expect(said(1, 'CO')).toEqual({ label: 'Cuarto', value: 'Cuarto individual' });
    expect(said(2, 'PE')).toEqual({ label: 'Cuarto', value: 'Cuarto compartido' });
    expect(said(1, 'INT')).toEqual({ label: 'Cuarto', value: 'Cuarto individual' });
    expect(bedCoverageText({}, 'CL')).toBeNull();
    expect(bedCoverageText(room(0), 'CL')).toBeNull();
  });

  it('the side-by-side table has a Cama row in Chile, a Cuarto row elsewhere', () => {
    const plan = (beds: number) => {
      const product = sampleProduct(beds, 1, 100);
      return {
        product: {
          ...product,
          coverages: {
            count: 1,
            tags: [
              {
                name: 'Hospitalización y cirugía',
                coverages: [{ name: 'Hospitalización', amounts: room(beds) }],
              },
            ],
          },
        },
        extras: null,
      };
    };
    const bedRow = (country: 'CL' | 'PE') =>
      comparisonTable([plan(1), plan(2)], 'ISAPRE', null, false, country).find(
        (row) => row.label === 'Cama' || row.label === 'Cuarto',
      );
    expect(bedRow('CL')).toMatchObject({
      label: 'Cama',
      cells: ['Cama en habitación individual', 'Cama en habitación compartida'],
      differs: true,
    });
    expect(bedRow('PE')).toMatchObject({
      label: 'Cuarto',
      cells: ['Cuarto individual', 'Cuarto compartido'],
    });
  });
});

describe('wording and legal texts per country (§9 wording; regulators)', () => {
  it('the coverage table says Deducible in Chile and Peru, Copago in Colombia', () => {
    expect(es({ key: coverageTableWording('CL').column })).toBe('Deducible');
    expect(es({ key: coverageTableWording('PE').column })).toBe('Deducible');
    expect(es({ key: coverageTableWording('CO').column })).toBe('Copago');
    expect(es({ key: coverageTableWording('CL').title })).toBe('Coberturas y deducibles');
    expect(en.text({ key: coverageTableWording('PE').column })).toBe('Deductible');
  });

  it('the request consent names the country’s brand, data law and regulators', () => {
    const chile = es(consentText('Colmena', 'CL'));
    expect(chile).toMatch(/^Autorizo a QuePlan .* con Colmena .*Ley 19\.628/);
    expect(chile).toMatch(/Superintendencia de Salud/);
    expect(chile).toMatch(/CMF/);
    const peru = es(consentText('Rímac', 'PE'));
    expect(peru).toMatch(/Ley 29733/);
    expect(peru).toMatch(/SuSalud/);
    expect(peru).toMatch(/SBS/);
    expect(es(consentText('BMI', 'INT'))).toMatch(/^Autorizo a QuePlan Internacional /);
    expect(es(consentText('Sura'))).toMatch(/^Autorizo a QueSeguro /);
    expect(en.text(consentText('Colmena', 'CL'))).toMatch(/Superintendencia de Salud.*CMF/);
  });

  it('Colombia’s Ley 2300 hours are Colombia’s only', () => {
    expect(es(contactHoursText('CO'))).toMatch(/Ley 2300/);
    expect(es(contactHoursText('CL'))).not.toMatch(/Ley 2300/);
  });
});

describe('the plan page’s coverages tab in the site’s wording (§9)', () => {
  it('Coberturas y deducibles in Chile and Peru, Coberturas y copagos in Colombia', () => {
    expect(es(tabText('coberturas', 'CL'))).toBe('Coberturas y deducibles');
    expect(es(tabText('coberturas', 'PE'))).toBe('Coberturas y deducibles');
    expect(es(tabText('coberturas', 'CO'))).toBe('Coberturas y copagos');
    expect(es(tabText('exclusiones', 'CL'))).toBe('Exclusiones');
  });
});
