import { filledSlots } from '../compare/slots';
import { encodePerfil, PERFIL_PARAM } from '../profile/perfil-param';
import type { ProductTypeName } from '../api/insurance-type';
import type { Profile } from '../profile/profile';
import { isAllowedSharedUrl } from '../shared/validators/shared-url';
import type { SiteCountryCode } from '../site/country';

/** The chosen plans a shared comparison carries, so the side-by-side table opens with them. */
const PLANS_PARAM = 'planes';

/** A short-link code: what the backend hands out (letters, digits, '-' and '_', 4 to 64). */
const SHORT_LINK_CODE = /^[A-Za-z0-9_-]{4,64}$/;

export function isShortLinkCode(code: string): boolean {
  return SHORT_LINK_CODE.test(code);
}

export interface ShareSource {
  /** The page's origin, e.g. https://www.queseguro.co */
  readonly origin: string;
  readonly pathname: string;
  /** The comparator's query (filters and sort) as the address has it. */
  readonly search: string;
  readonly profile: Profile | null;
  readonly productType: ProductTypeName | null;
  readonly slots: readonly (string | null)[];
}

/**
 * The link that opens the same comparison in a fresh browser (§9 shared links): the comparator's own
 * query, perfil (base64 of the profile) with productType, and the chosen plans. Nothing personal beyond
 * the profile is added.
 */
export function buildShareUrl(source: ShareSource): string {
  const url = new URL(source.pathname, source.origin);
  const query = new URLSearchParams(source.search);
  for (const key of [PERFIL_PARAM, 'productType', PLANS_PARAM, 'code', 'skipLanding', 'replaceUrl'])
    query.delete(key);
  if (source.profile) {
    query.set(PERFIL_PARAM, encodePerfil(source.profile));
    if (source.productType !== null) query.set('productType', source.productType);
  }
  const chosen = filledSlots(source.slots);
  if (chosen.length > 0) query.set(PLANS_PARAM, chosen.join(','));
  url.search = query.toString();
  return url.toString();
}

/** The staff build-URL copy (§6): the comparator URL with its query parameters, nothing else. */
export function buildComparatorUrl(origin: string, pathname: string, search: string): string {
  const url = new URL(pathname, origin);
  const query = new URLSearchParams(search);
  query.delete(PERFIL_PARAM);
  url.search = query.toString();
  return url.toString();
}

export type ShortLinkTarget =
  | { readonly ok: true; readonly address: string; readonly plans: readonly string[] }
  | { readonly ok: false; readonly reason: 'host' | 'url' };

/**
 * Where a validated short link goes: the shared URL, accepted only on the product's own hosts (§5)
 * or this very site, as an in-site address carrying `code` and `skipLanding=true` (§9).
 */
export function shortLinkTarget(
  sharedUrl: string,
  code: string,
  country: SiteCountryCode,
  currentHost: string,
  ownHosts?: readonly string[],
): ShortLinkTarget {
  if (!URL.canParse(sharedUrl)) return { ok: false, reason: 'url' };
  const hosts = [...(ownHosts ?? []), currentHost.toLowerCase()];
  const allowed = isAllowedSharedUrl(sharedUrl, country) || isAllowedSharedUrl(sharedUrl, country, hosts);
  if (!allowed) return { ok: false, reason: 'host' };
  const url = new URL(sharedUrl);
  const plans = (url.searchParams.get(PLANS_PARAM) ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^[A-Za-z0-9_-]{1,40}$/.test(id))
    .slice(0, 3);
  url.searchParams.delete(PLANS_PARAM);
  url.searchParams.set('code', code);
  url.searchParams.set('skipLanding', 'true');
  return { ok: true, address: `${url.pathname}${url.search}${url.hash}`, plans };
}

export const SHARE_TEXTS = {
  share: 'Compartir',
  linkLabel: 'Enlace para compartir',
  sharing: 'Creando enlace…',
  copied: 'Enlace copiado',
  copyFailed: 'Copia este enlace:',
  failed: 'No pudimos crear el enlace. Inténtalo nuevamente.',
  buildUrl: 'Copiar URL del comparador',
  openingTitle: 'Abriendo la comparación compartida…',
  invalidTitle: 'Este enlace no es válido',
  invalid: 'El enlace compartido no existe o venció. Puedes comparar de nuevo desde el inicio.',
  foreign: 'El enlace compartido apunta a un sitio que no es {{brand}}.',
} as const;
