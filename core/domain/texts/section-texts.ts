import { COMPARE_SECTIONS, type CompareSection } from '../routing/route-table';
import type { SiteCountryCode } from '../site/country';

/**
 * Peru's EPS are not Colombia's complementary plans: the Entidades Prestadoras de Salud sell the regular
 * health cover an employer contracts for its workers, complementing EsSalud. /Comparar/EPS is one path
 * on both sites; in Peru it has these words.
 */
const PERU_EPS = {
  title: 'Planes EPS',
  lead: 'Planes de las Entidades Prestadoras de Salud (EPS): la cobertura de salud regular que contrata tu empleador y que complementa EsSalud. Compara su red de clínicas, deducibles y precio en soles.',
} as const;

/**
 * The comparators' names, titles and leads, on every page (the home's cards, the page's head): texts no
 * rule computes (the rules' texts sit beside their rules). en and pt: i18n/{lang}.json.
 */
export const SECTION_VIEW_TEXTS = {
  sections: {
    EPS: COMPARE_SECTIONS.EPS.title,
    'Polizas-de-Salud': COMPARE_SECTIONS['Polizas-de-Salud'].title,
    'Medicina-Prepagada': COMPARE_SECTIONS['Medicina-Prepagada'].title,
    Empresas: COMPARE_SECTIONS.Empresas.title,
    Mascotas: COMPARE_SECTIONS.Mascotas.title,
    Isapres: COMPARE_SECTIONS['Isapres'].title,
    'Seguros-de-Salud': COMPARE_SECTIONS['Seguros-de-Salud'].title,
    'Seguro-Complementario-Empresa': COMPARE_SECTIONS['Seguro-Complementario-Empresa'].title,
    'Seguros-Mascotas': COMPARE_SECTIONS['Seguros-Mascotas'].title,
    'Seguros-Internacionales': COMPARE_SECTIONS['Seguros-Internacionales'].title,
    EPSPE: PERU_EPS.title,
  },
  compareHead: {
    EPS: `Comparar ${COMPARE_SECTIONS.EPS.title}`,
    'Polizas-de-Salud': `Comparar ${COMPARE_SECTIONS['Polizas-de-Salud'].title}`,
    'Medicina-Prepagada': `Comparar ${COMPARE_SECTIONS['Medicina-Prepagada'].title}`,
    Empresas: `Comparar ${COMPARE_SECTIONS.Empresas.title}`,
    Mascotas: `Comparar ${COMPARE_SECTIONS.Mascotas.title}`,
    Isapres: `Comparar ${COMPARE_SECTIONS['Isapres'].title}`,
    'Seguros-de-Salud': `Comparar ${COMPARE_SECTIONS['Seguros-de-Salud'].title}`,
    'Seguro-Complementario-Empresa': `Comparar ${COMPARE_SECTIONS['Seguro-Complementario-Empresa'].title}`,
    'Seguros-Mascotas': `Comparar ${COMPARE_SECTIONS['Seguros-Mascotas'].title}`,
    'Seguros-Internacionales': `Comparar ${COMPARE_SECTIONS['Seguros-Internacionales'].title}`,
    EPSPE: 'Comparar planes EPS',
    default: 'Comparador de seguros de salud',
  },
} as const;

/** The comparators' leads, the description in each comparator's head. */
export const COMPARE_LEADS = {
  'Polizas-de-SaludLead':
    'Pólizas de salud de las principales aseguradoras, con su red de clínicas y copagos.',
  'Medicina-PrepagadaLead': 'Planes de medicina prepagada: precio para tu perfil, coberturas y beneficios.',
  EPSLead: 'Planes complementarios de tu EPS: más especialistas, habitación individual y menos filas.',
  EmpresasLead: 'Seguros colectivos de salud para tus empleados, con el aporte de la empresa a tu medida.',
  MascotasLead: 'Seguros para perros y gatos: consultas, urgencias y responsabilidad civil.',
  IsapresLead:
    'Planes de las isapres abiertas en UF: precio para tu edad, sexo y cargas, GES incluido, modalidad y tope anual.',
  'Seguros-de-SaludLead':
    'Seguros complementarios, dentales y catastróficos: reembolsos, deducible y tope para tu perfil.',
  'Seguro-Complementario-EmpresaLead':
    'Seguro complementario de salud para los trabajadores de tu empresa y sus cargas.',
  'Seguros-MascotasLead': 'Seguros para perros y gatos: consultas, urgencias y responsabilidad civil.',
  EPSPELead: PERU_EPS.lead,
  'Seguros-InternacionalesLead':
    'Planes de salud internacional en dólares: deducible, área de cobertura con o sin EE. UU. y beneficio máximo anual.',
} as const;

/** The words of a comparator on a site: its name, its head's title, its lead and its Spanish name. */
interface SectionWords {
  readonly name: `sections.${CompareSection | 'EPSPE'}`;
  readonly head: `compareHead.${CompareSection | 'EPSPE'}`;
  readonly lead: `comparePage.${CompareSection | 'EPSPE'}Lead`;
  readonly title: string;
}

/** A comparator's words on a site: Peru's EPS have their own; every other section one set of words. */
export function sectionWords(country: SiteCountryCode, section: CompareSection): SectionWords {
  const id = country === 'PE' && section === 'EPS' ? 'EPSPE' : section;
  return {
    name: `sections.${id}`,
    head: `compareHead.${id}`,
    lead: `comparePage.${id}Lead`,
    title: id === 'EPSPE' ? PERU_EPS.title : COMPARE_SECTIONS[section].title,
  };
}
