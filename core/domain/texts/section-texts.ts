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
  },
  compareHead: {
    EPS: `Comparar ${COMPARE_SECTIONS.EPS.title}`,
    'Polizas-de-Salud': `Comparar ${COMPARE_SECTIONS['Polizas-de-Salud'].title}`,
    'Medicina-Prepagada': `Comparar ${COMPARE_SECTIONS['Medicina-Prepagada'].title}`,
    Empresas: `Comparar ${COMPARE_SECTIONS.Empresas.title}`,
    Mascotas: `Comparar ${COMPARE_SECTIONS.Mascotas.title}`,
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
} as const;
