import { z } from 'zod/mini';
import { EMPTY_SLOTS, clearSlot, fillSlot, normaliseSlots } from '../compare/slots';
import { Language, LocalFlag, type DomainEvent } from '../events/domain-event';
import { Colectivo, Profile, defaultProfile, GENERAL_PRODUCT_TYPE } from '../profile/profile';
import { SiteCountryCode } from '../site/country';
import { OutboxKind, OutboxPayload } from '../outbox/outbox-kind';
import { evolvePurchases } from '../purchase/evolve-purchase';
import { Purchase } from '../purchase/purchase-state';
import { Touch, keepTouches } from '../attribution/touch';
import { ConsentRecord } from '../consent/consent-events';

/** The visitor's durable state: the fold of the event log (DESIGN.md, "The projection"). */
export const VisitorState = z.object({
  country: SiteCountryCode,
  profiles: z.record(z.string(), Profile),
  colectivos: z.nullable(z.array(Colectivo)),
  // Read to the rules: a stored `x, x, y` (an older snapshot) is `x, y` here, as on screen.
  comparisonSlots: z.pipe(
    z.array(z.nullable(z.string())).check(z.length(3)),
    z.transform((slots: (string | null)[]) => normaliseSlots(slots)),
  ),
  referral: z.nullable(
    z.object({
      email: z.string(),
      name: z.string(),
      ejecutivo: z.nullable(z.string()),
      initialDate: z.number(),
    }),
  ),
  notificationLastSeen: z.nullable(z.string()),
  flags: z.record(LocalFlag, z.boolean()),
  language: Language,
  sessionStartedAt: z.nullable(z.number()),
  leadOutbox: z.record(
    z.string(),
    z.object({ kind: OutboxKind, payload: OutboxPayload, queuedAt: z.number() }),
  ),
  /** Online purchases by purchase id (the session of /Compra-Online); a snapshot from before has none. */
  purchases: z._default(z.record(z.string(), Purchase), {}),
  /** The visits' touches for lead attribution (§9): first and latest, at most 100. */
  attribution: z._default(z.array(Touch).check(z.maxLength(100)), []),
  /** Contact consents by id, revoked ones kept with their receipt ("Mis datos"). */
  consents: z._default(z.record(z.string(), ConsentRecord), {}),
  /** The clinics the visitor chose in a comparator's 'Mi clínica' (issue 26); a snapshot from before has none. */
  clinics: z._default(z.array(z.number()), []),
});
export type VisitorState = z.infer<typeof VisitorState>;

export function initialVisitorState(country: SiteCountryCode): VisitorState {
  return {
    country,
    profiles: {},
    colectivos: null,
    comparisonSlots: [...EMPTY_SLOTS],
    referral: null,
    notificationLastSeen: null,
    flags: { 'internal-traffic': false, 'forced-refresh': false, pixels: false },
    language: 'es',
    sessionStartedAt: null,
    leadOutbox: {},
    purchases: {},
    attribution: [],
    consents: {},
    clinics: [],
  };
}

/** The stored profile for a product type, or the default profile (one male aged 25) when none is stored. */
export function profileFor(state: VisitorState, productTypeKey: string = GENERAL_PRODUCT_TYPE): Profile {
  return state.profiles[productTypeKey] ?? defaultProfile();
}

export function hasStoredProfile(
  state: VisitorState,
  productTypeKey: string = GENERAL_PRODUCT_TYPE,
): boolean {
  return state.profiles[productTypeKey] !== undefined;
}

/** Fold one event into the state. Pure and total: an unknown case is a compile error. */
export function evolve(state: VisitorState, event: DomainEvent): VisitorState {
  switch (event.type) {
    case 'SessionStarted':
      return { ...state, sessionStartedAt: event.data.startedAt };
    case 'ProfileSaved': {
      const { productType, profile } = event.data;
      return {
        ...state,
        profiles: { ...state.profiles, [productType]: profile },
        // Collective data is also kept on its own (local key colectivos, §3).
        colectivos: profile.colectivos ?? state.colectivos,
      };
    }
    case 'ComparisonSlotFilled':
      return { ...state, comparisonSlots: [...fillSlot(state.comparisonSlots, event.data.productId)] };
    case 'ComparisonSlotCleared':
      return { ...state, comparisonSlots: [...clearSlot(state.comparisonSlots, event.data.productId)] };
    case 'ReferralStored':
      return { ...state, referral: { ...event.data } };
    case 'ReferralRemoved':
      return { ...state, referral: null };
    case 'NotificationSeen':
      return { ...state, notificationLastSeen: event.data.message };
    case 'FlagToggled':
      return { ...state, flags: { ...state.flags, [event.data.flag]: event.data.on } };
    case 'LanguageChanged':
      return { ...state, language: event.data.lang };
    case 'LeadQueued':
      return {
        ...state,
        leadOutbox: {
          ...state.leadOutbox,
          [event.data.leadId]: {
            kind: event.data.kind,
            payload: event.data.payload,
            queuedAt: event.data.queuedAt,
          },
        },
      };
    case 'LeadDelivered': {
      const { [event.data.leadId]: _delivered, ...rest } = state.leadOutbox;
      return { ...state, leadOutbox: rest };
    }
    case 'ClinicsChosen':
      return { ...state, clinics: [...event.data.ids] };
    case 'PurchaseStarted':
    case 'PurchaseStepSaved':
    case 'PurchaseStepShown':
    case 'PaymentAttempted':
    case 'PaymentApproved':
    case 'PaymentDeclined':
    case 'PaymentUnanswered':
    case 'PurchaseConfirmed':
    case 'PurchaseRepriced':
      return { ...state, purchases: evolvePurchases(state.purchases, event) };
    case 'TouchRecorded':
      return { ...state, attribution: keepTouches([...state.attribution, event.data.touch]) };
    case 'ContactConsentGiven': {
      const { consentId, givenAt, ...consent } = event.data;
      return {
        ...state,
        consents: { ...state.consents, [consentId]: { ...consent, givenAt, revokedAt: null } },
      };
    }
    case 'ContactConsentRevoked': {
      const consent = state.consents[event.data.consentId];
      if (!consent) return state;
      return {
        ...state,
        consents: {
          ...state.consents,
          [event.data.consentId]: { ...consent, revokedAt: event.data.revokedAt },
        },
      };
    }
    default:
      return assertNever(event);
  }
}

export function fold(state: VisitorState, events: readonly DomainEvent[]): VisitorState {
  return events.reduce(evolve, state);
}

function assertNever(value: never): never {
  throw new Error(`Unhandled event ${JSON.stringify(value)}`);
}
