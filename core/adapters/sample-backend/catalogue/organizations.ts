import type { Organization } from '../../../domain/api';
import { hasSampleLogo, sampleLogoPath } from './organization-logos';

type Contact = NonNullable<Organization['metadata']>;

const lines = (phone: string | null, national: string | null, mobile: string | null) => ({
  phones: [
    ...(phone ? [{ kind: 'phone' as const, number: phone }] : []),
    ...(national ? [{ kind: 'national' as const, number: national }] : []),
    ...(mobile ? [{ kind: 'mobile' as const, number: mobile }] : []),
  ],
});

/**
 * Each company's contact routes for its page and the plan page's complaint routes: website, customer
 * lines, head office, and for an insurer its Defensor del Consumidor Financiero (Ley 1328 de 2009).
 * Sources (public pages, 2024-2025): the customer lines of SURA, AXA Colpatria, Mapfre, Bolívar and
 * Solidaria as listed side by side on pacificseguros.com.co/page/preguntasfrecuentes and on SURA's
 * atencion-al-consumidor-financiero page; Allianz's #265 on allianz.co; Colsanitas en Línea on
 * colsanitas.com; Aseguradora Solidaria's defensor (name, phone, e-mail) on its defensoría page;
 * addresses are the companies' published head offices. The other defensorías are named after the
 * insurer and point to its consumer-service page (sample): a company without a published line shows its
 * website only.
 */
const CONTACTS: Readonly<Record<string, Contact>> = {
  'seguros-sura': {
    website: 'https://www.segurossura.com.co',
    ...lines('+57 601 437 8888', '01 8000 518 888', '#888'),
    address: 'Carrera 63 # 49A-31, Medellín',
    defensor: {
      name: 'Defensoría del Consumidor Financiero de Seguros SURA',
      url: 'https://www.segurossura.com.co/paginas/atencion-al-consumidor-financiero.aspx',
    },
  },
  allianz: {
    website: 'https://www.allianz.co',
    ...lines(null, null, '#265'),
    address: 'Carrera 13A # 29-24, Bogotá',
    defensor: {
      name: 'Defensoría del Consumidor Financiero de Allianz Seguros',
      url: 'https://allianz.co/legales/consumidor-financiero/SAC.html',
    },
  },
  'seguros-bolivar': {
    website: 'https://www.segurosbolivar.com',
    ...lines('+57 601 312 2122', '01 8000 123 322', '#322'),
    address: 'Avenida El Dorado # 68B-31, Bogotá',
    defensor: {
      name: 'Defensoría del Consumidor Financiero de Seguros Bolívar',
      url: 'https://www.segurosbolivar.com',
    },
  },
  'axa-colpatria': {
    website: 'https://www.axacolpatria.co',
    ...lines('+57 601 423 5757', '01 8000 512 620', '#247'),
    address: 'Carrera 7 # 24-89, Bogotá',
    defensor: {
      name: 'Defensoría del Consumidor Financiero de AXA Colpatria Seguros',
      url: 'https://www.axacolpatria.co',
    },
  },
  mapfre: {
    website: 'https://www.mapfre.com.co',
    ...lines('+57 601 307 7024', '01 8000 519 991', '#624'),
    address: 'Carrera 14 # 96-34, Bogotá',
    defensor: {
      name: 'Defensoría del Consumidor Financiero de Mapfre Seguros',
      url: 'https://www.mapfre.com.co',
    },
  },
  'aseguradora-solidaria': {
    website: 'https://www.aseguradorasolidaria.com.co',
    ...lines('+57 601 291 6868', '01 8000 512 021', '#789'),
    address: 'Calle 100 # 9A-45, Bogotá',
    defensor: {
      name: 'Manuel Guillermo Rueda Serrano, Defensor del Consumidor Financiero de Aseguradora Solidaria',
      url: 'https://aseguradorasolidaria.com.co/servicios/defensoria-del-consumidor-financiero.aspx',
      email: 'defensoriasolidaria@gmail.com',
      phone: '+57 601 791 9180',
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
  colsanitas: {
    website: 'https://www.colsanitas.com',
    ...lines('+57 601 487 1920', '01 8000 979 020', null),
    address: 'Calle 100 # 11B-67, Bogotá',
  },
  medisanitas: {
    website: 'https://www.colsanitas.com',
    ...lines('+57 601 487 1920', '01 8000 979 020', null),
    address: 'Calle 100 # 11B-67, Bogotá',
  },
  colmedica: { website: 'https://www.colmedica.com' },
  'coomeva-medicina-prepagada': { website: 'https://www.coomeva.com.co' },
  'axa-colpatria-medicina-prepagada': {
    website: 'https://www.axacolpatria.co',
    ...lines('+57 601 423 5757', '01 8000 512 620', '#247'),
    address: 'Carrera 7 # 24-89, Bogotá',
  },
  medplus: { website: 'https://www.medplus.com.co' },
  compensar: { website: 'https://www.compensar.com', address: 'Avenida 68 # 49A-47, Bogotá' },
  famisanar: { website: 'https://www.famisanar.com.co' },
  'eps-sanitas': { website: 'https://www.epssanitas.com' },
  'eps-sura': { website: 'https://www.epssura.com' },
  'salud-total': { website: 'https://www.saludtotal.com.co' },
  'nueva-eps': { website: 'https://www.nuevaeps.com.co' },
};

/**
 * A sample catalogue's organization from its contacts: the url gives its code, its sample-art wordmark
 * (no trademark files ship with the sample catalogue: insurers get a wordmark tile, clinics none, so
 * cards and pages show the monogram) and its contact routes.
 */
export const organizationsWith =
  (contacts: Readonly<Record<string, Contact>>, defaultCity: string) =>
  (id: number, displayName: string, typeAlias: string, url: string, city = defaultCity): Organization => ({
    id,
    displayName,
    name: displayName,
    code: url.toUpperCase().replace(/-/g, '_'),
    typeAlias,
    metadata: {
      url,
      city,
      ...(hasSampleLogo(url) ? { image: sampleLogoPath(url) } : {}),
      ...(contacts[url] ?? {}),
    },
  });

const org = organizationsWith(CONTACTS, 'Bogotá');

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
