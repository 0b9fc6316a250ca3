import type { CurrencyCode } from '../api/common';
import type { SiteCountryCode } from './country';

/** A regulator a site names in its footer and legal texts. */
interface Regulator {
  readonly name: string;
  /** Its usual short name, as a wordmark shows it. */
  readonly short: string;
  readonly supervises: string;
  readonly url: string;
}

/** A profile field a site asks for besides age and sex (§3 stored profile; public-site §3). */
type CountryProfileField =
  | 'ingreso'
  | 'region'
  | 'sistemaprevisional'
  | 'nacionalidad'
  | 'paisCobertura'
  | 'maternidad'
  | 'eps_actual';

/** What differs between the four sites besides their routes: brand, money, regulators, contact, CDN. */
export interface CountrySite {
  readonly code: SiteCountryCode;
  /** The brand the header writes in two halves. */
  readonly brand: readonly [string, string];
  /** The currency the catalogue's prices are quoted in: UF in Chile (shown with CLP), PEN, COP, USD. */
  readonly priceCurrency: CurrencyCode;
  /** A second currency shown beside the price: Chile's pesos for UF prices. */
  readonly equivalentCurrency: CurrencyCode | null;
  readonly regulators: readonly Regulator[];
  /** What the site is, under its brand in the footer. */
  readonly about: string;
  /** The legal line of the footer. */
  readonly legalNotice: string;
  /** The content CDN (§2: Colombia's, Peru's, and Chile's as the default, which the international site uses). */
  readonly cdnBase: string;
  /** The profile fields the site asks for, in the order its form shows them. */
  readonly profileFields: readonly CountryProfileField[];
  /** The e-mail the site's panels give when something fails (its contact data's e-mail). */
  readonly contactEmail: string;
}

const SUPERSALUD_CL: Regulator = {
  name: 'Superintendencia de Salud',
  short: 'Superintendencia de Salud',
  supervises: 'isapres',
  url: 'https://www.superdesalud.gob.cl',
};
const CMF: Regulator = {
  name: 'Comisión para el Mercado Financiero (CMF)',
  short: 'CMF',
  supervises: 'compañías de seguros y corredores',
  url: 'https://www.cmfchile.cl',
};
const SUSALUD: Regulator = {
  name: 'Superintendencia Nacional de Salud (SuSalud)',
  short: 'SuSalud',
  supervises: 'EPS e IPRESS',
  url: 'https://www.gob.pe/susalud',
};
const SBS: Regulator = {
  name: 'Superintendencia de Banca, Seguros y AFP (SBS)',
  short: 'SBS',
  supervises: 'compañías de seguros',
  url: 'https://www.sbs.gob.pe',
};
const SFC: Regulator = {
  name: 'Superintendencia Financiera de Colombia',
  short: 'SFC',
  supervises: 'pólizas de salud',
  url: 'https://www.superfinanciera.gov.co',
};
const SUPERSALUD_CO: Regulator = {
  name: 'Superintendencia Nacional de Salud',
  short: 'Supersalud',
  supervises: 'medicina prepagada, EPS y planes complementarios',
  url: 'https://www.supersalud.gov.co',
};

export const COUNTRY_SITES: Readonly<Record<SiteCountryCode, CountrySite>> = {
  CO: {
    code: 'CO',
    brand: ['Que', 'Seguro'],
    priceCurrency: 'COP',
    equivalentCurrency: null,
    regulators: [SFC, SUPERSALUD_CO],
    about: 'Comparador independiente de seguros y planes de salud en Colombia.',
    legalNotice:
      'Las pólizas de salud están vigiladas por la Superintendencia Financiera de Colombia; la medicina prepagada, las EPS y sus planes complementarios, por la Superintendencia Nacional de Salud.',
    cdnBase: 'https://cdn.queseguro.co',
    profileFields: ['maternidad', 'eps_actual'],
    contactEmail: 'contacto@queseguro.co',
  },
  CL: {
    code: 'CL',
    brand: ['Que', 'Plan'],
    priceCurrency: 'UF',
    equivalentCurrency: 'CLP',
    regulators: [SUPERSALUD_CL, CMF],
    about: 'Comparador independiente de planes de isapres y seguros de salud en Chile.',
    legalNotice:
      'Las isapres están fiscalizadas por la Superintendencia de Salud; las compañías de seguros y los corredores, por la Comisión para el Mercado Financiero (CMF). Precios de muestra en UF, convertidos a pesos con el valor diario de la UF.',
    cdnBase: 'https://cdn.queplan.cl',
    profileFields: ['ingreso', 'region'],
    contactEmail: 'contacto@queplan.cl',
  },
  PE: {
    code: 'PE',
    brand: ['Que', 'Plan'],
    priceCurrency: 'PEN',
    equivalentCurrency: null,
    regulators: [SUSALUD, SBS],
    about: 'Comparador independiente de planes EPS y seguros de salud en el Perú.',
    legalNotice:
      'Las EPS están supervisadas por la Superintendencia Nacional de Salud (SuSalud); las compañías de seguros, por la Superintendencia de Banca, Seguros y AFP (SBS). Precios de muestra en soles.',
    cdnBase: 'https://cdn.queplan.pe',
    profileFields: ['sistemaprevisional'],
    contactEmail: 'contacto@queplan.pe',
  },
  INT: {
    code: 'INT',
    brand: ['Que', 'Plan Internacional'],
    priceCurrency: 'USD',
    equivalentCurrency: null,
    regulators: [],
    about: 'Comparador independiente de seguros de salud internacional para residentes en América Latina.',
    legalNotice:
      'Seguros de salud internacional emitidos por aseguradoras autorizadas en su país de origen. Precios de muestra en dólares estadounidenses, anuales divididos en 12 cuotas.',
    cdnBase: 'https://cdn.queplan.cl',
    profileFields: ['nacionalidad', 'paisCobertura'],
    contactEmail: 'contacto@internationalhealth.queplan.com',
  },
};

export function countrySite(code: SiteCountryCode): CountrySite {
  return COUNTRY_SITES[code];
}

/** Peru's pension systems (sistema previsional), the field its EPS and SCTR quotes ask for. */
export const PERU_PENSION_SYSTEMS = [
  'ONP',
  'AFP Integra',
  'AFP Prima',
  'AFP Profuturo',
  'AFP Habitat',
] as const;

/** The site's brand in one word (QueSeguro in Colombia, QuePlan elsewhere), for titles and texts. */
export function siteBrandName(country: SiteCountryCode): string {
  return COUNTRY_SITES[country].brand.join('');
}

/**
 * What any text of a site may say by name, whatever screen shows it: {{brand}} is the site's brand
 * (QueSeguro in Colombia, QuePlan in Chile and Peru, QuePlan Internacional) and {{siteEmail}} its
 * contact e-mail, so no text names another site's brand or address.
 */
export function siteTextParams(country: SiteCountryCode): {
  readonly brand: string;
  readonly siteEmail: string;
} {
  return { brand: siteBrandName(country), siteEmail: COUNTRY_SITES[country].contactEmail };
}
