import type { CurrencyCode, InsuranceProduct, InsuranceType, Organization } from '../../../domain/api';
import { SAMPLE_PRICE_NOTE } from '../../../domain/api';
import { ISAPRE_GES_PRICES_UF } from '../../../domain/shared/catalogues/isapres';
import type { CopayTable } from '../../../domain/cost/index';
import type { SiteCountryCode } from '../../../domain/site/country';
import type { FeatureKey } from './features';
import { organizationsWith } from './organizations';
import { otherSiteMethods } from './payment-methods';
import type { CategoryKey } from './insurance-types';
import type { PlanSeed, Tier } from './plan-seeds';
import { toProduct, type CatalogueEntry } from './products';

/**
 * The sample catalogues of Chile, Peru and the international health site (../shared/market-facts.md):
 * real insurers and isapres, every price a sample figure (SAMPLE_PRICE_NOTE), never a quote.
 */

/** What a plan of another site adds to a Colombian seed: its money, product type and market terms. */
export interface CountrySeed extends PlanSeed {
  readonly country: Exclude<SiteCountryCode, 'CO'>;
  readonly currency: CurrencyCode;
  readonly productType: string;
  /** Dental, Complementario, Catastrofico (Chile's health insurance); a plan line elsewhere. */
  readonly kind: string;
  /** Chile's isapre plans: modalidad, tope anual in UF (null: sin tope) and the isapre's code. */
  readonly isapre?: {
    readonly code: number;
    readonly modalidad: 'libre_eleccion' | 'preferente' | 'cerrado';
    readonly topeAnualUf: number | null;
  };
  /** International plans: deductible in USD, area of cover, maximum annual benefit in USD (null: unlimited). */
  readonly international?: {
    readonly deductible: number;
    readonly withUsa: boolean;
    readonly maxBenefit: number | null;
  };
  /** Peru's EPS plans: the share the employer pays (the rest is the worker's). */
  readonly eps?: { readonly copagoConsulta: number };
}

export interface CountryEntry extends CatalogueEntry {
  readonly seed: CountrySeed;
}

/**
 * The other sites' companies: their websites, and where a policyholder complains beyond the company. In
 * Chile and Peru the insurers' associations keep a Defensor del Asegurado (ddachile.cl, defaseg.com.pe);
 * the supervisor follows from the site and the kind of company (core/domain). The international site's
 * insurers name their own supervisor where it is public (Allianz Care: AWP Health & Life DAC, Central
 * Bank of Ireland); the others show none rather than a guess.
 */
const CL_DEFENSOR = {
  name: 'Defensor del Asegurado (Consejo de Autorregulación)',
  url: 'https://www.ddachile.cl',
};
const PE_DEFENSOR = { name: 'Defensoría del Asegurado (DEFASEG)', url: 'https://www.defaseg.com.pe' };
const COUNTRY_CONTACTS: Readonly<Record<string, NonNullable<Organization['metadata']>>> = {
  banmedica: { website: 'https://www.banmedica.cl' },
  colmena: { website: 'https://www.colmena.cl' },
  consalud: { website: 'https://www.consalud.cl' },
  'cruz-blanca': { website: 'https://www.cruzblanca.cl' },
  'nueva-masvida': { website: 'https://www.nuevamasvida.cl' },
  'vida-tres': { website: 'https://www.vidatres.cl' },
  'vida-camara': { website: 'https://www.vidacamara.cl', defensor: CL_DEFENSOR },
  'bice-vida': { website: 'https://www.bicevida.cl', defensor: CL_DEFENSOR },
  metlife: { website: 'https://www.metlife.cl', defensor: CL_DEFENSOR },
  consorcio: { website: 'https://www.consorcio.cl', defensor: CL_DEFENSOR },
  'bci-seguros': { website: 'https://www.bciseguros.cl', defensor: CL_DEFENSOR },
  'hdi-seguros': { website: 'https://www.hdi.cl', defensor: CL_DEFENSOR },
  'clinica-alemana': { website: 'https://www.alemana.cl' },
  'clinica-santa-maria': { website: 'https://www.clinicasantamaria.cl' },
  'clinica-las-condes': { website: 'https://www.clinicalascondes.cl' },
  'uc-christus': { website: 'https://www.ucchristus.cl' },
  'clinica-davila': { website: 'https://www.davila.cl' },
  'rimac-eps': { website: 'https://www.rimac.com' },
  'pacifico-eps': { website: 'https://www.pacifico.com.pe' },
  'mapfre-eps': { website: 'https://www.mapfre.com.pe' },
  'rimac-seguros': { website: 'https://www.rimac.com', defensor: PE_DEFENSOR },
  'pacifico-seguros': { website: 'https://www.pacifico.com.pe', defensor: PE_DEFENSOR },
  'mapfre-peru': { website: 'https://www.mapfre.com.pe', defensor: PE_DEFENSOR },
  'la-positiva': { website: 'https://www.lapositiva.com.pe', defensor: PE_DEFENSOR },
  // Oncosalud sells prepaid oncological programmes as an IAFAS registered with SUSALUD, not as an insurer.
  oncosalud: {
    website: 'https://www.oncosalud.pe',
    supervisor: { name: 'Superintendencia Nacional de Salud (SUSALUD)', url: 'https://www.gob.pe/susalud' },
  },
  'clinica-ricardo-palma': { website: 'https://www.crp.com.pe' },
  'clinica-anglo-americana': { website: 'https://www.angloamericana.com.pe' },
  'clinica-internacional': { website: 'https://www.clinicainternacional.com.pe' },
  'clinica-san-felipe': { website: 'https://www.clinicasanfelipe.com' },
  bmi: { website: 'https://www.bmicos.com' },
  vumi: { website: 'https://www.vumigroup.com' },
  'allianz-care': {
    website: 'https://www.allianzcare.com',
    supervisor: { name: 'Central Bank of Ireland', url: 'https://www.centralbank.ie' },
  },
  'bupa-global': { website: 'https://www.bupaglobal.com' },
  'best-doctors': { website: 'https://www.bestdoctorsinsurance.com' },
};

const org = organizationsWith(COUNTRY_CONTACTS, 'Santiago');

/** Organizations by site; ids never collide with Colombia's (1-28). */
export const COUNTRY_ORGANIZATIONS: Readonly<
  Record<Exclude<SiteCountryCode, 'CO'>, readonly Organization[]>
> = {
  CL: [
    // Open isapres: the id is the isapre's code (§3).
    org(99, 'Banmédica', 'ISAPRE', 'banmedica', 'Santiago'),
    org(67, 'Colmena', 'ISAPRE', 'colmena', 'Santiago'),
    org(107, 'Consalud', 'ISAPRE', 'consalud', 'Santiago'),
    org(78, 'Cruz Blanca', 'ISAPRE', 'cruz-blanca', 'Santiago'),
    org(81, 'Nueva Masvida', 'ISAPRE', 'nueva-masvida', 'Concepción'),
    org(108, 'Esencial', 'ISAPRE', 'esencial', 'Santiago'),
    org(80, 'Vida Tres', 'ISAPRE', 'vida-tres', 'Santiago'),
    org(120, 'Vida Cámara', 'ASEG', 'vida-camara', 'Santiago'),
    org(121, 'BICE Vida', 'ASEG', 'bice-vida', 'Santiago'),
    org(122, 'MetLife Chile', 'ASEG', 'metlife', 'Santiago'),
    org(123, 'Consorcio Seguros', 'ASEG', 'consorcio', 'Santiago'),
    org(124, 'BCI Seguros', 'MASCOTAS', 'bci-seguros', 'Santiago'),
    org(125, 'HDI Seguros', 'MASCOTAS', 'hdi-seguros', 'Santiago'),
    org(130, 'Clínica Alemana', 'CLINICA', 'clinica-alemana', 'Santiago'),
    org(131, 'Clínica Santa María', 'CLINICA', 'clinica-santa-maria', 'Santiago'),
    org(132, 'Clínica Las Condes', 'CLINICA', 'clinica-las-condes', 'Santiago'),
    org(133, 'Red de Salud UC Christus', 'CLINICA', 'uc-christus', 'Santiago'),
    org(134, 'Clínica Dávila', 'CLINICA', 'clinica-davila', 'Santiago'),
  ],
  PE: [
    org(201, 'Rímac EPS', 'EPS', 'rimac-eps', 'Lima'),
    org(202, 'Pacífico EPS', 'EPS', 'pacifico-eps', 'Lima'),
    org(203, 'Mapfre EPS', 'EPS', 'mapfre-eps', 'Lima'),
    org(204, 'Sanitas Perú EPS', 'EPS', 'sanitas-peru-eps', 'Lima'),
    org(210, 'Rímac Seguros', 'ASEG', 'rimac-seguros', 'Lima'),
    org(211, 'Pacífico Seguros', 'ASEG', 'pacifico-seguros', 'Lima'),
    org(212, 'Mapfre Perú', 'ASEG', 'mapfre-peru', 'Lima'),
    org(213, 'La Positiva', 'ASEG', 'la-positiva', 'Lima'),
    org(214, 'Oncosalud', 'ASEG', 'oncosalud', 'Lima'),
    org(230, 'Clínica Ricardo Palma', 'CLINICA', 'clinica-ricardo-palma', 'Lima'),
    org(231, 'Clínica Anglo Americana', 'CLINICA', 'clinica-anglo-americana', 'Lima'),
    org(232, 'Clínica Internacional', 'CLINICA', 'clinica-internacional', 'Lima'),
    org(233, 'Clínica San Felipe', 'CLINICA', 'clinica-san-felipe', 'Lima'),
  ],
  INT: [
    org(301, 'BMI', 'ASEG', 'bmi', 'Miami'),
    org(302, 'VUMI', 'ASEG', 'vumi', 'Miami'),
    org(303, 'Allianz Care', 'ASEG', 'allianz-care', 'Dublín'),
    org(304, 'Bupa Global', 'ASEG', 'bupa-global', 'Londres'),
    org(305, 'Best Doctors Insurance', 'ASEG', 'best-doctors', 'Miami'),
  ],
};

const CL_NET = { alemana: 130, santaMaria: 131, lasCondes: 132, uc: 133, davila: 134 };
const PE_NET = [230, 231, 232, 233];

type Extra = Partial<Omit<CountrySeed, 'code' | 'org' | 'name' | 'base'>>;

const seed =
  (
    country: CountrySeed['country'],
    currency: CurrencyCode,
    category: CategoryKey,
    productType: string,
    kind: string,
  ) =>
  (
    code: string,
    orgId: number,
    name: string,
    tier: Tier,
    base: number,
    features: readonly FeatureKey[],
    score: number,
    network: readonly number[],
    extra: Extra = {},
  ): CountrySeed => ({
    country,
    currency,
    category,
    productType,
    kind,
    code,
    org: orgId,
    name,
    tier,
    base,
    features,
    score,
    network,
    since: '2023-03-01',
    ...extra,
  });

const isapre = seed('CL', 'UF', 'prepagada', 'ISAPRE', 'Isapre');
// Chile's insurers quote health and pet insurance in pesos (Vida Cámara's Full 60 %: about $ 35.326).
const clHealth = (kind: string) => seed('CL', 'CLP', 'poliza', '', kind);
const clCompany = seed('CL', 'UF', 'colectivo', 'SEGURO COLECTIVO', 'Complementario');
const clPet = seed('CL', 'CLP', 'mascotas', 'SEGURO_MASCOTAS', 'Mascotas');
const peEps = seed('PE', 'PEN', 'pac', 'colectivo', 'EPS');
const peHealth = (kind: string) => seed('PE', 'PEN', 'poliza', '', kind);
const intl = seed('INT', 'USD', 'poliza', 'SEGURO INTERNACIONAL', 'Internacional');

const plan = (
  code: number,
  modalidad: 'libre_eleccion' | 'preferente' | 'cerrado',
  topeAnualUf: number | null,
) => ({
  isapre: { code, modalidad, topeAnualUf },
});

/**
 * Chile: isapre plans priced in UF for a man of 25 before GES (about 2 to 6 UF a month in the
 * Superintendencia's public plan search), complementary, dental and catastrophic insurance (Vida Cámara's
 * Full 60 % is about $ 35.326, 0,90 UF), company complementary and pet insurance.
 */
const CHILE: readonly CountrySeed[] = [
  isapre(
    'CL-BAN-01',
    99,
    'Banmédica Preferente Clínica Santa María',
    'intermedio',
    3.1,
    ['habitacion', 'urgencias', 'red'],
    8.1,
    [CL_NET.santaMaria, CL_NET.davila],
    { ...plan(99, 'preferente', 5000), popular: true },
  ),
  isapre(
    'CL-BAN-02',
    99,
    'Banmédica Libre Elección 2000',
    'premium',
    4.6,
    ['habitacion', 'internacional', 'red', 'chequeo'],
    8.6,
    [CL_NET.santaMaria, CL_NET.alemana, CL_NET.lasCondes],
    plan(99, 'libre_eleccion', 6000),
  ),
  isapre(
    'CL-COL-01',
    67,
    'Colmena Golden Preferente Clínica Alemana',
    'premium',
    4.2,
    ['habitacion', 'maternidad', 'red'],
    8.4,
    [CL_NET.alemana],
    plan(67, 'preferente', 6000),
  ),
  isapre(
    'CL-COL-02',
    67,
    'Colmena Plan Cerrado RedSalud',
    'basico',
    2.15,
    ['urgencias', 'telemedicina'],
    7.2,
    [CL_NET.davila],
    plan(67, 'cerrado', 3000),
  ),
  isapre(
    'CL-CON-01',
    107,
    'Consalud Preferente RedSalud',
    'intermedio',
    2.4,
    ['urgencias', 'telemedicina', 'app'],
    7.6,
    [CL_NET.davila, CL_NET.uc],
    { ...plan(107, 'preferente', 4000), offer: 'DISCOUNT' },
  ),
  isapre(
    'CL-CON-02',
    107,
    'Consalud Libre Elección Plus',
    'premium',
    3.75,
    ['habitacion', 'red', 'chequeo'],
    8.0,
    [CL_NET.uc, CL_NET.santaMaria],
    plan(107, 'libre_eleccion', null),
  ),
  isapre(
    'CL-CRU-01',
    78,
    'Cruz Blanca Integral Preferente',
    'intermedio',
    2.85,
    ['urgencias', 'maternidad', 'app'],
    7.8,
    [CL_NET.uc, CL_NET.davila],
    plan(78, 'preferente', 5000),
  ),
  isapre(
    'CL-CRU-02',
    78,
    'Cruz Blanca Cerrado Integramédica',
    'basico',
    1.95,
    ['telemedicina', 'urgencias'],
    7.0,
    [CL_NET.davila],
    plan(78, 'cerrado', 2500),
  ),
  isapre(
    'CL-NMV-01',
    81,
    'Nueva Masvida Óptimo Preferente',
    'intermedio',
    2.55,
    ['urgencias', 'red'],
    7.4,
    [CL_NET.davila, CL_NET.uc],
    plan(81, 'preferente', 4000),
  ),
  isapre(
    'CL-NMV-02',
    81,
    'Nueva Masvida Libre Elección',
    'premium',
    3.9,
    ['habitacion', 'red', 'internacional'],
    7.9,
    [CL_NET.santaMaria, CL_NET.lasCondes],
    plan(81, 'libre_eleccion', 6000),
  ),
  isapre(
    'CL-ESE-01',
    108,
    'Esencial Cerrado UC Christus',
    'basico',
    2.3,
    ['urgencias', 'telemedicina', 'app'],
    7.5,
    [CL_NET.uc],
    plan(108, 'cerrado', 3000),
  ),
  isapre(
    'CL-ESE-02',
    108,
    'Esencial Preferente Nacional',
    'intermedio',
    2.7,
    ['urgencias', 'red', 'maternidad'],
    7.7,
    [CL_NET.uc, CL_NET.davila],
    plan(108, 'preferente', 4500),
  ),
  isapre(
    'CL-VT3-01',
    80,
    'Vida Tres Preferente Clínica Las Condes',
    'premium',
    4.8,
    ['habitacion', 'red', 'chequeo', 'internacional'],
    8.7,
    [CL_NET.lasCondes],
    { ...plan(80, 'preferente', 8000), promoted: true },
  ),
  isapre(
    'CL-VT3-02',
    80,
    'Vida Tres Libre Elección Premium',
    'premium',
    5.6,
    ['habitacion', 'red', 'internacional', 'maternidad'],
    8.9,
    [CL_NET.lasCondes, CL_NET.alemana, CL_NET.santaMaria],
    plan(80, 'libre_eleccion', null),
  ),
  clHealth('Complementario')(
    'CL-VCA-01',
    120,
    'Vida Cámara Full 60 %',
    'intermedio',
    35_326,
    ['red', 'urgencias'],
    8.0,
    [CL_NET.uc, CL_NET.davila],
    { popular: true, online: true },
  ),
  clHealth('Complementario')(
    'CL-BIC-01',
    121,
    'BICE Vida Complementario Salud',
    'intermedio',
    43_130,
    ['red', 'urgencias', 'telemedicina'],
    7.8,
    [CL_NET.santaMaria, CL_NET.alemana],
  ),
  clHealth('Complementario')(
    'CL-MET-01',
    122,
    'MetLife Complementario Plus',
    'premium',
    52_940,
    ['red', 'chequeo', 'internacional'],
    8.2,
    [CL_NET.alemana, CL_NET.lasCondes],
  ),
  clHealth('Dental')(
    'CL-MET-02',
    122,
    'MetLife Dental Familiar',
    'basico',
    17_650,
    ['odontologia'],
    7.6,
    [],
    {
      online: true,
    },
  ),
  clHealth('Dental')('CL-BIC-02', 121, 'BICE Vida Dental', 'basico', 14_900, ['odontologia'], 7.3, []),
  clHealth('Catastrofico')(
    'CL-CSO-01',
    123,
    'Consorcio Catastrófico 2000 UF',
    'intermedio',
    21_570,
    ['habitacion', 'urgencias'],
    7.9,
    [CL_NET.uc, CL_NET.santaMaria],
  ),
  clHealth('Catastrofico')(
    'CL-VCA-02',
    120,
    'Vida Cámara Catastrófico',
    'basico',
    16_470,
    ['urgencias'],
    7.4,
    [CL_NET.davila],
  ),
  clCompany(
    'CL-VCA-03',
    120,
    'Vida Cámara Complementario Empresas',
    'intermedio',
    0.75,
    ['red', 'odontologia'],
    8.1,
    [CL_NET.uc, CL_NET.davila],
    { minsubscribers: 10 },
  ),
  clCompany(
    'CL-BIC-03',
    121,
    'BICE Vida Colectivo Salud',
    'premium',
    0.95,
    ['red', 'odontologia', 'chequeo'],
    8.0,
    [CL_NET.santaMaria],
    { minsubscribers: 10 },
  ),
  clCompany('CL-MET-03', 122, 'MetLife Salud Colectivo Pyme', 'basico', 0.6, ['red'], 7.5, [CL_NET.davila], {
    minsubscribers: 5,
  }),
  clPet(
    'CL-BCI-01',
    124,
    'BCI Seguro Mascotas',
    'intermedio',
    12_550,
    ['urgencias', 'responsabilidad', 'vacunacion'],
    8.0,
    [],
    { online: true, popular: true },
  ),
  clPet(
    'CL-HDI-01',
    125,
    'HDI Mascota Protegida',
    'basico',
    8_630,
    ['urgencias', 'responsabilidad'],
    7.4,
    [],
    { online: true },
  ),
  clPet(
    'CL-MET-04',
    122,
    'MetLife Mascotas Full',
    'premium',
    18_820,
    ['urgencias', 'responsabilidad', 'vacunacion', 'peluqueria'],
    8.3,
    [],
  ),
];

/**
 * Peru, in soles: EPS plans that add to EsSalud (about S/ 120 to S/ 420 a month for a worker), health
 * insurance from Rímac, Pacífico, Mapfre and La Positiva, and Oncosalud's cancer plans.
 */
const PERU: readonly CountrySeed[] = [
  peEps('PE-RIM-EPS-01', 201, 'Rímac EPS Plan Base', 'basico', 129.9, ['urgencias', 'red'], 7.6, [230, 232], {
    eps: { copagoConsulta: 35 },
  }),
  peEps(
    'PE-RIM-EPS-02',
    201,
    'Rímac EPS Plan Plus',
    'premium',
    289.5,
    ['urgencias', 'red', 'maternidad', 'habitacion'],
    8.4,
    PE_NET,
    { eps: { copagoConsulta: 25 }, popular: true },
  ),
  peEps(
    'PE-PAC-EPS-01',
    202,
    'Pacífico EPS Multisalud Base',
    'basico',
    139.0,
    ['urgencias', 'red'],
    7.7,
    [231, 232],
    { eps: { copagoConsulta: 40 } },
  ),
  peEps(
    'PE-PAC-EPS-02',
    202,
    'Pacífico EPS Multisalud Plus',
    'premium',
    319.0,
    ['urgencias', 'red', 'maternidad', 'chequeo'],
    8.5,
    PE_NET,
    { eps: { copagoConsulta: 20 } },
  ),
  peEps(
    'PE-MAP-EPS-01',
    203,
    'Mapfre EPS Plan Médico Familiar',
    'intermedio',
    179.9,
    ['urgencias', 'red', 'telemedicina'],
    7.9,
    [230, 233],
    { eps: { copagoConsulta: 30 } },
  ),
  peEps(
    'PE-MAP-EPS-02',
    203,
    'Mapfre EPS Plan Total',
    'premium',
    349.0,
    ['urgencias', 'red', 'habitacion', 'internacional'],
    8.2,
    PE_NET,
    { eps: { copagoConsulta: 20 } },
  ),
  peEps(
    'PE-SAN-EPS-01',
    204,
    'Sanitas Perú EPS Plan Regular',
    'basico',
    119.0,
    ['urgencias', 'telemedicina'],
    7.3,
    [232],
    { eps: { copagoConsulta: 35 } },
  ),
  peEps(
    'PE-SAN-EPS-02',
    204,
    'Sanitas Perú EPS Plan Premium',
    'premium',
    259.0,
    ['urgencias', 'red', 'maternidad'],
    7.9,
    [231, 232],
    { eps: { copagoConsulta: 25 } },
  ),
  peHealth('Salud')(
    'PE-RIM-01',
    210,
    'Rímac Red Médica',
    'intermedio',
    189.9,
    ['red', 'urgencias', 'telemedicina'],
    8.1,
    [230, 232, 233],
    { popular: true },
  ),
  peHealth('Salud')(
    'PE-RIM-02',
    210,
    'Rímac Salud Preferencial',
    'premium',
    389.0,
    ['red', 'habitacion', 'internacional', 'chequeo'],
    8.6,
    PE_NET,
  ),
  peHealth('Salud')(
    'PE-PAC-01',
    211,
    'Pacífico Multisalud',
    'intermedio',
    245.0,
    ['red', 'urgencias', 'maternidad'],
    8.3,
    [231, 232, 233],
  ),
  peHealth('Salud')(
    'PE-PAC-02',
    211,
    'Pacífico Medicvida Internacional',
    'premium',
    612.0,
    ['red', 'internacional', 'habitacion'],
    8.7,
    PE_NET,
  ),
  peHealth('Salud')(
    'PE-MAP-01',
    212,
    'Mapfre Trébol Salud',
    'basico',
    149.0,
    ['urgencias', 'telemedicina'],
    7.5,
    [230],
  ),
  peHealth('Salud')(
    'PE-MAP-02',
    212,
    'Mapfre Viva Salud',
    'intermedio',
    229.0,
    ['red', 'urgencias', 'chequeo'],
    7.9,
    [230, 232],
    { offer: 'DISCOUNT' },
  ),
  peHealth('Salud')(
    'PE-LAP-01',
    213,
    'La Positiva Salud Esencial',
    'basico',
    119.9,
    ['urgencias', 'telemedicina'],
    7.2,
    [232],
  ),
  peHealth('Salud')(
    'PE-LAP-02',
    213,
    'La Positiva Salud Total',
    'premium',
    329.0,
    ['red', 'habitacion', 'maternidad'],
    8.0,
    [231, 232, 233],
  ),
  peHealth('Oncológico')('PE-ONC-01', 214, 'Oncosalud Oncoplus', 'basico', 49.0, ['chequeo'], 8.2, [233], {
    online: true,
    popular: true,
  }),
  peHealth('Oncológico')(
    'PE-ONC-02',
    214,
    'Oncosalud Oncoplus Integral',
    'intermedio',
    89.0,
    ['chequeo', 'telemedicina'],
    8.4,
    [233],
    { online: true },
  ),
  peHealth('Oncológico')('PE-RIM-03', 210, 'Rímac Plan Oncológico', 'basico', 59.9, ['chequeo'], 7.7, [230]),
  peHealth('Oncológico')(
    'PE-PAC-03',
    211,
    'Pacífico Oncológico Total',
    'intermedio',
    74.0,
    ['chequeo', 'red'],
    7.9,
    [231],
  ),
];

const intlPlan = (
  code: string,
  orgId: number,
  name: string,
  tier: Tier,
  monthly: number,
  deductible: number,
  withUsa: boolean,
  maxBenefit: number | null,
  score: number,
  extra: Extra = {},
) =>
  intl(
    code,
    orgId,
    `${name}, deducible US$ ${deductible.toLocaleString('es-CL')}${withUsa ? '' : ' (sin EE. UU.)'}`,
    tier,
    monthly,
    withUsa ? ['internacional', 'habitacion', 'maternidad'] : ['internacional', 'habitacion'],
    score,
    [],
    { international: { deductible, withUsa, maxBenefit }, ...extra },
  );

/**
 * International health in dollars, a month (the insurers quote yearly premiums; a twelfth shown):
 * BMI Serie 3000 with its deductible options, VUMI Global Flex with or without the USA, Allianz Care's
 * core plans, Bupa Global and Best Doctors.
 */
const INTERNATIONAL: readonly CountrySeed[] = [
  intlPlan('INT-BMI-01', 301, 'BMI Serie 3000', 'premium', 268, 1000, true, null, 8.6, { popular: true }),
  intlPlan('INT-BMI-02', 301, 'BMI Serie 3000', 'premium', 189, 2500, true, null, 8.6),
  intlPlan('INT-BMI-03', 301, 'BMI Serie 3000', 'premium', 132, 5000, true, null, 8.6),
  intlPlan('INT-BMI-04', 301, 'BMI Serie 3000', 'premium', 84, 10000, true, null, 8.6),
  intlPlan('INT-BMI-05', 301, 'BMI Azure', 'intermedio', 121, 2500, false, 2000000, 8.0),
  intlPlan('INT-VUM-01', 302, 'VUMI Global Flex', 'premium', 244, 1000, true, 3000000, 8.4, {
    promoted: true,
  }),
  intlPlan('INT-VUM-02', 302, 'VUMI Global Flex', 'premium', 158, 1000, false, 3000000, 8.4),
  intlPlan('INT-VUM-03', 302, 'VUMI Global Flex', 'intermedio', 117, 5000, true, 3000000, 8.2),
  intlPlan('INT-VUM-04', 302, 'VUMI Global Flex', 'intermedio', 76, 5000, false, 3000000, 8.2),
  intlPlan('INT-VUM-05', 302, 'VUMI Absolute', 'premium', 312, 500, true, 5000000, 8.8),
  intlPlan('INT-ALZ-01', 303, 'Allianz Care Core Plan', 'basico', 98, 1500, false, 1250000, 7.8),
  intlPlan('INT-ALZ-02', 303, 'Allianz Care Comprehensive', 'intermedio', 214, 1500, true, 2500000, 8.3),
  intlPlan('INT-ALZ-03', 303, 'Allianz Care Comprehensive', 'intermedio', 149, 1500, false, 2500000, 8.3),
  intlPlan('INT-ALZ-04', 303, 'Allianz Care Prestige', 'premium', 356, 0, true, 3000000, 8.7),
  intlPlan('INT-BUP-01', 304, 'Bupa Global Premier', 'premium', 398, 0, true, 5000000, 8.9),
  intlPlan('INT-BUP-02', 304, 'Bupa Worldwide Advantage', 'intermedio', 176, 2000, false, 2000000, 8.1),
  intlPlan('INT-BUP-03', 304, 'Bupa Worldwide Advantage', 'intermedio', 238, 2000, true, 2000000, 8.1),
  intlPlan('INT-BDR-01', 305, 'Best Doctors Medical Elite', 'premium', 229, 1000, true, 4000000, 8.2),
  intlPlan('INT-BDR-02', 305, 'Best Doctors Medical Elite', 'premium', 141, 5000, true, 4000000, 8.2),
  intlPlan('INT-BDR-03', 305, 'Best Doctors Premier Plus', 'intermedio', 104, 5000, false, 2000000, 7.9),
  intlPlan('INT-BDR-04', 305, 'Best Doctors Premier Plus', 'intermedio', 69, 10000, false, 2000000, 7.9),
];

const COUNTRY_SEEDS: Readonly<Record<CountrySeed['country'], readonly CountrySeed[]>> = {
  CL: CHILE,
  PE: PERU,
  INT: INTERNATIONAL,
};

const MODALIDAD: Readonly<Record<'libre_eleccion' | 'preferente' | 'cerrado', string>> = {
  libre_eleccion: 'Libre elección',
  preferente: 'Preferente',
  cerrado: 'Cerrado',
};

const UNIT_NAMES: Readonly<Partial<Record<CurrencyCode, string>>> = {
  UF: 'Unidad de Fomento',
  CLP: 'Pesos chilenos',
  PEN: 'Soles',
  USD: 'Dólares estadounidenses',
};

const INSURANCE_TYPES: Readonly<Record<string, InsuranceType>> = {
  Isapre: {
    id: 21,
    name: 'ISAPRE',
    displayName: 'Plan de Isapre',
    description: 'Plan de salud de una isapre, fiscalizado por la Superintendencia de Salud.',
  },
  Complementario: {
    id: 22,
    name: 'SEGURO_COMPLEMENTARIO_GENERAL',
    displayName: 'Seguro Complementario',
    description: 'Reembolsa lo que la isapre o Fonasa no cubre; fiscalizado por la CMF.',
  },
  Dental: {
    id: 23,
    name: 'SEGURO_DENTAL_GENERAL',
    displayName: 'Seguro Dental',
    description: 'Atención dental con reembolso; fiscalizado por la CMF.',
  },
  Catastrofico: {
    id: 24,
    name: 'SEGURO_INTEGRAL_GENERAL',
    displayName: 'Seguro Catastrófico',
    description: 'Cubre enfermedades graves sobre un deducible; fiscalizado por la CMF.',
  },
  Mascotas: {
    id: 25,
    name: 'SEGURO_MASCOTAS',
    displayName: 'Seguro de Mascotas',
    description: 'Gastos veterinarios y responsabilidad civil.',
  },
  EPS: {
    id: 31,
    name: 'SEGURO_COMPLEMENTARIO_GENERAL',
    displayName: 'Plan EPS',
    description: 'Plan de salud de una EPS que complementa EsSalud; supervisado por SuSalud.',
  },
  Salud: {
    id: 32,
    name: 'SEGURO_INTEGRAL_GENERAL',
    displayName: 'Seguro de Salud',
    description: 'Seguro de salud privado; supervisado por la SBS.',
  },
  Oncológico: {
    id: 33,
    name: 'SEGURO_INTEGRAL_GENERAL',
    displayName: 'Plan Oncológico',
    description: 'Cobertura oncológica; supervisada por SuSalud.',
  },
  Internacional: {
    id: 41,
    name: 'SEGURO INTERNACIONAL',
    displayName: 'Seguro de Salud Internacional',
    description: 'Cobertura médica mundial para residentes en América Latina.',
  },
};

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** An amount to its currency's decimals: whole pesos, cents for the rest. */
const roundIn = (currency: CurrencyCode, value: number): number =>
  currency === 'CLP' || currency === 'COP' ? Math.round(value) : round2(value);

/** Colombian pesos to each currency, for the shared coverage tables (sample rates: 1 UF about COP 170.000). */
const FROM_COP: Readonly<Partial<Record<CurrencyCode, number>>> = {
  UF: 1 / 170_000,
  CLP: 1 / 4.4,
  PEN: 1 / 1_100,
  USD: 1 / 4_000,
};

/** A Colombian plan's copay table in the site's money, at the coverage tables' sample rates. */
function localizedCopays(table: CopayTable, currency: CurrencyCode): CopayTable {
  const factor = FROM_COP[currency] ?? 1;
  const { source: _colombianSource, yearlyCap, ...rest } = table;
  return {
    ...rest,
    currency,
    entries: table.entries.map((entry) =>
      'amount' in entry ? { ...entry, amount: roundIn(currency, entry.amount * factor) } : entry,
    ),
    ...(yearlyCap === undefined ? {} : { yearlyCap: roundIn(currency, yearlyCap * factor) }),
  };
}

/** The coverage tables in the site's money, and Chile's 'cama' for the bed (§9 wording). */
function localized(value: unknown, currency: CurrencyCode, chile: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => localized(item, currency, chile));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const unit = (value as { unit?: { code?: string } }).unit;
  const factor = FROM_COP[currency] ?? 1;
  if (unit?.code === 'COP')
    return Object.fromEntries(
      entries.map(([key, item]) =>
        key === 'unit'
          ? [key, { name: UNIT_NAMES[currency] ?? currency, code: currency, currencyCode: currency }]
          : (key === 'minAmount' || key === 'maxAmount') && typeof item === 'number'
            ? [key, roundIn(currency, item * factor)]
            : [key, item],
      ),
    );
  if (chile && unit?.code === 'CUARTO') return { ...value, unit: { name: 'Cama', code: 'CAMA' } };
  return Object.fromEntries(entries.map(([key, item]) => [key, localized(item, currency, chile)]));
}

function describe(seed: CountrySeed, organization: string): string {
  if (seed.isapre) {
    const tope =
      seed.isapre.topeAnualUf === null
        ? 'sin tope anual'
        : `tope anual UF ${seed.isapre.topeAnualUf.toLocaleString('es-CL')}`;
    const ges = ISAPRE_GES_PRICES_UF[seed.isapre.code];
    return `${seed.name}: plan de ${organization}, modalidad ${MODALIDAD[seed.isapre.modalidad].toLowerCase()}, ${tope}. Precio GES UF ${String(ges ?? 0).replace('.', ',')} por beneficiario.`;
  }
  if (seed.international) {
    const area = seed.international.withUsa
      ? 'cobertura mundial con Estados Unidos'
      : 'cobertura mundial sin Estados Unidos';
    const max =
      seed.international.maxBenefit === null
        ? 'beneficio máximo anual ilimitado'
        : `beneficio máximo anual US$ ${seed.international.maxBenefit.toLocaleString('es-CL')}`;
    return `${seed.name}: ${area}, deducible anual US$ ${seed.international.deductible.toLocaleString('es-CL')}, ${max}.`;
  }
  if (seed.eps)
    return `${seed.name}: plan EPS de ${organization} que complementa EsSalud; copago por consulta S/ ${seed.eps.copagoConsulta}.`;
  return `${seed.name}: ${INSURANCE_TYPES[seed.kind]?.displayName.toLowerCase() ?? 'seguro'} de ${organization}.`;
}

/** A seed of another site dressed as the product of §3, in its currency and product type. */
function toCountryProduct(seed: CountrySeed, id: number, today: string): InsuranceProduct {
  const organizations = COUNTRY_ORGANIZATIONS[seed.country];
  const organization = organizations.find((o) => o.id === seed.org);
  if (!organization) throw new Error(`sample catalogue: no organization ${seed.org} in ${seed.country}`);
  // Dressed from a Colombian product without its network: the clinics are this site's own.
  const colombian = toProduct({ ...seed, org: 1, network: [] }, id, today);
  const unit = {
    name: UNIT_NAMES[seed.currency] ?? seed.currency,
    code: seed.currency,
    currencyCode: seed.currency,
  };
  const type = INSURANCE_TYPES[seed.kind] ?? colombian.insuranceType;
  const metadata = colombian.insuranceMetadata?.metadata ?? {};
  const benefit = seed.international
    ? seed.international.maxBenefit === null
      ? undefined
      : { amount: seed.international.maxBenefit, currency_code: 'USD' }
    : seed.isapre && seed.isapre.topeAnualUf !== null
      ? { amount: seed.isapre.topeAnualUf, currency_code: 'UF' }
      : undefined;
  const { annual_benefit_maximum: _colombianBenefit, ...rest } = metadata;
  return {
    ...colombian,
    description: describe(seed, organization.displayName),
    productType: seed.productType,
    price: {
      minPrice: seed.base,
      maxPrice: roundIn(seed.currency, seed.base * 1.05),
      unit,
      paymentMode: 'mensual',
      note: SAMPLE_PRICE_NOTE,
    },
    priceRange: {
      from: roundIn(seed.currency, seed.base * 0.90477),
      to: roundIn(seed.currency, seed.base * 1.05),
      unit: { code: seed.currency },
    },
    organization,
    coverageOrganizations: seed.network.flatMap((clinic) => {
      const found = organizations.find((o) => o.id === clinic);
      return found ? [{ id: found.id, displayName: found.displayName }] : [];
    }),
    insuranceType: type,
    ...(colombian.paymentInfo
      ? {
          paymentInfo: {
            ...colombian.paymentInfo,
            paymentMethods: otherSiteMethods(colombian.paymentInfo.paymentMethods ?? []),
          },
        }
      : {}),
    ...(colombian.copays ? { copays: localizedCopays(colombian.copays, seed.currency) } : {}),
    ...(colombian.coverages
      ? {
          coverages: localized(
            colombian.coverages,
            seed.currency,
            seed.country === 'CL',
          ) as typeof colombian.coverages,
        }
      : {}),
    // Only percent discounts are offered on these sites' samples: they read the same in any money.
    offers: (colombian.offers ?? []).filter((offer) => offer.discount?.unitCode === 'percent'),
    insuranceMetadata: {
      metadata: {
        ...rest,
        logo: organization.metadata?.image,
        categoryType: seed.kind,
        ...(seed.isapre ? { modality: MODALIDAD[seed.isapre.modalidad] } : {}),
        ...(benefit ? { annual_benefit_maximum: benefit } : {}),
        price_detail: [
          { label: 'Desde', age_range: seed.category === 'mascotas' ? '0 a 10 años' : '18 a 29 años' },
          {
            label: 'Precio de muestra',
            age_range: seed.isapre
              ? 'varía con la edad, el sexo y las cargas; GES aparte'
              : 'varía con la edad y el sexo',
          },
        ],
        seoTitle: `${seed.name} | Compara precios y coberturas`,
        seoDescription: `Precio de muestra, coberturas y red de ${seed.name}.`,
      },
    },
  };
}

const FIRST_ID: Readonly<Record<CountrySeed['country'], number>> = { CL: 2001, PE: 3001, INT: 4001 };

/** A site's catalogue; ids start at 2001 (Chile), 3001 (Peru) and 4001 (international). */
export function buildCountryCatalogue(
  country: CountrySeed['country'],
  today: string,
): readonly CountryEntry[] {
  return COUNTRY_SEEDS[country].map((countrySeed, index) => ({
    seed: countrySeed,
    product: toCountryProduct(countrySeed, FIRST_ID[country] + index, today),
  }));
}

/** Whether a catalogue entry is another site's plan (its seed says its country and currency). */
export function isCountryEntry(entry: CatalogueEntry): entry is CountryEntry {
  return 'country' in entry.seed;
}
