import { CHAT_TOPIC_TEXTS } from '../chat/chat-topic-texts';
import { COMPLAINT_TEXTS } from '../compare/ranking-texts';
import { DETAIL_TEXTS } from '../plan-detail/detail-view-texts';
import { INSURANCE_LIST_TEXTS, LISTING_HEAD_TEXTS, PORTAL_PAGE_TEXTS, SITEMAP_TEXTS } from './shell-es';

/**
 * The es texts of the site's own pages (contact, listings, blog, landings, portal, preview); they come
 * with those pages' code.
 */
export const SITE_PAGES_ES = {
  contact: {
    title: 'Contáctanos',
    lead: 'Cuéntanos qué necesitas y un asesor te contacta en horario hábil. También puedes escribirnos o llamarnos.',
    formTitle: 'Escríbenos',
    name: 'Nombre completo',
    email: 'Correo electrónico',
    phone: 'Celular',
    phoneHint: 'Celular de 10 dígitos; el +57 es opcional',
    phoneHintCL: 'Celular de 9 dígitos; el +56 es opcional',
    phoneHintPE: 'Celular de 9 dígitos; el +51 es opcional',
    phoneHintINT: 'Con el código de tu país, por ejemplo +1',
    topic: 'Tema',
    message: 'Mensaje (opcional)',
    consent:
      'Autorizo a QueSeguro a tratar mis datos personales y de salud para contactarme por teléfono, WhatsApp o correo sobre seguros y planes de salud (Ley 1581 de 2012).',
    consentCL:
      'Autorizo a {{brand}} a tratar mis datos personales y de salud para contactarme por teléfono, WhatsApp o correo sobre isapres y seguros de salud (Ley 19.628).',
    consentPE:
      'Autorizo a {{brand}} a tratar mis datos personales y de salud para contactarme por teléfono, WhatsApp o correo sobre EPS y seguros de salud (Ley 29733).',
    consentINT:
      'Autorizo a {{brand}} a tratar mis datos personales y de salud para contactarme por teléfono, WhatsApp o correo sobre seguros de salud internacional.',
    send: 'Enviar mensaje',
    sending: 'Enviando…',
    sent: '¡Gracias! Recibimos tu mensaje y un asesor te contactará pronto.',
    queued:
      'Estás sin conexión: guardamos tu mensaje y lo enviaremos en cuanto vuelva la conexión. No tienes que escribirlo de nuevo.',
    failed: 'No pudimos enviar tu mensaje. Inténtalo de nuevo en unos minutos.',
    failedRetrying:
      'No pudimos enviar tu mensaje: el servidor no lo recibió. Quedó guardado y lo volvemos a intentar solos; también puedes reintentar ahora o escribirnos a',
    refused: 'No pudimos enviar tu mensaje. El servidor lo rechazó:',
    refusedNoReason:
      'No pudimos enviar tu mensaje: el servidor lo rechazó tal como está. Revisa tus datos e inténtalo de nuevo, o escríbenos a',
    fix: 'Revisar y corregir',
    another: 'Enviar otro mensaje',
    channels: 'Canales de atención',
    hours: 'Contactamos de lunes a viernes de 07:00 a 19:00 y los sábados de 08:00 a 15:00.',
    hoursCL: 'Contactamos de lunes a viernes de 09:00 a 19:00.',
    hoursPE: 'Contactamos de lunes a viernes de 09:00 a 18:00.',
    hoursINT: 'Contactamos de lunes a viernes de 09:00 a 18:00, hora de Santiago de Chile.',
    errorsSummary: 'Revisa los campos marcados.',
  },
  listing: {
    ...LISTING_HEAD_TEXTS,
    seePlans: 'Ver planes',
    compareAll: 'Comparar todos los planes',
    empty: 'No hay compañías para mostrar en esta categoría.',
    organizationLead: 'Planes de {{name}} que comparamos, con su precio de referencia mensual.',
    clinicLead: 'Planes que incluyen {{name}} en su red de atención.',
    noPlans: 'Por ahora no comparamos planes de {{name}}.',
    network: 'Red de clínicas y hospitales',
    networkLead: 'Las clínicas y hospitales que cubren sus planes, y cuántos planes incluyen cada una.',
    networkPlans: 'Planes: {{count}}',
    notFound: 'No encontramos esta compañía',
    notFoundText: 'Puede que haya cambiado de nombre. Busca en el listado completo.',
    backToListing: 'Ver el listado',
    from: 'Desde',
    perMonth: '/mes',
    seeDetail: 'Ver detalle',
    city: 'Sede principal: {{city}}',
    rating: 'Calificación de sus clientes',
    ratingValue: '{{stars}} de 5',
    reviews_one: '{{count}} opinión',
    reviews_other: '{{count}} opiniones',
    noReviews:
      'Aún no hay opiniones de clientes sobre {{name}}. No mostramos calificaciones sin opiniones reales.',
    contactTitle: 'Cómo contactar a {{name}}',
    contactLead: 'Sus canales de atención al cliente.',
    contactNone: '{{name}} no ha publicado canales de atención en nuestro catálogo.',
    contactSample:
      'Datos de contacto tomados de las páginas públicas de cada compañía; confírmalos en su sitio web.',
    contactPhone: 'Línea de atención',
    contactNational: 'Línea nacional gratuita',
    contactMobile: 'Desde tu celular',
    contactWeb: 'Sitio web',
    contactAddress: 'Oficina principal',
    contactDefensor: 'Defensor del Consumidor Financiero',
    contactDefensorAsegurado: 'Defensor del Asegurado',
    contactSupervisor: 'Entidad que la vigila',
  },
  insuranceList: INSURANCE_LIST_TEXTS,
  // An insurer page's complaint routes: the plan page's section.
  complaints: COMPLAINT_TEXTS,
  sitemap: SITEMAP_TEXTS,
  portalPage: PORTAL_PAGE_TEXTS,
  productTypes: {
    general: 'Pólizas de salud',
    colectivo: 'Planes complementarios EPS',
    prepaid: 'Medicina prepagada',
    company: 'Seguros para empresas',
    pets: 'Seguros para mascotas',
    isapre: 'Planes de isapres',
    health: 'Seguros de salud',
    companyComplementary: 'Seguro complementario para empresas',
    eps: 'Planes EPS',
    sctr: 'SCTR para empresas',
    international: 'Seguros de salud internacional',
  },
  blog: {
    title: 'Blog de {{brand}}',
    lead: 'Guías claras para elegir tu seguro o plan de salud.',
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
    title: '¿Qué es {{brand}}?',
    lead: 'Un comparador independiente de seguros y planes de salud en Colombia.',
  },
  partners: {
    title: 'Partners y alianzas',
    lead: 'Trabajamos con aseguradoras, compañías de salud y empresas para llevar planes claros a más personas.',
    cta: 'Quiero ser partner',
  },
  referrals: {
    title: 'Programa de referidos',
    lead: 'Recomienda {{brand}} y acompaña a tus contactos a elegir su plan.',
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
  // The contact form's 'other' topic.
  chatTopics: CHAT_TOPIC_TEXTS,
  // The breadcrumb of an article and of an organization's page.
  detail: DETAIL_TEXTS,
} as const;
