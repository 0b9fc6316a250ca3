import type { Organization } from '../../../domain/api';
import { hasSampleLogo, sampleLogoPath } from './organization-logos';

/**
 * Each company's website, and for an insurer its Defensor del Consumidor Financiero (Ley 1328 de 2009),
 * where a policyholder complains (the plan page's complaint routes). Aseguradora Solidaria's defensor is
 * as it publishes it; the others name the insurer's defensoría and its consumer-service page (sample).
 */
const CONTACTS: Readonly<
  Record<string, { website: string; defensor?: { name: string; url?: string; email?: string } }>
> = {
  'seguros-sura': {
    website: 'https://www.segurossura.com.co',
    defensor: {
      name: 'Defensoría del Consumidor Financiero de Seguros SURA',
      url: 'https://www.segurossura.com.co/paginas/atencion-al-consumidor-financiero.aspx',
    },
  },
  allianz: {
    website: 'https://www.allianz.co',
    defensor: {
      name: 'Defensoría del Consumidor Financiero de Allianz Seguros',
      url: 'https://www.allianz.co',
    },
  },
  'seguros-bolivar': {
    website: 'https://www.segurosbolivar.com',
    defensor: {
      name: 'Defensoría del Consumidor Financiero de Seguros Bolívar',
      url: 'https://www.segurosbolivar.com',
    },
  },
  'axa-colpatria': {
    website: 'https://www.axacolpatria.co',
    defensor: {
      name: 'Defensoría del Consumidor Financiero de AXA Colpatria Seguros',
      url: 'https://www.axacolpatria.co',
    },
  },
  mapfre: {
    website: 'https://www.mapfre.com.co',
    defensor: {
      name: 'Defensoría del Consumidor Financiero de Mapfre Seguros',
      url: 'https://www.mapfre.com.co',
    },
  },
  'aseguradora-solidaria': {
    website: 'https://www.aseguradorasolidaria.com.co',
    defensor: {
      name: 'Manuel Guillermo Rueda Serrano, Defensor del Consumidor Financiero de Aseguradora Solidaria',
      url: 'https://aseguradorasolidaria.com.co/servicios/defensoria-del-consumidor-financiero.aspx',
      email: 'defensoriasolidaria@gmail.com',
    },
  },
  'seguros-exito': {
    website: 'https://www.segurosexito.com',
    defensor: {
      name: 'Defensoría del Consumidor Financiero de Seguros SURA (aseguradora de Seguros Éxito)',
      url: 'https://www.segurossura.com.co/paginas/atencion-al-consumidor-financiero.aspx',
    },
  },
  'seguros-falabella': {
    website: 'https://www.segurosfalabella.com.co',
    defensor: {
      name: 'Defensoría del Consumidor Financiero de la aseguradora de Seguros Falabella',
      url: 'https://www.segurosfalabella.com.co',
    },
  },
  colsanitas: { website: 'https://www.colsanitas.com' },
  medisanitas: { website: 'https://www.colsanitas.com' },
  colmedica: { website: 'https://www.colmedica.com' },
  'coomeva-medicina-prepagada': { website: 'https://www.coomeva.com.co' },
  'axa-colpatria-medicina-prepagada': { website: 'https://www.axacolpatria.co' },
  medplus: { website: 'https://www.medplus.com.co' },
  compensar: { website: 'https://www.compensar.com' },
  famisanar: { website: 'https://www.famisanar.com.co' },
  'eps-sanitas': { website: 'https://www.epssanitas.com' },
  'eps-sura': { website: 'https://www.epssura.com' },
  'salud-total': { website: 'https://www.saludtotal.com.co' },
  'nueva-eps': { website: 'https://www.nuevaeps.com.co' },
};

const org = (
  id: number,
  displayName: string,
  typeAlias: string,
  url: string,
  city = 'Bogotá',
): Organization => ({
  id,
  displayName,
  name: displayName,
  code: url.toUpperCase().replace(/-/g, '_'),
  typeAlias,
  // No trademark files ship with the sample catalogue: insurers get a sample-art wordmark tile, clinics
  // none (cards and pages then show the monogram).
  metadata: {
    url,
    city,
    ...(hasSampleLogo(url) ? { image: sampleLogoPath(url) } : {}),
    ...(CONTACTS[url] ?? {}),
  },
});

/** Real Colombian organizations (../shared/market-facts.md); ids are the sample backend's own. */
export const ORGANIZATIONS: readonly Organization[] = [
  org(1, 'EPS Sura', 'EPS', 'eps-sura', 'Medellín'),
  org(2, 'EPS Sanitas', 'EPS', 'eps-sanitas'),
  org(3, 'Compensar', 'EPS', 'compensar'),
  org(4, 'Famisanar', 'EPS', 'famisanar'),
  org(5, 'Salud Total', 'EPS', 'salud-total'),
  org(6, 'Nueva EPS', 'EPS', 'nueva-eps'),
  org(7, 'Colsanitas', 'MEDICINA PREPAGADA', 'colsanitas'),
  org(8, 'Colmédica', 'MEDICINA PREPAGADA', 'colmedica'),
  org(9, 'Coomeva Medicina Prepagada', 'MEDICINA PREPAGADA', 'coomeva-medicina-prepagada', 'Cali'),
  org(10, 'AXA Colpatria Medicina Prepagada', 'MEDICINA PREPAGADA', 'axa-colpatria-medicina-prepagada'),
  org(11, 'Medisanitas', 'MEDICINA PREPAGADA', 'medisanitas'),
  org(12, 'MedPlus', 'MEDICINA PREPAGADA', 'medplus'),
  org(13, 'Seguros Sura', 'ASEG', 'seguros-sura', 'Medellín'),
  org(14, 'Allianz', 'ASEG', 'allianz'),
  org(15, 'Seguros Bolívar', 'ASEG', 'seguros-bolivar'),
  org(16, 'AXA Colpatria Seguros', 'ASEG', 'axa-colpatria'),
  org(17, 'Mapfre', 'ASEG', 'mapfre'),
  org(18, 'Aseguradora Solidaria', 'ASEG', 'aseguradora-solidaria'),
  org(19, 'Seguros Éxito', 'MASCOTAS', 'seguros-exito', 'Envigado'),
  org(20, 'Seguros Falabella', 'MASCOTAS', 'seguros-falabella'),
  org(21, 'Fundación Santa Fe de Bogotá', 'CLINICA', 'fundacion-santa-fe-de-bogota'),
  org(22, 'Fundación Valle del Lili', 'FUNDACION', 'fundacion-valle-del-lili', 'Cali'),
  org(23, 'Hospital Pablo Tobón Uribe', 'CLINICA', 'hospital-pablo-tobon-uribe', 'Medellín'),
  org(24, 'Clínica del Country', 'CLINICA', 'clinica-del-country'),
  org(25, 'Clínica Las Américas', 'CLINICA', 'clinica-las-americas', 'Medellín'),
  org(26, 'Hospital San Vicente Fundación', 'FUNDACION', 'hospital-san-vicente-fundacion', 'Medellín'),
  org(27, 'Fundación Cardioinfantil', 'FUNDACION', 'fundacion-cardioinfantil'),
  org(28, 'Clínica Imbanaco', 'CLINICA', 'clinica-imbanaco', 'Cali'),
];

export const organizationById = (id: number): Organization => {
  const found = ORGANIZATIONS.find((o) => o.id === id);
  if (!found) throw new Error(`sample catalogue: no organization ${id}`);
  return found;
};

/** Clinics and hospitals that make up the plans' networks, with a sample distance from central Bogotá. */
export const COVERAGE_ORGANIZATIONS = ORGANIZATIONS.filter(
  (o) => o.typeAlias === 'CLINICA' || o.typeAlias === 'FUNDACION',
).map((o, index) => ({
  id: o.id,
  displayName: o.displayName,
  city: o.metadata?.city ?? 'Bogotá',
  distance: 1.5 + index * 3.2,
}));
