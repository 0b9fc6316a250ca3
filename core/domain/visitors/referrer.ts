import type { Profile } from '../profile/profile';
import { isReferrerExpired } from '../shared/rules/referrer-expiry';
import type { VisitorState } from '../visitor/visitor-state';

/** A referred visitor (§6): the referrer's name and e-mail, logged as 'referral'. */
interface ActiveReferrer {
  readonly email: string;
  readonly name: string;
  readonly loggedAs: 'referral';
}

/** The referrer that still counts at `now`: none once one without an executive is past 30 days. */
function activeReferrer(state: VisitorState, now: number): ActiveReferrer | null {
  const referral = state.referral;
  if (referral === null || isReferrerExpired(referral, now)) return null;
  return { email: referral.email, name: referral.name, loggedAs: 'referral' };
}

/**
 * What a lead carries of the referrer: the profile's `referido` (the field every lead payload already
 * holds through its profile). Without an active referrer the profile is returned unchanged.
 */
export function withLeadReferrer(profile: Profile, state: VisitorState, now: number): Profile {
  const referrer = activeReferrer(state, now);
  if (referrer === null) return profile;
  return { ...profile, referido: { email: referrer.email, name: referrer.name } };
}

/** The referrer fields of a lead, for payloads that carry them beside the profile. */
export function leadReferrerFields(
  state: VisitorState,
  now: number,
): { readonly referido: { readonly email: string; readonly name: string } } | Record<string, never> {
  const referrer = activeReferrer(state, now);
  return referrer === null ? {} : { referido: { email: referrer.email, name: referrer.name } };
}

/** Company domains of the product (§6): a referral e-mail there belongs to staff. */
const COMPANY_EMAIL_DOMAINS: readonly string[] = ['queseguro.co', 'queplan.cl', 'queplan.pe'];

function isCompanyEmail(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  return COMPANY_EMAIL_DOMAINS.includes(domain);
}

/**
 * Staff configuration options show only when the stored referral is empty, or its e-mail belongs to a
 * company domain and equals the referrer the staff member entered (§6); otherwise toggles are off.
 */
export function staffOptionsAllowed(state: VisitorState, enteredReferrer: string | null = null): boolean {
  const referral = state.referral;
  if (referral === null) return true;
  if (!isCompanyEmail(referral.email)) return false;
  return enteredReferrer === null || enteredReferrer.trim().toLowerCase() === referral.email;
}

export const REFERRAL_TEXTS = {
  open: 'Ingresar referido',
  title: '¿Quién te refirió?',
  intro: 'Escribe el correo de la persona o asesor que te recomendó {{brand}}.',
  emailLabel: 'Correo de quien te refirió',
  next: 'Siguiente',
  searching: 'Buscando…',
  close: 'Cerrar',
  required: 'Ingresa el correo de quien te refirió',
  email: 'Ingresa un correo válido, por ejemplo nombre@dominio.com',
  maxlength: 'El correo puede tener máximo 50 caracteres',
  welcomeTitle: '¡Bienvenido!',
  welcome: (name: string) => `Te refirió ${name}. Tus solicitudes quedarán a su nombre.`,
  // Message key 'Asesor-not-foud' (§8), in Spanish.
  notFoundTitle: 'No encontramos a tu asesor',
  notFound: 'No encontramos un asesor con ese correo. Revisa el correo e inténtalo de nuevo.',
  retry: 'Intentar de nuevo',
  done: 'Continuar',
  pseudoLogin: 'Para continuar, ingresa el correo de quien te refirió.',
  remove: 'Quitar referido',
} as const;
