import type { Language } from '../events/domain-event';
import type { CompareSection } from './route-table';

type Translated = Exclude<Language, 'es'>;

/**
 * The path segments each language translates (§8 routes.*): a page's first segment, and the section
 * after /Comparar. The insurer and plan paths (/EPS, /Seguros, /Medicina-Prepagada and what follows)
 * and the blog, purchase and English-named pages keep their segments: they carry catalogue urls that the
 * plan resolution reads as they are. A Spanish segment under /en or /pt still resolves.
 */
export const PAGE_SEGMENTS = {
  Comparar: { en: 'Compare', pt: 'Comparar' },
  contacto: { en: 'contact', pt: 'contato' },
  Registro: { en: 'Sign-Up', pt: 'Cadastro' },
  'Partners-y-Alianzas': { en: 'Partners-and-Alliances', pt: 'Parceiros-e-Aliancas' },
  'Referidos-QueSeguro': { en: 'QueSeguro-Referrals', pt: 'Indicacoes-QueSeguro' },
  'portal-clientes': { en: 'customer-portal', pt: 'portal-do-cliente' },
  'Que-es-QueSeguro': { en: 'What-is-QueSeguro', pt: 'O-que-e-QueSeguro' },
  'Clinicas-y-Hospitales': { en: 'Clinics-and-Hospitals', pt: 'Clinicas-e-Hospitais' },
  'not-found': { en: 'not-found', pt: 'nao-encontrada' },
} as const satisfies Record<string, Record<Translated, string>>;

export const SECTION_SEGMENTS = {
  EPS: { en: 'EPS', pt: 'EPS' },
  'Polizas-de-Salud': { en: 'Health-Policies', pt: 'Apolices-de-Saude' },
  'Medicina-Prepagada': { en: 'Prepaid-Medicine', pt: 'Medicina-Pre-Paga' },
  Empresas: { en: 'Companies', pt: 'Empresas' },
  Mascotas: { en: 'Pets', pt: 'Pets' },
  Isapres: { en: 'Isapres', pt: 'Isapres' },
  'Seguros-de-Salud': { en: 'Health-Insurance', pt: 'Seguros-de-Saude' },
  'Seguro-Complementario-Empresa': {
    en: 'Company-Complementary-Insurance',
    pt: 'Seguro-Complementar-Empresa',
  },
  'Seguros-Mascotas': { en: 'Pet-Insurance', pt: 'Seguros-Pets' },
  'Seguros-Internacionales': { en: 'International-Health-Insurance', pt: 'Seguros-Internacionais' },
} as const satisfies Record<CompareSection, Record<Translated, string>>;

type SegmentTable = Readonly<Record<string, Readonly<Record<Translated, string>>>>;

const translate = (table: SegmentTable, lang: Translated, segment: string | undefined) =>
  segment !== undefined && Object.hasOwn(table, segment) ? (table[segment]?.[lang] ?? segment) : segment;

const untranslate = (table: SegmentTable, lang: Translated, segment: string | undefined) =>
  segment === undefined
    ? segment
    : (Object.keys(table).find((canonical) => table[canonical]?.[lang] === segment) ?? segment);

function mapSegments(
  path: string,
  map: (table: SegmentTable, segment: string | undefined) => string | undefined,
): string {
  const [empty, first, second, ...rest] = path.split('/');
  const page = map(PAGE_SEGMENTS, first);
  const section =
    page !== undefined && (first === 'Comparar' || page === 'Comparar')
      ? map(SECTION_SEGMENTS, second)
      : second;
  return [empty, page, section, ...rest].filter((part) => part !== undefined).join('/');
}

/** A Spanish (canonical) path, without prefix, query or fragment, in a language's segments. */
export function translatePath(lang: Language, path: string): string {
  if (lang === 'es') return path;
  return mapSegments(path, (table, segment) => translate(table, lang, segment));
}

/** A language's path (without its prefix) back to the canonical Spanish segments the route table knows. */
export function canonicalPath(lang: Language, path: string): string {
  if (lang === 'es') return path;
  return mapSegments(path, (table, segment) => untranslate(table, lang, segment));
}

/** The routes.* texts of i18n/{lang}.json: each canonical segment in the language. */
export function routeTexts(lang: Language): Readonly<Record<string, string>> {
  const tables: SegmentTable[] = [PAGE_SEGMENTS, SECTION_SEGMENTS];
  return Object.fromEntries(
    tables.flatMap((table) =>
      Object.entries(table).map(([canonical, names]) => [canonical, lang === 'es' ? canonical : names[lang]]),
    ),
  );
}
