import { STAFF_DETAIL_TEXTS } from '../plan-detail/detail-view-texts';
import { REFERRAL_BANNER_TEXTS, STAFF_BANNER_TEXTS } from '../texts/guard-texts';
import { ACCESS_TEXTS } from './access-token';
import { REFERRAL_TEXTS } from './referrer';

/** The staff tools, the referral modal, the institution view and the flag pages: texts no rule computes. */
export const STAFF_TEXTS = {
  ...STAFF_BANNER_TEXTS,
  ...STAFF_DETAIL_TEXTS,
  tools: 'Herramientas internas',
  ponderation: 'Ponderación (0 a 1)',
  copyUrl: 'Copiar URL del comparador',
  copied: 'URL copiada',
  copyFailed: 'No se pudo copiar; copia la dirección del navegador.',
  onComparator: 'En un comparador puedes copiar su URL y compartirlo.',
  optionsOff: 'Las opciones de configuración se desactivan mientras haya un referido externo guardado.',
  flagState: 'Estado en este navegador:',
  on: 'Activado',
  off: 'Desactivado',
  turnOn: 'Activar',
  turnOff: 'Desactivar',
  toComparator: 'Ir al comparador',
  errorsTitle: 'Errores recientes del sitio',
  errorsEmpty: 'Ningún error reportado.',
  errorsFailed: 'No pudimos cargar los errores reportados.',
} as const;

/** The referral modal; the rule's own texts, its functions as {{name}} texts. */
export const REFERRAL_VIEW_TEXTS = {
  ...REFERRAL_BANNER_TEXTS,
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
  viewLead: 'Así ven los visitantes los planes de {{name}} en {{brand}}.',
  noInstitution: ACCESS_TEXTS.noInstitution,
  institutionNotFound: 'No encontramos la institución «{{institution}}».',
  signedInAs: 'Ingresaste como {{name}}',
  signOut: ACCESS_TEXTS.signOut,
} as const;

/** The pages that switch a local flag (§6). */
export const FLAG_VIEW_TEXTS = {
  'internal-trafficTitle': 'Tráfico interno',
  'internal-trafficText':
    'Para el equipo de {{brand}}: muestra la barra de herramientas internas y los perfiles que ingreses no se envían al servidor.',
  'forced-refreshTitle': 'Datos frescos',
  'forced-refreshText': 'Las consultas de tráfico interno piden datos sin caché (forceRefresh=1).',
  pixelsTitle: 'Píxeles de seguimiento',
  pixelsText: 'Activa los píxeles de seguimiento en este navegador.',
} as const;
