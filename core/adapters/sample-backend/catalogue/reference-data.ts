import type { Comparator, Country, CountryState, Uf, WorkSector } from '../../../domain/api';

/** Countries of the shared layer (§3). */
export const COUNTRIES: Country[] = [
  { id: 1, name: 'Chile', code: 'CL', dialingCode: '+56', lang: 'es-CL' },
  { id: 2, name: 'Perú', code: 'PE', dialingCode: '+51', lang: 'es-PE' },
  { id: 3, name: 'Colombia', code: 'CO', dialingCode: '+57', lang: 'es-CO' },
  { id: 4, name: 'Internacional', code: 'INT', dialingCode: null, lang: 'es-CL' },
];

/** Colombian departments with their DANE codes. */
export const REGIONS: CountryState[] = [
  ['11', 'Bogotá D.C.', 'BOG'],
  ['05', 'Antioquia', 'ANT'],
  ['76', 'Valle del Cauca', 'VAC'],
  ['08', 'Atlántico', 'ATL'],
  ['68', 'Santander', 'SAN'],
  ['25', 'Cundinamarca', 'CUN'],
  ['13', 'Bolívar', 'BOL'],
  ['66', 'Risaralda', 'RIS'],
  ['17', 'Caldas', 'CAL'],
  ['54', 'Norte de Santander', 'NSA'],
].map(([stateCode, stateName, abbreviation], index) => ({
  stateCode: stateCode ?? '',
  stateName: stateName ?? '',
  abbreviation: abbreviation ?? '',
  orderPosition: index + 1,
}));

export const WORK_SECTORS: WorkSector[] = [
  'Comercio',
  'Construcción',
  'Educación',
  'Financiero',
  'Manufactura',
  'Salud',
  'Servicios profesionales',
  'Tecnología',
  'Transporte y logística',
].map((name, index) => ({ id: index + 1, name }));

/** The UF is Chilean; the sample answers the §9 default value. */
export const UF: Uf = { value: 39214.8, date: '2026-11-21' };

export const COMPARATORS: Comparator[] = [
  { id: 1, name: 'Pólizas de Salud', url: '/Comparar/Polizas-de-Salud', productType: '' },
  {
    id: 2,
    name: 'Medicina Prepagada',
    url: '/Comparar/Medicina-Prepagada',
    productType: 'Medicina Prepagada',
  },
  { id: 3, name: 'Planes Complementarios EPS', url: '/Comparar/EPS', productType: 'colectivo' },
  { id: 4, name: 'Empresas', url: '/Comparar/Empresas', productType: 'SEGURO COLECTIVO' },
  { id: 5, name: 'Mascotas', url: '/Comparar/Mascotas', productType: 'PET_INSURANCE_CO' },
];
