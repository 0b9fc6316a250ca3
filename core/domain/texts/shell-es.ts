import {
  APP_ERROR_TEXTS,
  CONNECTION_VIEW_TEXTS,
  REFERRAL_BANNER_TEXTS,
  STAFF_BANNER_TEXTS,
} from './guard-texts';
import { COMPARE_LEADS, SECTION_VIEW_TEXTS } from './section-texts';
import { REMOTE_RAW_TEXTS } from './remote-text';

/** Every comparator's and listing's title and lead: the page's head, which the shell renders, says them. */
export const LISTING_HEAD_TEXTS = {
  EPS: 'EPS de Colombia',
  EPSLead: 'Las EPS con planes complementarios que comparamos. Elige una para ver sus planes.',
  Seguros: 'Aseguradoras de Colombia',
  SegurosLead: 'Las aseguradoras de pólizas de salud, seguros para empresas y mascotas que comparamos.',
  'Medicina-Prepagada': 'Medicina Prepagada de Colombia',
  'Medicina-PrepagadaLead':
    'Las compañías de medicina prepagada que comparamos. Elige una para ver sus planes.',
  'Clinicas-y-Hospitales': 'Clínicas y hospitales',
  'Clinicas-y-HospitalesLead':
    'Clínicas y hospitales de la red de los planes que comparamos. Elige uno para ver los planes que lo incluyen.',
  SCTR: 'SCTR',
  SCTRLead: 'Seguros complementarios de trabajo de riesgo.',
  'Seguros-Empresa': 'Seguros para empresas',
  'Seguros-EmpresaLead': 'Seguros colectivos de salud.',
  Isapre: 'Isapres abiertas en Chile',
  IsapreLead:
    'Las isapres abiertas a todo público cuyos planes comparamos. Elige una para ver sus planes, su red y cómo contactarla.',
  'Salud-Internacional': 'Aseguradoras de salud internacional',
  'Salud-InternacionalLead':
    'Las aseguradoras de salud internacional cuyos planes comparamos, con o sin cobertura en Estados Unidos. Elige una para ver sus planes.',
  'CL-Seguros': 'Compañías de seguros de salud en Chile',
  'CL-SegurosLead':
    'Las compañías de seguros complementarios, dentales, catastróficos y de mascotas que comparamos. Elige una para ver sus planes.',
  'CL-Clinicas-y-Hospitales': 'Clínicas en Chile',
  'CL-Clinicas-y-HospitalesLead':
    'Clínicas de la red de los planes que comparamos. Elige una para ver los planes que la incluyen.',
  'PE-EPS': 'EPS en el Perú',
  'PE-EPSLead': 'Las EPS cuyos planes comparamos. Elige una para ver sus planes.',
  'PE-Seguros': 'Aseguradoras en el Perú',
  'PE-SegurosLead':
    'Las aseguradoras y programas de salud cuyos seguros comparamos. Elige una para ver sus planes.',
  'PE-Clinicas-y-Hospitales': 'Clínicas en el Perú',
  'PE-Clinicas-y-HospitalesLead':
    'Clínicas de la red de los planes que comparamos. Elige una para ver los planes que la incluyen.',
} as const;

export const INSURANCE_LIST_TEXTS = {
  title: 'Seguros y planes de salud en Colombia',
  lead: 'Todas las compañías y planes que comparamos, por tipo de producto.',
  companies: 'Compañías',
} as const;

export const SITEMAP_TEXTS = {
  title: 'Mapa de productos',
  lead: 'Todos los planes que comparamos, con el enlace a su detalle.',
} as const;

export const PORTAL_PAGE_TEXTS = {
  title: 'Portal clientes',
  lead: 'Elige tu portal para gestionar tus pólizas, pagos y certificados.',
} as const;

/** The chat launcher on every page; the dialog's texts come with its code (CHAT_DIALOG_ES). */
export const CHAT_LAUNCHER_TEXTS = {
  open: 'Chatea con un asesor',
} as const;

/**
 * The es texts of the shell, on every page's first view: header, footer, menus, dialogs host, banners,
 * error panels and every page's head. A page's, a dialog's or a flow's texts come with its code
 * (the *_ES packs, joined by the view's <WithTexts>); ES_TEXTS joins them all for the types, en and pt.
 */
export const SHELL_ES = {
  common: {
    compare: 'Comparar',
    contact: 'Contacto',
    customerPortal: 'Portal clientes',
    retry: 'Reintentar',
    backHome: 'Volver al Home',
    seeMore: 'Ver más',
    loading: 'Cargando…',
    skipToContent: 'Saltar al contenido',
    home: 'Inicio',
    page: 'Página {{page}} de {{count}}',
    previous: 'Anterior',
    next: 'Siguiente',
    pagination: 'Paginación',
    plans_one: '{{count}} plan',
    plans_other: '{{count}} planes',
    plans_many: '{{count}} planes',
    sample: 'Precios del catálogo de muestra: cifras de referencia, no cotizaciones.',
  },
  header: {
    homeLink: '{{brand}}, ir al inicio',
    mainNav: 'Principal',
    mobileNav: 'Menú móvil',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    compareTitle: 'Comparar {{title}}',
    seeTitle: 'Ver {{title}}',
    menuFailed: 'Ups! algo salió mal.',
    language: 'Idioma',
  },
  nav: {
    EPS: 'Planes EPS',
    'Polizas-de-Salud': 'Pólizas de Salud',
    'Medicina-Prepagada': 'Medicina Prepagada',
    Empresas: 'Empresas',
    Mascotas: 'Mascotas',
    Isapres: 'Isapres',
    'Seguros-de-Salud': 'Seguros de Salud',
    'Seguro-Complementario-Empresa': 'Empresas',
    'Seguros-Mascotas': 'Mascotas',
    'Seguros-Internacionales': 'Salud Internacional',
  },
  bell: {
    label: 'Notificaciones',
    unread: 'Notificaciones: 1 nueva',
    empty: 'No tienes notificaciones nuevas.',
    close: 'Cerrar',
  },
  portal: {
    title: 'Portal clientes',
    intro: 'Gestiona tus pólizas, pagos y certificados en el portal de clientes.',
    persons: 'Personas',
    personsText: 'Tus pólizas y planes de salud, pagos, certificados y solicitudes.',
    companies: 'Empresas',
    companiesText: 'Pólizas colectivas, altas y bajas de empleados, pagos y facturas.',
    go: 'Ir a Portal {{label}}',
    close: 'Cerrar',
    external: 'Se abre en una pestaña nueva',
  },
  footer: {
    about: 'Comparador independiente de seguros y planes de salud en Colombia.',
    contactTitle: 'Contáctanos',
    socialTitle: 'Redes sociales',
    epsTitle: 'EPS',
    policiesTitle: 'Pólizas',
    moreTitle: 'Más',
    epsCompare: 'Comparar Planes complementarios EPS',
    epsFinder: 'Buscador de Planes de EPS',
    policiesCompare: 'Comparar Pólizas de Salud',
    insurers: 'Aseguradoras de Colombia',
    prepaid: 'Medicina Prepagada de Colombia',
    travel: 'Seguros de Viaje',
    productMap: 'Mapa de Productos',
    aboutLink: '¿Qué es {{brand}}?',
    partners: 'Partners y alianzas',
    clinics: 'Clínicas y hospitales',
    jobs: 'Trabaja con nosotros',
    blog: 'Blog',
    referrals: 'Referidos',
    myData: 'Mis datos',
    supportedBy: 'Con el apoyo de',
    regulatedBy: 'Compañías vigiladas por',
    legal:
      'Pólizas de salud vigiladas por la Superintendencia Financiera de Colombia; medicina prepagada y planes complementarios, por la Superintendencia Nacional de Salud. Tratamos tus datos según la Ley 1581 de 2012.',
    contactUnavailable: 'Escríbenos a {{email}}',
    contactFailed: 'No pudimos cargar nuestros teléfonos y redes sociales. Escríbenos a',
    newTab: '(se abre en una pestaña nueva)',
  },
  language: {
    label: 'Idioma',
    es: 'Español',
    en: 'English',
    pt: 'Português',
  },
  serverError: {
    title: 'No pudimos cargar esta sección',
    subtitle: 'El servidor no respondió como esperábamos.',
    connection: 'Revisa tu conexión a internet.',
    refresh: 'Vuelve a intentarlo o recarga la página en unos minutos.',
    contact: 'Si el problema sigue, escríbenos a',
  },
  head: {
    homeCL: 'Compara planes de isapres y seguros de salud en Chile',
    homeDescriptionCL:
      'Planes de isapres en UF con su valor en pesos, seguros complementarios, dentales, catastróficos y de mascotas, con el precio para tu perfil.',
    homePE: 'Compara EPS y seguros de salud en el Perú',
    homeDescriptionPE:
      'Planes EPS que complementan EsSalud y seguros de salud de Rímac, Pacífico, Mapfre, La Positiva y Oncosalud, en soles.',
    homeINT: 'Compara seguros de salud internacional',
    homeDescriptionINT:
      'Planes en dólares para residentes en América Latina: deducible, cobertura con o sin Estados Unidos y beneficio máximo anual.',
    home: 'Compara seguros de salud en Colombia | QueSeguro',
    homeDescription:
      'Compara pólizas de salud, medicina prepagada, planes complementarios de EPS, seguros para empresas y mascotas con el precio para tu perfil.',
    contact: 'Contacto | {{brand}}',
    contactDescription: 'Escríbenos o llámanos: un asesor te ayuda a elegir tu seguro o plan de salud.',
    insuranceList: 'Seguros y planes de salud en Colombia | {{brand}}',
    sitemap: 'Mapa de productos | {{brand}}',
    blog: 'Blog | {{brand}}',
    about: '¿Qué es {{brand}}? | {{brand}}',
    partners: 'Partners y alianzas | {{brand}}',
    referrals: 'Programa de referidos | {{brand}}',
    registro: 'Encuentra tu plan de salud | {{brand}}',
    preview: 'Vista previa | {{brand}}',
    portal: 'Portal clientes | {{brand}}',
    notFound: 'Página no encontrada | {{brand}}',
  },
  ...SECTION_VIEW_TEXTS,
  comparePage: COMPARE_LEADS,
  listing: LISTING_HEAD_TEXTS,
  insuranceList: INSURANCE_LIST_TEXTS,
  sitemap: SITEMAP_TEXTS,
  portalPage: PORTAL_PAGE_TEXTS,
  chat: CHAT_LAUNCHER_TEXTS,
  appError: APP_ERROR_TEXTS,
  connection: CONNECTION_VIEW_TEXTS,
  staff: STAFF_BANNER_TEXTS,
  referralView: REFERRAL_BANNER_TEXTS,
  remote: REMOTE_RAW_TEXTS,
} as const;
