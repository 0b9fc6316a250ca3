import { COMPARE_SECTIONS } from '../routing/route-table';

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
  'Seguros-InternacionalesLead':
    'Planes de salud internacional en dólares: deducible, área de cobertura con o sin EE. UU. y beneficio máximo anual.',
} as const;
