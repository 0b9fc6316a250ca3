import type { ContactInformations, Menu, Notification, Referral, SubdomainConfig } from '../../../domain/api';

export const MENU: Menu = [
  {
    title: 'Seguros de Salud',
    url: '/Comparar/Polizas-de-Salud',
    icon: 'shield-heart',
    color: '#0b5fff',
    seoDescription: 'Compara pólizas de salud de Sura, Allianz, Seguros Bolívar, AXA Colpatria y más.',
    preloadBundle: 'compare',
    categories: [
      {
        title: 'Pólizas de Salud',
        url: '/Comparar/Polizas-de-Salud',
        description: 'Hospitalización, especialistas y cobertura internacional.',
        productType: '',
      },
      {
        title: 'Medicina Prepagada',
        url: '/Comparar/Medicina-Prepagada',
        description: 'Colsanitas, Colmédica, Coomeva y otras.',
        productType: 'Medicina Prepagada',
      },
    ],
  },
  {
    title: 'EPS',
    url: '/Comparar/EPS',
    icon: 'hospital',
    color: '#00a36c',
    seoDescription: 'Planes complementarios de EPS: Compensar, Famisanar, EPS Sanitas y más.',
    categories: [
      {
        title: 'Planes Complementarios EPS',
        url: '/Comparar/EPS',
        description: 'Requiere afiliación a la EPS.',
        productType: 'colectivo',
      },
    ],
  },
  {
    title: 'Empresas',
    url: '/Comparar/Empresas',
    icon: 'building',
    color: '#ff7a00',
    seoDescription: 'Seguros colectivos de salud para empresas desde 10 empleados.',
    categories: [
      {
        title: 'Seguro Colectivo de Salud',
        url: '/Comparar/Empresas',
        description: 'Para tus empleados y sus familias.',
        productType: 'SEGURO COLECTIVO',
      },
    ],
  },
  {
    title: 'Mascotas',
    url: '/Comparar/Mascotas',
    icon: 'paw',
    color: '#e6007e',
    seoDescription: 'Seguros para perros y gatos.',
    categories: [
      {
        title: 'Seguro de Mascotas',
        url: '/Comparar/Mascotas',
        description: 'Gastos veterinarios y responsabilidad civil.',
        productType: 'PET_INSURANCE_CO',
      },
    ],
  },
];

export const CONTACT_INFORMATIONS: ContactInformations = [
  {
    name: 'contacto',
    contactInformations: [
      { name: 'Teléfono', info: '+57 601 508 7400', link: 'tel:+576015087400' },
      { name: 'WhatsApp', info: '+57 321 123 4567', link: 'https://wa.me/573211234567' },
      { name: 'Correo', info: 'contacto@queseguro.co', link: 'mailto:contacto@queseguro.co' },
      { name: 'Dirección', info: 'Calle 93 # 11A-28, Bogotá' },
      { name: 'Horario', info: 'Lunes a viernes 07:00-19:00, sábados 08:00-15:00' },
    ],
  },
  {
    name: 'red_social',
    contactInformations: [
      { name: 'Facebook', info: 'queseguro.co', link: 'https://www.facebook.com/queseguro.co' },
      { name: 'Instagram', info: '@queseguro.co', link: 'https://www.instagram.com/queseguro.co' },
      { name: 'LinkedIn', info: 'QueSeguro', link: 'https://www.linkedin.com/company/queseguro' },
      { name: 'YouTube', info: 'QueSeguro', link: 'https://www.youtube.com/@queseguro' },
    ],
  },
];

export const CURRENT_NOTIFICATION: Notification = {
  id: 'n-2026-11',
  title: 'Nuevos planes para mascotas',
  message: 'Ya puedes comparar seguros para perros y gatos de Sura, Allianz, Seguros Éxito y más.',
};

/** Referrers the lookup by e-mail finds; one without an executive expires after 30 days (§4). */
export const REFERRALS: readonly Referral[] = [
  { email: 'laura.gomez@queseguro.co', name: 'Laura Gómez', ejecutivo: 'Laura Gómez' },
  { email: 'andres.restrepo@aliado.com.co', name: 'Andrés Restrepo', ejecutivo: null },
  { email: 'camila.rojas@queseguro.co', name: 'Camila Rojas', ejecutivo: 'Camila Rojas' },
];

/** Two partner subdomains (white-label sites). */
export const SUBDOMAINS: readonly SubdomainConfig[] = [
  {
    subdomain: 'bienestar',
    allowedUrls: ['https://bienestar.queseguro.co', 'https://www.cajabienestar.com.co'],
    allowedOrganizations: [3, 7, 8, 13],
    footerEnabledRoutes: ['/Comparar', '/contacto'],
    subdomainBanner: { color: '#00a36c', endGradient: '#007a50' },
    subdomainLayout: { enableHeader: true, footerEnabled: true, chatEnabled: false },
    redirects: {
      allowedPaths: ['/Comparar', '/Comparar/Medicina-Prepagada', '/Comparar/EPS', '/contacto'],
      defaultPath: '/Comparar/Medicina-Prepagada',
    },
    disableShowcase: true,
    SEOMetadata: {
      title: 'Bienestar | Compara planes de salud',
      description: 'Planes de salud para afiliados de la caja Bienestar.',
      imageRRSS: 'https://bienestar.queseguro.co/compartir.png',
      addedTags: ['caja de compensación', 'planes de salud'],
      email: 'bienestar@queseguro.co',
      author: 'QueSeguro',
    },
    headerHTML:
      '<header class="partner-header"><strong>Caja Bienestar</strong> te ayuda a elegir tu plan</header>',
    footerHTML: '<footer class="partner-footer">Caja Bienestar · Aliado de QueSeguro</footer>',
    useHeader: true,
    useFooter: true,
  },
  {
    subdomain: 'mascotasfelices',
    allowedUrls: ['https://mascotasfelices.queseguro.co'],
    allowedOrganizations: [13, 14, 19, 20],
    footerEnabledRoutes: [],
    subdomainBanner: { color: '#e6007e', endGradient: '#a0005a' },
    subdomainLayout: {
      enableHeader: false,
      footerEnabled: false,
      chatEnabled: true,
      hideRequestButton: true,
      hideScore: true,
    },
    redirects: { allowedPaths: ['/Comparar/Mascotas'], defaultPath: '/Comparar/Mascotas' },
    disableShowcase: false,
    SEOMetadata: {
      title: 'Mascotas Felices | Seguros para tu mascota',
      twitterSite: '@mascotasfelices',
      disablePrerenderRedirect: true,
    },
    headerHTML: null,
    footerHTML: null,
    useHeader: false,
    useFooter: false,
  },
];

/**
 * Partner iframe keys (GET api/integration/iframe-token?token=): each authorizes the pages of its list
 * to embed the site. http://aliado.test is the embedding page the Playwright tests serve.
 */
export const IFRAME_KEYS: Readonly<Record<string, { partner: string; allowedUrls: readonly string[] }>> = {
  'aliado-123': {
    partner: 'Aliado Seguros',
    allowedUrls: ['https://www.aliado.com.co', 'http://aliado.test'],
  },
};
