/** The success step's title and the segment every confirmation goes to (§2). */
export const PURCHASE_SUCCESS_TITLE = 'Compra exitosa!';
export const CONFIRMATION_SEGMENT = 'Confirmacion';
const ONLINE_PURCHASE_BASE = '/Compra-Online';

/**
 * A purchase-flow step title as a path segment (§2): 'Compra exitosa!' is 'Confirmacion'; otherwise
 * accents dropped, anything but letters and digits turned into single hyphens ('Datos de pago' gives
 * 'Datos-de-pago').
 */
export function stepSegment(title: string): string {
  if (title.trim() === PURCHASE_SUCCESS_TITLE) return CONFIRMATION_SEGMENT;
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Confirmation replaces the last segment of a path containing Pago (§2); other paths stay as they are. */
export function confirmationPath(path: string): string {
  const cut = path.search(/[?#]/);
  const pathname = cut < 0 ? path : path.slice(0, cut);
  const query = cut < 0 ? '' : path.slice(cut);
  if (!pathname.includes('Pago')) return path;
  const segments = pathname.replace(/\/+$/, '').split('/');
  segments[segments.length - 1] = CONFIRMATION_SEGMENT;
  return `${segments.join('/')}${query}`;
}

/** /Compra-Online/{productCode}[/step]?session=&sessionType= (§2). */
export function onlinePurchasePath(
  productCode: string,
  stepTitle?: string,
  session?: { readonly session: string; readonly sessionType: string },
): string {
  const step = stepTitle ? `/${stepSegment(stepTitle)}` : '';
  const query = session
    ? `?${new URLSearchParams({ session: session.session, sessionType: session.sessionType })}`
    : '';
  return `${ONLINE_PURCHASE_BASE}/${encodeURIComponent(productCode)}${step}${query}`;
}

/** Steps in the order of each form's orderPosition (§2); ties keep their given order. */
export function orderSteps<T extends { readonly orderPosition: number }>(steps: readonly T[]): T[] {
  return [...steps].sort((a, b) => a.orderPosition - b.orderPosition);
}
