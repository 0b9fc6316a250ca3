import { CONNECTIVITY_TEXTS } from '../connectivity/connectivity';
import { PAGE_CODE_TEXTS } from '../connectivity/page-code';
import { REFERRAL_TEXTS } from '../visitors/referrer';

/**
 * Texts the view wrote in Spanish straight into JSX until the literal-text guard
 * (tests/components/ui-literal-texts.test.ts) found them, those the shell shows: the error panel, the
 * banners, the page whose code did not arrive. The staff tools' and the referral modal's:
 * visitors/visitor-tool-texts.ts.
 */
export const APP_ERROR_TEXTS = {
  title: 'Algo salió mal',
  text: 'No pudimos mostrar esta página. Revisa tu conexión a internet y vuelve a cargarla.',
  contact: 'Si el problema sigue, escríbenos a',
  reload: 'Volver a cargar',
} as const;

/** The banners of every page: staff (internal traffic) and a referred visitor. */
export const STAFF_BANNER_TEXTS = {
  internalTraffic: 'Tráfico interno: tus perfiles no se envían al servidor',
  withQueSeguro: 'con {{brand}}',
} as const;

export const REFERRAL_BANNER_TEXTS = {
  open: REFERRAL_TEXTS.open,
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
  close: 'Cerrar',
} as const;
