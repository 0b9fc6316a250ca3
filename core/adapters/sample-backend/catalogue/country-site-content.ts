import type { ContactInformations, Menu, Notification, Referral } from '../../../domain/api';
import type { SiteCountryCode } from '../../../domain/site/country';
import { listingPagePath } from '../../../domain/content/listing';

type OtherSite = Exclude<SiteCountryCode, 'CO'>;

/**
 * The menus of Chile, Peru and the international site (GET api/menu): each comparator, and beside it the
 * listings of the companies it compares (siteListings: Chile's isapres, insurers and clinics; Peru's EPS,
 * insurers and clinics; the international insurers), as Colombia's menu lists its categories.
 */
export const COUNTRY_MENUS: Readonly<Record<OtherSite, Menu>> = {
  CL: [
    {
      title: 'Isapres',
      url: '/Comparar/Isapres',
      icon: 'hospital',
      color: '#0b5fff',
      seoDescription:
        'Compara planes de Banmédica, Colmena, Consalud, Cruz Blanca, Nueva Masvida, Esencial y Vida Tres.',
      preloadBundle: 'compare',
      categories: [
        {
          title: 'Planes de Isapres',
          url: '/Comparar/Isapres',
          description: 'Precio en UF y en pesos, GES incluido.',
          productType: 'ISAPRE',
        },
        {
          title: 'Isapres abiertas',
          url: listingPagePath('Isapre', 1),
          description: 'Cada isapre con sus planes, su red y cómo contactarla.',
        },
        {
          title: 'Clínicas y hospitales',
          url: listingPagePath('Clinicas-y-Hospitales', 1),
          description: 'Las clínicas de la red y los planes que las incluyen.',
        },
      ],
    },
    {
      title: 'Seguros de Salud',
      url: '/Comparar/Seguros-de-Salud',
      icon: 'shield-heart',
      color: '#00a36c',
      seoDescription: 'Seguros complementarios, dentales y catastróficos.',
      categories: [
        {
          title: 'Complementario',
          url: '/Comparar/Seguros-de-Salud/Complementario',
          description: 'Reembolsa lo que tu isapre o Fonasa no cubre.',
          productType: '',
        },
        {
          title: 'Dental',
          url: '/Comparar/Seguros-de-Salud/Dental',
          description: 'Atención dental con reembolso.',
          productType: '',
        },
        {
          title: 'Catastrófico',
          url: '/Comparar/Seguros-de-Salud/Catastrofico',
          description: 'Enfermedades graves sobre un deducible.',
          productType: '',
        },
        {
          title: 'Compañías de seguros',
          url: listingPagePath('Seguros', 1),
          description: 'Las compañías cuyos seguros comparamos, con sus planes.',
        },
      ],
    },
    {
      title: 'Empresas',
      url: '/Comparar/Seguro-Complementario-Empresa',
      icon: 'building',
      color: '#ff7a00',
      seoDescription: 'Seguro complementario de salud para tus trabajadores.',
      categories: [],
    },
    {
      title: 'Mascotas',
      url: '/Comparar/Seguros-Mascotas',
      icon: 'paw',
      color: '#e6007e',
      seoDescription: 'Seguros para perros y gatos.',
      categories: [],
    },
  ],
  PE: [
    {
      title: 'EPS',
      url: '/Comparar/EPS',
      icon: 'hospital',
      color: '#00a36c',
      seoDescription: 'Planes EPS de Rímac, Pacífico, Mapfre y Sanitas que complementan EsSalud.',
      categories: [
        {
          title: 'Planes EPS',
          url: '/Comparar/EPS',
          description: 'La cobertura que contrata tu empleador, en soles.',
          productType: 'colectivo',
        },
        {
          title: 'EPS',
          url: listingPagePath('EPS', 1),
          description: 'Cada EPS con sus planes y su red.',
        },
      ],
    },
    {
      title: 'Seguros de Salud',
      url: '/Comparar/Seguros-de-Salud',
      icon: 'shield-heart',
      color: '#0b5fff',
      seoDescription: 'Seguros de salud y oncológicos de Rímac, Pacífico, Mapfre, La Positiva y Oncosalud.',
      preloadBundle: 'compare',
      categories: [
        {
          title: 'Seguros de Salud',
          url: '/Comparar/Seguros-de-Salud',
          description: 'Seguros de salud y oncológicos, en soles.',
          productType: '',
        },
        {
          title: 'Aseguradoras',
          url: listingPagePath('Seguros', 1),
          description: 'Cada aseguradora con sus seguros.',
        },
        {
          title: 'Clínicas y hospitales',
          url: listingPagePath('Clinicas-y-Hospitales', 1),
          description: 'Las clínicas de la red y los planes que las incluyen.',
        },
      ],
    },
  ],
  INT: [
    {
      title: 'Salud Internacional',
      url: '/Comparar/Seguros-Internacionales',
      icon: 'globe',
      color: '#0b5fff',
      seoDescription: 'BMI, VUMI, Allianz Care, Bupa Global y Best Doctors.',
      preloadBundle: 'compare',
      categories: [
        {
          title: 'Seguros de salud internacional',
          url: '/Comparar/Seguros-Internacionales',
          description: 'En dólares, con o sin cobertura en Estados Unidos.',
          productType: 'SEGURO INTERNACIONAL',
        },
        {
          title: 'Aseguradoras internacionales',
          url: listingPagePath('Salud-Internacional', 1),
          description: 'Cada aseguradora con sus planes y cómo contactarla.',
        },
      ],
    },
  ],
};

const social = (handle: string, brand: string) => ({
  name: 'red_social' as const,
  contactInformations: [
    { name: 'Instagram', info: `@${handle}`, link: `https://www.instagram.com/${handle}` },
    { name: 'LinkedIn', info: brand, link: 'https://www.linkedin.com/company/queplan' },
  ],
});

/** Contact data of each site (GET api/contactInformations): sample numbers in each country's format. */
export const COUNTRY_CONTACTS: Readonly<Record<OtherSite, ContactInformations>> = {
  CL: [
    {
      name: 'contacto',
      contactInformations: [
        { name: 'Teléfono', info: '+56 2 2840 1500', link: 'tel:+56228401500' },
        { name: 'WhatsApp', info: '+56 9 6123 4567', link: 'https://wa.me/56961234567' },
        { name: 'Correo', info: 'contacto@queplan.cl', link: 'mailto:contacto@queplan.cl' },
        { name: 'Dirección', info: 'Av. Apoquindo 4501, Las Condes, Santiago' },
        { name: 'Horario', info: 'Lunes a viernes 09:00-19:00' },
      ],
    },
    social('queplan.cl', 'QuePlan'),
  ],
  PE: [
    {
      name: 'contacto',
      contactInformations: [
        { name: 'Teléfono', info: '+51 1 640 9000', link: 'tel:+5116409000' },
        { name: 'WhatsApp', info: '+51 987 654 321', link: 'https://wa.me/51987654321' },
        { name: 'Correo', info: 'contacto@queplan.pe', link: 'mailto:contacto@queplan.pe' },
        { name: 'Dirección', info: 'Av. José Larco 1301, Miraflores, Lima' },
        { name: 'Horario', info: 'Lunes a viernes 09:00-18:00' },
      ],
    },
    social('queplan.pe', 'QuePlan'),
  ],
  INT: [
    {
      name: 'contacto',
      contactInformations: [
        { name: 'WhatsApp', info: '+56 9 6123 4568', link: 'https://wa.me/56961234568' },
        {
          name: 'Correo',
          info: 'contacto@internationalhealth.queplan.com',
          link: 'mailto:contacto@internationalhealth.queplan.com',
        },
        { name: 'Horario', info: 'Lunes a viernes 09:00-18:00 (hora de Santiago)' },
      ],
    },
    social('queplan.internacional', 'QuePlan Internacional'),
  ],
};

/** Each site's current notification (GET api/notifications): news of its own catalogue. */
export const COUNTRY_NOTIFICATIONS: Readonly<Record<OtherSite, Notification>> = {
  CL: {
    id: 'n-2026-11-cl',
    title: 'Nuevos seguros para mascotas',
    message: 'Ya puedes comparar seguros para perros y gatos de BCI Seguros, HDI y MetLife, en pesos.',
  },
  PE: {
    id: 'n-2026-11-pe',
    title: 'Planes EPS en soles',
    message: 'Compara los planes EPS de Rímac, Pacífico, Mapfre y Sanitas con su precio en soles.',
  },
  INT: {
    id: 'n-2026-11-int',
    title: 'Cobertura con o sin Estados Unidos',
    message: 'Compara BMI, VUMI, Allianz Care, Bupa Global y Best Doctors por área de cobertura y deducible.',
  },
};

/** Each site's referrers the lookup by e-mail finds (one without an executive expires after 30 days). */
export const COUNTRY_REFERRALS: Readonly<Record<OtherSite, readonly Referral[]>> = {
  CL: [
    { email: 'francisca.munoz@queplan.cl', name: 'Francisca Muñoz', ejecutivo: 'Francisca Muñoz' },
    { email: 'matias.soto@corredora.cl', name: 'Matías Soto', ejecutivo: null },
  ],
  PE: [
    { email: 'lucia.quispe@queplan.pe', name: 'Lucía Quispe', ejecutivo: 'Lucía Quispe' },
    { email: 'diego.flores@aliado.com.pe', name: 'Diego Flores', ejecutivo: null },
  ],
  INT: [
    {
      email: 'valentina.rios@internationalhealth.queplan.com',
      name: 'Valentina Ríos',
      ejecutivo: 'Valentina Ríos',
    },
  ],
};
