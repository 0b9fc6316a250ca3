import type { CompareSection } from '../routing/route-table';
import type { SiteCountryCode } from '../site/country';

/** The es texts of the home page, which come with its code. */
export const HOME_PAGE_ES = {
  home: {
    title: 'Compara seguros de salud en Colombia y elige con confianza',
    lead: 'Pólizas de salud, medicina prepagada, planes complementarios de EPS, seguros para empresas y para mascotas. Precios para tu perfil, sin letra pequeña.',
    comparePolicies: 'Comparar pólizas de salud',
    seePrepaid: 'Ver medicina prepagada',
    sectionsTitle: '¿Qué quieres comparar?',
    'Polizas-de-Salud': 'Pólizas de Sura, Allianz, Seguros Bolívar y AXA Colpatria con su red de clínicas.',
    'Medicina-Prepagada': 'Colsanitas, Colmédica, Coomeva y más: precios por edad y copagos claros.',
    EPS: 'Planes complementarios de Compensar, Sanitas, Famisanar y tu EPS actual.',
    Empresas: 'Seguros colectivos para tus empleados, con aporte de la empresa a tu medida.',
    Mascotas: 'Seguros para perros y gatos: consultas, urgencias y responsabilidad civil.',
    Isapres:
      'Banmédica, Colmena, Consalud, Cruz Blanca, Nueva Masvida, Esencial y Vida Tres: precio en UF y en pesos.',
    'Seguros-de-Salud': 'Complementario, dental y catastrófico de aseguradoras fiscalizadas por la CMF.',
    'Seguro-Complementario-Empresa': 'Para tus trabajadores, desde 10 personas, con aporte de la empresa.',
    'Seguros-Mascotas': 'Consultas veterinarias, urgencias y responsabilidad civil para tu mascota.',
    'Seguros-Internacionales':
      'BMI, VUMI, Allianz Care y más: deducibles, área de cobertura y beneficio máximo anual.',
    EPSPE: 'Planes EPS de Rímac, Pacífico, Mapfre y Sanitas que complementan EsSalud, en soles.',
    'Seguros-de-SaludPE': 'Seguros de salud y oncológicos de aseguradoras supervisadas por la SBS.',
    titleCL: 'Compara planes de isapres y seguros de salud en Chile',
    leadCL:
      'Planes de isapres en UF con su valor en pesos, seguros complementarios, dentales, catastróficos y de mascotas. Precios de muestra para tu perfil.',
    titlePE: 'Compara EPS y seguros de salud en el Perú',
    leadPE:
      'Planes EPS que complementan EsSalud y seguros de salud de Rímac, Pacífico, Mapfre, La Positiva y Oncosalud, en soles.',
    titleINT: 'Compara seguros de salud internacional',
    leadINT:
      'Planes en dólares para residentes en América Latina: deducible, cobertura con o sin Estados Unidos y beneficio máximo anual.',
    cardCta: 'Comparar →',
    stepsTitle: 'Así funciona',
    step1Title: 'Cuéntanos quiénes se asegurarán',
    step1Text: 'Edad y sexo de cada persona: el precio depende de ello.',
    step2Title: 'Compara con filtros claros',
    step2Text: 'Precio mensual, coberturas, copagos y red, lado a lado.',
    step3Title: 'Solicita o compra en línea',
    step3Text: 'Un asesor te contacta o contratas sin salir de casa.',
  },
} as const;

/** Sections two sites share under one name whose card says another thing in Peru (its EPS, its SBS). */
const PERU_CARDS = new Set<CompareSection>(['EPS', 'Seguros-de-Salud']);

/** A comparator's card text on the home page: the section's own, or Peru's for the sections it shares. */
export function homeCardText(
  country: SiteCountryCode,
  section: CompareSection,
): `home.${CompareSection}` | 'home.EPSPE' | 'home.Seguros-de-SaludPE' {
  return country === 'PE' && PERU_CARDS.has(section)
    ? (`home.${section}PE` as 'home.EPSPE' | 'home.Seguros-de-SaludPE')
    : `home.${section}`;
}
