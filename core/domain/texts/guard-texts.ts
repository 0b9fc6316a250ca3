import { CONNECTIVITY_TEXTS } from '../connectivity/connectivity';
import { PAGE_CODE_TEXTS } from '../connectivity/page-code';
import { REFERRAL_TEXTS } from '../visitors/referrer';
import { ACCESS_TEXTS } from '../visitors/access-token';

/**
 * Texts the view wrote in Spanish straight into JSX until the literal-text guard
 * (tests/components/ui-literal-texts.test.ts) found them: the error panel, the staff tools and banners.
 */
export const APP_ERROR_TEXTS = {
  title: 'Algo salió mal',
  text: 'No pudimos mostrar esta página. Revisa tu conexión a internet y vuelve a cargarla.',
  contact: 'Si el problema sigue, escríbenos a',
  reload: 'Volver a cargar',
} as const;

export const STAFF_TEXTS = {
  tools: 'Herramientas internas',
  ponderation: 'Ponderación (0 a 1)',
  copyUrl: 'Copiar URL del comparador',
  copied: 'URL copiada',
  copyFailed: 'No se pudo copiar; copia la dirección del navegador.',
  onComparator: 'En un comparador puedes copiar su URL y compartirlo.',
  optionsOff: 'Las opciones de configuración se desactivan mientras haya un referido externo guardado.',
  internalTraffic: 'Tráfico interno: tus perfiles no se envían al servidor',
  withQueSeguro: 'con QueSeguro',
  flagState: 'Estado en este navegador:',
  on: 'Activado',
  off: 'Desactivado',
  turnOn: 'Activar',
  turnOff: 'Desactivar',
  toComparator: 'Ir al comparador',
  deductibleMode: '{{amount}} por {{mode}}',
} as const;

/** The referral modal and the referrer banner; the rule's own texts, its functions as {{name}} texts. */
export const REFERRAL_VIEW_TEXTS = {
  open: REFERRAL_TEXTS.open,
  title: REFERRAL_TEXTS.title,
  intro: REFERRAL_TEXTS.intro,
  emailLabel: REFERRAL_TEXTS.emailLabel,
  next: REFERRAL_TEXTS.next,
  searching: REFERRAL_TEXTS.searching,
  close: REFERRAL_TEXTS.close,
  required: REFERRAL_TEXTS.required,
  email: REFERRAL_TEXTS.email,
  maxlength: REFERRAL_TEXTS.maxlength,
  welcomeTitle: REFERRAL_TEXTS.welcomeTitle,
  welcome: 'Te refirió {{name}}. Tus solicitudes quedarán a su nombre.',
  notFoundTitle: REFERRAL_TEXTS.notFoundTitle,
  notFound: REFERRAL_TEXTS.notFound,
  retry: REFERRAL_TEXTS.retry,
  done: REFERRAL_TEXTS.done,
  pseudoLogin: REFERRAL_TEXTS.pseudoLogin,
  remove: REFERRAL_TEXTS.remove,
  banner: 'Te refirió {{name}} ({{email}})',
} as const;

/** The offline banner and the page whose code did not arrive. */
export const CONNECTION_VIEW_TEXTS = {
  offlineTitle: CONNECTIVITY_TEXTS.offlineTitle,
  offlineBanner: CONNECTIVITY_TEXTS.offlineBanner,
  pageTitle: PAGE_CODE_TEXTS.title,
  pageOffline: PAGE_CODE_TEXTS.offline,
  pageOnline: PAGE_CODE_TEXTS.online,
  pageRetry: PAGE_CODE_TEXTS.retry,
} as const;

/** The institution view and its login (§6 partners); the rule's own texts, its functions as {{name}} texts. */
export const ACCESS_VIEW_TEXTS = {
  demo: ACCESS_TEXTS.demo,
  loginTitle: ACCESS_TEXTS.loginTitle,
  loginLead: ACCESS_TEXTS.loginLead,
  loginButton: ACCESS_TEXTS.loginButton,
  verifying: ACCESS_TEXTS.verifying,
  retry: ACCESS_TEXTS.retry,
  backHome: ACCESS_TEXTS.backHome,
  errorMissing: ACCESS_TEXTS.errors.missing,
  errorInvalid: ACCESS_TEXTS.errors.invalid,
  errorExpired: ACCESS_TEXTS.errors.expired,
  errorTimeout: ACCESS_TEXTS.errors.timeout,
  errorFailed: ACCESS_TEXTS.errors.failed,
  errorSignedOut: ACCESS_TEXTS.errors.signedOut,
  viewTitle: ACCESS_TEXTS.viewTitle,
  viewLead: 'Así ven los visitantes los planes de {{name}} en QueSeguro.',
  noInstitution: ACCESS_TEXTS.noInstitution,
  institutionNotFound: 'No encontramos la institución «{{institution}}».',
  signedInAs: 'Ingresaste como {{name}}',
  signOut: ACCESS_TEXTS.signOut,
} as const;

/** The pages that switch a local flag (§6). */
export const FLAG_VIEW_TEXTS = {
  'internal-trafficTitle': 'Tráfico interno',
  'internal-trafficText':
    'Para el equipo de QueSeguro: muestra la barra de herramientas internas y los perfiles que ingreses no se envían al servidor.',
  'forced-refreshTitle': 'Datos frescos',
  'forced-refreshText': 'Las consultas de tráfico interno piden datos sin caché (forceRefresh=1).',
  pixelsTitle: 'Píxeles de seguimiento',
  pixelsText: 'Activa los píxeles de seguimiento en este navegador.',
} as const;
