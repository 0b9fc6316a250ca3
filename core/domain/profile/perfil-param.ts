import { z } from 'zod/mini';
import { ProductTypeName } from '../api/insurance-type';
import type { AppLocation } from '../routing/resolve-route';
import { COMPARE_SECTIONS, type CompareSection } from '../routing/route-table';
import { base64ToBytes, bytesToBase64, utf8Decode, utf8Encode } from './base64';
import type { Profile } from './profile';
import { isRecord, parseProfileInput } from './profile-input';

/**
 * The `perfil` URL parameter (§2 "URL resolution"): base64 JSON of the shared profile, with an optional
 * productType, in the query or in the fragment. Unless replaceUrl is 'false' it leaves the address
 * after about a second. Every function here is total: an invalid value is null, never an exception.
 */
export const PERFIL_PARAM = 'perfil';
/**
 * The longest perfil an address may carry, as written in the address (percent-encoded). Servers refuse
 * request lines over 8 KB (nginx's default; Node's whole header limit is 16 KB), so the value keeps
 * room for the rest of the address. A longer value is refused before decoding, and never written.
 */
export const MAX_PERFIL_LENGTH = 6_000;

export const PERFIL_TOO_LONG_MESSAGE =
  'Este perfil es demasiado largo para compartirlo en un enlace. Quita algunas personas e inténtalo de nuevo.';

export interface PerfilValue {
  readonly profile: Profile;
  /** Product type the link names; null when it names none (the page's then applies). */
  readonly productType: ProductTypeName | null;
}

export interface PerfilInAddress {
  /** The raw parameter, still encoded. */
  readonly value: string;
  readonly where: 'search' | 'hash';
  /** False when the link says replaceUrl=false: the parameter then stays in the address. */
  readonly removeFromAddress: boolean;
  /** The productType query parameter beside perfil, if any. */
  readonly productTypeParam: string | null;
}

const Envelope = z.object({ productType: z.optional(z.string().check(z.maxLength(40))) });

/** Decode a perfil value; null when it is not base64 of UTF-8 JSON of a valid profile. */
export function decodePerfil(value: string, productTypeParam: string | null = null): PerfilValue | null {
  if (value.length === 0 || value.length > MAX_PERFIL_LENGTH) return null;
  const bytes = base64ToBytes(value.trim());
  if (!bytes) return null;
  const text = utf8Decode(bytes);
  if (text === null) return null;
  const json = parseJson(text);
  if (!isRecord(json)) return null;
  const envelope = Envelope.safeParse(json);
  if (!envelope.success) return null;
  const body = isRecord(json.profile) ? json.profile : json;
  const profile = parseProfileInput(body);
  if (!profile.ok) return null;
  const named = envelope.data.productType ?? productTypeParam ?? null;
  if (named === null) return { profile: profile.value, productType: null };
  const productType = ProductTypeName.safeParse(named);
  return productType.success ? { profile: profile.value, productType: productType.data } : null;
}

/** The value a shared link carries for this profile (standard base64 of UTF-8 JSON). */
export function encodePerfil(profile: Profile, productType?: ProductTypeName): string {
  const body = productType === undefined ? profile : { ...profile, productType };
  return bytesToBase64(utf8Encode(JSON.stringify(body)));
}

/** The perfil value as it goes into an address, or the message saying why it cannot. */
export function perfilForAddress(
  profile: Profile,
  productType?: ProductTypeName,
): { readonly ok: true; readonly value: string } | { readonly ok: false; readonly message: string } {
  const value = encodeURIComponent(encodePerfil(profile, productType));
  return value.length > MAX_PERFIL_LENGTH
    ? { ok: false, message: PERFIL_TOO_LONG_MESSAGE }
    : { ok: true, value };
}

/** Where the address carries perfil: the query first, then the fragment (`#perfil=` or `#/path?perfil=`). */
export function findPerfil(location: AppLocation): PerfilInAddress | null {
  const query = safeParams(location.search);
  const fromQuery = query.get(PERFIL_PARAM);
  if (fromQuery !== null) return describe(fromQuery, 'search', query);
  const fragment = safeParams(fragmentQuery(location.hash));
  const fromHash = fragment.get(PERFIL_PARAM);
  if (fromHash !== null) return describe(fromHash, 'hash', fragment);
  return null;
}

/** The same address without the perfil parameter (other parameters kept). */
export function addressWithoutPerfil(location: AppLocation): string {
  const query = safeParams(location.search);
  query.delete(PERFIL_PARAM);
  const search = query.toString();
  let hash = location.hash;
  const fragment = fragmentQuery(location.hash);
  const hashParams = safeParams(fragment);
  if (hashParams.has(PERFIL_PARAM)) {
    hashParams.delete(PERFIL_PARAM);
    const rest = hashParams.toString();
    const raw = location.hash.replace(/^#/, '');
    const prefix = raw.includes('?') ? raw.slice(0, raw.indexOf('?')) : '';
    const rebuilt = prefix ? (rest ? `${prefix}?${rest}` : prefix) : rest;
    hash = rebuilt ? `#${rebuilt}` : '';
  }
  return `${location.pathname}${search ? `?${search}` : ''}${hash}`;
}

function describe(value: string, where: 'search' | 'hash', params: URLSearchParams): PerfilInAddress {
  return {
    value,
    where,
    removeFromAddress: params.get('replaceUrl') !== 'false',
    productTypeParam: params.get('productType'),
  };
}

function fragmentQuery(hash: string): string {
  const raw = hash.replace(/^#/, '');
  return raw.includes('?') ? raw.slice(raw.indexOf('?') + 1) : raw;
}

function safeParams(query: string): URLSearchParams {
  try {
    return new URLSearchParams(query);
  } catch {
    return new URLSearchParams();
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The product type a page is about: its comparison section's on /Comparar/{section}, else its route
 * data's; '' (the general health comparison) when it names none.
 */
export function pageProductType(
  page: string,
  params: Readonly<Record<string, string>>,
  data: Readonly<Record<string, unknown>>,
): string {
  const section = params.section;
  if (page === 'compare' && section && Object.hasOwn(COMPARE_SECTIONS, section))
    return COMPARE_SECTIONS[section as CompareSection].productType;
  return typeof data.productType === 'string' ? data.productType : '';
}
