import { z } from 'zod/mini';
import type { PageName } from '../routing/route-table';
import type { ContentRequest } from '../content/content-request';
import { API_MESSAGES } from '../api/messages';
import { CUSTOMER_PORTALS } from '../content/customer-portal';
import { DEMO_ACCESS_MESSAGE } from '../shared/constants/limits';
import type { SiteCountryCode } from '../site/country';

/**
 * The token-gated view (§6 of both documents): a JWT kept in local storage carries a company claim that
 * picks the institution when the address names none; with no token, or one that cannot be read, the
 * visitor goes to /login. Only the institution view asks for it: every other page is public (§6 "no
 * login roles in the public site"), so an ordinary visitor never meets /login.
 */

/** The local storage key of the JWT (§6). */
export const ACCESS_TOKEN_STORAGE_KEY = 'token';
/** The query parameter naming the institution; it wins over the token's company claim. */
export const INSTITUTION_PARAM = 'institucion';
export const INSTITUTION_VIEW_PATH = '/Vista-Institucion';
const LOGIN_PATH = '/login';
/** The hash the customer portal hands back to /login, exchanged for the token (GET /hashtoken/{hash}). */
const LOGIN_HASH_PARAM = 'hash';

/** Pages that need the token. */
const TOKEN_PAGES: ReadonlySet<PageName> = new Set<PageName>(['institution-view']);
export const requiresAccessToken = (page: PageName): boolean => TOKEN_PAGES.has(page);

const ClaimText = z.string().check(z.trim(), z.minLength(1), z.maxLength(120));

const Claims = z.object({
  company: z.optional(z.union([ClaimText, z.number().check(z.int(), z.nonnegative())])),
  /** Seconds since the epoch (RFC 7519); zod's number is finite. */
  exp: z.optional(z.number()),
  demo: z.optional(z.boolean()),
  name: z.optional(ClaimText),
});

/** The header: the algorithm must name a signature ('none' is an unsigned token, refused). */
const Header = z.object({ alg: z.string().check(z.trim(), z.minLength(1)) });

/**
 * What the site reads of the token. The server checks the signature of every call; the site refuses
 * what it can see is wrong (alg 'none', no signature, no expiry, expired) and, where the key is published
 * (a JWKS URL in configuration), verifies the signature before deciding (issue 27).
 */
export interface AccessClaims {
  readonly company: string | null;
  /** Epoch ms, or null when the token does not say (such a token is refused). */
  readonly expiresAt: number | null;
  /** The header's algorithm, as sent (e.g. 'ES256'). */
  readonly alg: string;
  readonly demo: boolean;
  readonly name: string | null;
}

/** base64url to text; null when it is not base64url or not UTF-8. */
function decodeSegment(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  try {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The claims of a JWT (header.payload.signature), or null when it cannot be read. */
export function readAccessToken(token: string): AccessClaims | null {
  const parts = token.trim().split('.');
  if (parts.length !== 3 || parts.some((part) => part === '')) return null;
  const header = decodeSegment(parts[0] ?? '');
  const payload = decodeSegment(parts[1] ?? '');
  if (header === null || payload === null) return null;
  const headerJson = Header.safeParse(parseJson(header));
  if (!headerJson.success) return null;
  const claims = Claims.safeParse(parseJson(payload));
  if (!claims.success) return null;
  const { company, exp, demo, name } = claims.data;
  return {
    company: company === undefined ? null : String(company),
    expiresAt: exp === undefined ? null : exp * 1000,
    alg: headerJson.data.alg,
    demo: demo === true,
    name: name ?? null,
  };
}

type LoginReason = 'missing' | 'invalid' | 'expired' | 'failed';
/** Why /login opened: the token's state, a hash that timed out or failed, or the visitor signed out. */
export type LoginError = LoginReason | 'timeout' | 'failed' | 'signedOut';
const LOGIN_ERRORS: readonly LoginError[] = [
  'missing',
  'invalid',
  'expired',
  'timeout',
  'failed',
  'signedOut',
];

export type AccessVerdict =
  | {
      readonly kind: 'granted';
      /** The address's institution, else the token's company claim; null when neither names one. */
      readonly institution: string | null;
      readonly demo: boolean;
      readonly name: string | null;
    }
  | { readonly kind: 'login'; readonly reason: LoginReason };

/**
 * What the signature check said: 'verified' with the published key, 'refused' when the key did not
 * verify it (forged, another key, an algorithm the key does not use), 'unchecked' where no key is
 * configured (the API still checks the bearer on every call), 'unavailable' when the keys could not be
 * fetched in time (fails closed: /login says the access could not be verified, and the visitor retries).
 */
export type TokenSignature = 'verified' | 'refused' | 'unchecked' | 'unavailable';

/** Whether a token is unsigned by its own header: 'none' in any case or spacing. */
const isUnsignedAlg = (alg: string): boolean => alg.trim().toLowerCase() === 'none';

/** Whether the stored token opens the view at `now`, and for which institution. */
export function decideAccess(input: {
  readonly token: string | null;
  readonly now: number;
  readonly institutionParam: string | null;
  /** Unchecked when not given. */
  readonly signature?: TokenSignature;
}): AccessVerdict {
  if (input.token === null || input.token.trim() === '') return { kind: 'login', reason: 'missing' };
  const claims = readAccessToken(input.token);
  if (claims === null || isUnsignedAlg(claims.alg)) return { kind: 'login', reason: 'invalid' };
  if (input.signature === 'refused') return { kind: 'login', reason: 'invalid' };
  if (input.signature === 'unavailable') return { kind: 'login', reason: 'failed' };
  // A token that never expires would open the view forever from any copy of it.
  if (claims.expiresAt === null) return { kind: 'login', reason: 'invalid' };
  if (claims.expiresAt <= input.now) return { kind: 'login', reason: 'expired' };
  const param = input.institutionParam?.trim() ?? '';
  return {
    kind: 'granted',
    institution: param !== '' ? param : claims.company,
    demo: claims.demo,
    name: claims.name,
  };
}

/** Where an institution's plans can be: the listings of insurers, prepaid medicine and EPS. */
const INSTITUTION_CATEGORIES = ['Seguros', 'Medicina-Prepagada', 'EPS'] as const;

type InstitutionRequest = Extract<ContentRequest, { kind: 'organizationPlans' }>;

/** The content the institution view loads: the institution (an organization's url segment) in each listing. */
export function institutionContent(
  institution: string,
): readonly [InstitutionRequest, InstitutionRequest, InstitutionRequest] {
  const [insurers, prepaid, eps] = INSTITUTION_CATEGORIES;
  const request = (category: InstitutionRequest['category']): InstitutionRequest => ({
    kind: 'organizationPlans',
    category,
    url: institution,
  });
  return [request(insurers), request(prepaid), request(eps)];
}

/** A referrer /login may return to: a path of this site, never another host (an open redirect). */
export function safeReferrer(value: string | null): string {
  if (value === null) return INSTITUTION_VIEW_PATH;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return INSTITUTION_VIEW_PATH;
  if (!URL.canParse(value, 'http://site.invalid')) return INSTITUTION_VIEW_PATH;
  const url = new URL(value, 'http://site.invalid');
  if (url.origin !== 'http://site.invalid' || url.pathname === LOGIN_PATH) return INSTITUTION_VIEW_PATH;
  return `${url.pathname}${url.search}`;
}

/** /login?loginError=&referrer= (001 §2). */
export function loginAddress(referrer: string, error: LoginError): string {
  const query = new URLSearchParams({ loginError: error, referrer: safeReferrer(referrer) });
  return `${LOGIN_PATH}?${query.toString()}`;
}

export interface LoginQuery {
  readonly error: LoginError | null;
  readonly referrer: string;
  readonly hash: string | null;
}

export function readLoginQuery(search: string): LoginQuery {
  const query = new URLSearchParams(search);
  const error = query.get('loginError');
  const hash = query.get(LOGIN_HASH_PARAM)?.trim() ?? '';
  return {
    error: LOGIN_ERRORS.find((known) => known === error) ?? null,
    referrer: safeReferrer(query.get('referrer')),
    hash: /^[A-Za-z0-9._~-]{1,200}$/.test(hash) ? hash : null,
  };
}

/**
 * The company login of the customer portal, told where to come back: it signs the visitor in and
 * returns to /login with a hash that the site exchanges for the token.
 */
export function portalLoginUrl(country: SiteCountryCode, origin: string, referrer: string): string {
  const back = new URL(LOGIN_PATH, origin);
  back.searchParams.set('referrer', safeReferrer(referrer));
  const portal = new URL(CUSTOMER_PORTALS[country].companies);
  portal.searchParams.set('redirect', back.toString());
  return portal.toString();
}

export const ACCESS_TEXTS = {
  demo: DEMO_ACCESS_MESSAGE,
  loginTitle: 'Ingresa a tu vista de institución',
  loginLead:
    'La vista de institución muestra a aseguradoras y aliados cómo ven los visitantes sus planes en {{brand}}. Ingresa con la cuenta de empresa de tu Portal Clientes.',
  loginButton: 'Ingresar con Portal Clientes',
  verifying: 'Verificando tu acceso…',
  retry: 'Reintentar',
  backHome: 'Volver al Home',
  errors: {
    missing: 'Para ver esta vista debes ingresar con tu cuenta de empresa.',
    invalid: 'No pudimos leer tu acceso. Ingresa nuevamente.',
    expired: 'Tu acceso expiró. Ingresa nuevamente.',
    // The specification's text for a hash whose token never came (§8).
    timeout: API_MESSAGES.tokenTimeout,
    failed: 'No pudimos verificar tu acceso. Inténtalo nuevamente.',
    signedOut: 'Cerraste tu sesión.',
  } satisfies Record<LoginError, string>,
  viewTitle: 'Vista de institución',
  viewLead: (name: string, brand: string) => `Así ven los visitantes los planes de ${name} en ${brand}.`,
  noInstitution:
    'Tu acceso no tiene una institución asignada. Pide a tu ejecutivo que la asigne, o abre la vista con ?institucion= y la institución.',
  institutionNotFound: (institution: string) => `No encontramos la institución «${institution}».`,
  signedInAs: (name: string) => `Ingresaste como ${name}`,
  signOut: 'Cerrar sesión',
} as const;
