import { CHAT_ERROR_TEXTS } from '../chat/chat-form';
import {
  CARD_DEGRADED_TEXTS,
  CARD_RULE_TEXTS,
  COMPARE_TEXTS,
  COVERAGE_TEXTS,
  PERIOD_TEXTS,
  PRICE_BAND_TEXTS,
  RESULT_TEXTS,
  SORT_LABELS,
  SUBMIT_LABELS,
  UNIT_TEXTS,
} from '../compare/compare-texts';
import { DEGRADED_TEXTS } from '../connectivity/connectivity';
import {
  DETAIL_TEXTS,
  PLAN_PART_TEXTS,
  PLAN_REQUEST_FORM_TEXTS,
  PLAN_REQUEST_TEXTS,
  PLAN_TAB_TEXTS,
  REQUEST_STATUS_TEXTS,
} from '../plan-detail/plan-detail-texts';
import { PROFILE_MODAL_TEXTS } from '../profile/profile-modal-texts';
import { SHARE_TEXTS } from '../visitors/share-link';
import { NOT_FOUND_TEXTS } from './site-texts';
import { VIEW_TEXTS } from './view-texts';
import { CARD_MESSAGES } from '../purchase/card';
import { FIELD_MESSAGES } from '../purchase/purchase-field-rules';
import { PURCHASE_TEXTS } from '../purchase/purchase-texts';
import { PAYMENT_TYPE_NAMES } from '../shared/catalogues/payment-platforms';
import { PAYMENT_ERROR_TEXTS } from '../shared/payments/payment-error-messages';
import { REMOTE_TEXTS } from './remote-texts';
import {
  ACCESS_VIEW_TEXTS,
  APP_ERROR_TEXTS,
  CONNECTION_VIEW_TEXTS,
  FLAG_VIEW_TEXTS,
  REFERRAL_VIEW_TEXTS,
  STAFF_TEXTS,
} from './guard-texts';
import { PLAN_HEAD_TEXTS } from '../plan-detail/plan-head';

/**
 * The site's visible texts in es-CO, the default language: the source of i18n/es.json and the fallback of
 * every other language (en and pt come from i18n/{lang}.json). Two levels: namespace.key; {{name}}
 * interpolates.
 */
export const ES_TEXTS = {
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
    homeLink: 'QueSeguro, ir al inicio',
    mainNav: 'Principal',
    mobileNav: 'Menú móvil',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    compareTitle: 'Comparar {{title}}',
    menuFailed: 'Ups! algo salió mal.',
    language: 'Idioma',
  },
  nav: {
    EPS: 'Planes EPS',
    'Polizas-de-Salud': 'Pólizas de Salud',
    'Medicina-Prepagada': 'Medicina Prepagada',
    Empresas: 'Empresas',
    Mascotas: 'Mascotas',
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
    aboutLink: '¿Qué es QueSeguro?',
    partners: 'Partners y alianzas',
    clinics: 'Clínicas y hospitales',
    jobs: 'Trabaja con nosotros',
    blog: 'Blog',
    referrals: 'Referidos',
    supportedBy: 'Con el apoyo de',
    regulatedBy: 'Compañías vigiladas por',
    legal:
      'Pólizas de salud vigiladas por la Superintendencia Financiera de Colombia; medicina prepagada y planes complementarios, por la Superintendencia Nacional de Salud. Tratamos tus datos según la Ley 1581 de 2012.',
    contactUnavailable: 'Escríbenos a {{email}}',
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
  contact: {
    title: 'Contáctanos',
    lead: 'Cuéntanos qué necesitas y un asesor te contacta en horario hábil. También puedes escribirnos o llamarnos.',
    formTitle: 'Escríbenos',
    name: 'Nombre completo',
    email: 'Correo electrónico',
    phone: 'Celular',
    phoneHint: 'Celular colombiano de 10 dígitos, sin el +57',
    topic: 'Tema',
    message: 'Mensaje (opcional)',
    consent:
      'Autorizo a QueSeguro a tratar mis datos personales y de salud para contactarme por teléfono, WhatsApp o correo sobre seguros y planes de salud (Ley 1581 de 2012).',
    send: 'Enviar mensaje',
    sending: 'Enviando…',
    sent: '¡Gracias! Recibimos tu mensaje y un asesor te contactará pronto.',
    queued:
      'Estás sin conexión: guardamos tu mensaje y lo enviaremos en cuanto vuelva la conexión. No tienes que escribirlo de nuevo.',
    failed: 'No pudimos enviar tu mensaje. Inténtalo de nuevo en unos minutos.',
    another: 'Enviar otro mensaje',
    channels: 'Canales de atención',
    hours: 'Contactamos de lunes a viernes de 07:00 a 19:00 y los sábados de 08:00 a 15:00.',
    errorsSummary: 'Revisa los campos marcados.',
  },
  listing: {
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
    seePlans: 'Ver planes',
    compareAll: 'Comparar todos los planes',
    empty: 'No hay compañías para mostrar en esta categoría.',
    organizationLead: 'Planes de {{name}} que comparamos, con su precio de referencia mensual.',
    clinicLead: 'Planes que incluyen {{name}} en su red de atención.',
    noPlans: 'Por ahora no comparamos planes de {{name}}.',
    notFound: 'No encontramos esta compañía',
    notFoundText: 'Puede que haya cambiado de nombre. Busca en el listado completo.',
    backToListing: 'Ver el listado',
    from: 'Desde',
    perMonth: '/mes',
    seeDetail: 'Ver detalle',
    city: 'Sede principal: {{city}}',
  },
  insuranceList: {
    title: 'Seguros y planes de salud en Colombia',
    lead: 'Todas las compañías y planes que comparamos, por tipo de producto.',
    companies: 'Compañías',
  },
  sitemap: {
    title: 'Mapa de productos',
    lead: 'Todos los planes que comparamos, con el enlace a su detalle.',
  },
  productTypes: {
    general: 'Pólizas de salud',
    colectivo: 'Planes complementarios EPS',
    prepaid: 'Medicina prepagada',
    company: 'Seguros para empresas',
    pets: 'Seguros para mascotas',
  },
  blog: {
    title: 'Blog de QueSeguro',
    lead: 'Guías claras para elegir tu seguro o plan de salud en Colombia.',
    readMore: 'Leer artículo',
    minutes: '{{count}} min de lectura',
    by: 'Por {{author}}',
    contents: 'En este artículo',
    back: 'Volver al blog',
    more: 'Más artículos',
    notFound: 'No encontramos este artículo',
    notFoundText: 'Puede que haya cambiado de dirección. Mira los demás artículos del blog.',
    cta: 'Compara planes con el precio para tu perfil',
    ctaButton: 'Comparar ahora',
  },
  about: {
    title: '¿Qué es QueSeguro?',
    lead: 'Un comparador independiente de seguros y planes de salud en Colombia.',
  },
  partners: {
    title: 'Partners y alianzas',
    lead: 'Trabajamos con aseguradoras, compañías de salud y empresas para llevar planes claros a más personas.',
    cta: 'Quiero ser partner',
  },
  referrals: {
    title: 'Programa de referidos',
    lead: 'Recomienda QueSeguro y acompaña a tus contactos a elegir su plan.',
    cta: 'Escríbenos para ser referidor',
  },
  registro: {
    title: 'Encuentra tu plan de salud',
    lead: 'Déjanos tus datos y un asesor te ayuda a comparar, sin costo.',
    formTitle: 'Quiero que me contacten',
  },
  preview: {
    notice: 'Vista previa del contenido «{{slug}}»',
    empty: 'No hay contenido publicado con este nombre.',
  },
  portalPage: {
    title: 'Portal clientes',
    lead: 'Elige tu portal para gestionar tus pólizas, pagos y certificados.',
  },
  chat: {
    open: 'Chatea con un asesor',
    title: 'Chatea con un asesor',
    intro: 'Cuéntanos quién eres y sobre qué quieres hablar.',
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Celular',
    topic: 'Tema',
    start: 'Iniciar chat',
    starting: 'Conectando…',
    close: 'Cerrar chat',
    failed: 'No pudimos iniciar el chat. Inténtalo de nuevo o escríbenos.',
    choose: 'Elige un tema',
    queuedTitle: 'Te estamos conectando con un asesor',
    position_one: 'Hay {{count}} persona antes que tú.',
    position_other: 'Hay {{count}} personas antes que tú.',
    position_many: 'Hay {{count}} personas antes que tú.',
    errorsSummary: 'Revisa los campos marcados.',
  },
  chatErrors: CHAT_ERROR_TEXTS,
  chatTopics: {
    '0': 'Seguros de salud',
    '1': 'Planes complementarios EPS',
    '2': 'Seguros para empresas',
    '3': 'Mi EPS',
    '4': 'Otra consulta',
  },
  head: {
    home: 'Compara seguros de salud en Colombia | QueSeguro',
    homeDescription:
      'Compara pólizas de salud, medicina prepagada, planes complementarios de EPS, seguros para empresas y mascotas con el precio para tu perfil.',
    contact: 'Contacto | QueSeguro',
    contactDescription: 'Escríbenos o llámanos: un asesor te ayuda a elegir tu seguro o plan de salud.',
    listingSuffix: ' | QueSeguro',
    insuranceList: 'Seguros y planes de salud en Colombia | QueSeguro',
    sitemap: 'Mapa de productos | QueSeguro',
    blog: 'Blog | QueSeguro',
    about: '¿Qué es QueSeguro? | QueSeguro',
    partners: 'Partners y alianzas | QueSeguro',
    referrals: 'Programa de referidos | QueSeguro',
    registro: 'Encuentra tu plan de salud | QueSeguro',
    preview: 'Vista previa | QueSeguro',
    portal: 'Portal clientes | QueSeguro',
    notFound: 'Página no encontrada | QueSeguro',
  },
  ...VIEW_TEXTS,
  // The rules' own texts, under the namespace their keys name.
  compare: COMPARE_TEXTS,
  results: RESULT_TEXTS,
  submit: SUBMIT_LABELS,
  sort: SORT_LABELS,
  units: UNIT_TEXTS,
  cardRules: CARD_RULE_TEXTS,
  cardDegraded: CARD_DEGRADED_TEXTS,
  degraded: DEGRADED_TEXTS,
  profileModal: PROFILE_MODAL_TEXTS,
  notFound: NOT_FOUND_TEXTS,
  detail: DETAIL_TEXTS,
  requestStatus: REQUEST_STATUS_TEXTS,
  planTabs: PLAN_TAB_TEXTS,
  planParts: PLAN_PART_TEXTS,
  planRequest: PLAN_REQUEST_TEXTS,
  planRequestForm: PLAN_REQUEST_FORM_TEXTS,
  share: SHARE_TEXTS,
  priceBands: PRICE_BAND_TEXTS,
  coverage: COVERAGE_TEXTS,
  periods: PERIOD_TEXTS,
  purchase: PURCHASE_TEXTS,
  purchaseFieldErrors: FIELD_MESSAGES,
  purchaseCardErrors: CARD_MESSAGES,
  paymentErrors: PAYMENT_ERROR_TEXTS,
  paymentTypes: PAYMENT_TYPE_NAMES,
  remote: REMOTE_TEXTS,
  planHead: PLAN_HEAD_TEXTS,
  appError: APP_ERROR_TEXTS,
  staff: STAFF_TEXTS,
  referralView: REFERRAL_VIEW_TEXTS,
  connection: CONNECTION_VIEW_TEXTS,
  access: ACCESS_VIEW_TEXTS,
  flags: FLAG_VIEW_TEXTS,
} as const;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A text's key, checked at compile time against the es texts. */
export type TextKey = Leaves<typeof ES_TEXTS>;
/** Keys without the plural suffixes (i18next picks _one or _other from count). */
export type PluralKey = TextKey extends infer K ? (K extends `${infer B}_one` ? B : never) : never;

/** The shape every language's texts take: the es keys, any wording. */
export type UiTexts = {
  readonly [N in keyof typeof ES_TEXTS]: { readonly [K in keyof (typeof ES_TEXTS)[N]]: string };
};
