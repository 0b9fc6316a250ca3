import type { PageName } from '../../core/domain';

/** What each page not yet built will hold: said plainly, so no route is ever a blank page. */
export const UPCOMING: Readonly<Partial<Record<PageName, { title: string; body: string }>>> = {
  compare: {
    title: 'Comparador de planes',
    body: 'Aquí verás los planes disponibles para tu perfil con su precio mensual, coberturas y beneficios, con filtros, orden y hasta tres planes lado a lado.',
  },
  'plan-detail': {
    title: 'Detalle del plan',
    body: 'Aquí verás el detalle del plan: coberturas, copagos, preguntas frecuentes, documentos y el formulario para solicitarlo.',
  },
  'collective-detail': {
    title: 'Detalle del plan para empresas',
    body: 'Aquí verás el detalle del plan colectivo y podrás cotizarlo para los empleados de tu empresa.',
  },
  'insurance-list': {
    title: 'Listado de seguros',
    body: 'Aquí encontrarás todos los seguros y planes de salud que comparamos.',
  },
  contact: {
    title: 'Contacto',
    body: 'Aquí podrás escribirnos y ver nuestros canales de atención. Mientras tanto, escríbenos al correo que aparece al pie de la página.',
  },
  'profile-generation': {
    title: 'Tu perfil',
    body: 'Aquí podrás indicar quiénes se asegurarán para ver precios exactos.',
  },
  'online-purchase': {
    title: 'Compra en línea',
    body: 'Aquí podrás contratar tu plan en línea, paso a paso, y pagarlo con tarjeta.',
  },
  blog: {
    title: 'Blog QueSeguro',
    body: 'Aquí encontrarás guías y artículos para elegir tu seguro o plan de salud.',
  },
  'sitemap-products': {
    title: 'Mapa de productos',
    body: 'Aquí verás todos los productos del sitio agrupados por categoría y aseguradora.',
  },
  'paid-media-landing': {
    title: 'Regístrate',
    body: 'Aquí podrás dejarnos tus datos para que un asesor te contacte.',
  },
  partners: {
    title: 'Partners y alianzas',
    body: 'Aquí conocerás a las empresas aliadas de QueSeguro y cómo sumarte.',
  },
  preview: { title: 'Vista previa', body: 'Aquí el equipo revisa contenidos antes de publicarlos.' },
  referrals: {
    title: 'Programa de referidos',
    body: 'Aquí podrás conocer el programa de referidos y registrarte como referidor.',
  },
  'landing-listing': {
    title: 'Aseguradoras y prestadores',
    body: 'Aquí verás el listado de aseguradoras, EPS, empresas de medicina prepagada o clínicas, por páginas.',
  },
  'organization-landing': {
    title: 'Página de la aseguradora',
    body: 'Aquí verás los planes de esta entidad, su red de clínicas y las opiniones de sus clientes.',
  },
  'customer-portal': {
    title: 'Portal clientes',
    body: 'Aquí podrás entrar al portal de clientes para personas o empresas.',
  },
  about: {
    title: '¿Qué es QueSeguro?',
    body: 'Aquí te contaremos quiénes somos y cómo te ayudamos a elegir tu seguro.',
  },
  'flag-toggle': {
    title: 'Herramientas internas',
    body: 'Aquí el equipo activa o desactiva opciones locales de este navegador.',
  },
};
