import type { Organization } from '../../../domain/api';
import { hasSampleLogo, sampleLogoPath } from './organization-logos';

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
  metadata: { url, city, ...(hasSampleLogo(url) ? { image: sampleLogoPath(url) } : {}) },
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
