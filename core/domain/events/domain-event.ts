import { z } from 'zod/mini';
import { Profile, ProductTypeKey } from '../profile/profile';
import { SiteCountryCode } from '../site/country';
import { OutboxKind, OutboxPayload } from '../outbox/outbox-kind';
import { PurchaseEvents } from '../purchase/purchase-events';
import { AttributionEvents } from '../attribution/attribution-events';
import { ConsentEvents } from '../consent/consent-events';

/**
 * The facts worth keeping. Each record is `{ type, version, data, metadata }`; time arrives as
 * `metadata.at` (epoch ms) so the projection never reads a clock.
 */
const Metadata = z.object({ at: z.number().check(z.int(), z.nonnegative()) });

function event<T extends string, V extends number, D extends z.ZodMiniType>(type: T, version: V, data: D) {
  return z.object({ type: z.literal(type), version: z.literal(version), data, metadata: Metadata });
}

export const LocalFlag = z.enum(['internal-traffic', 'forced-refresh', 'pixels']);
export type LocalFlag = z.infer<typeof LocalFlag>;
export const Language = z.enum(['es', 'en', 'pt']);
export type Language = z.infer<typeof Language>;

const SessionStarted = event(
  'SessionStarted',
  1,
  z.object({ startedAt: z.number().check(z.int(), z.nonnegative()) }),
);
const ProfileSaved = event(
  'ProfileSaved',
  1,
  z.object({ country: SiteCountryCode, productType: ProductTypeKey, profile: Profile }),
);
const ProductId = z.string().check(z.minLength(1));
const ComparisonSlotFilled = event('ComparisonSlotFilled', 1, z.object({ productId: ProductId }));
const ComparisonSlotCleared = event('ComparisonSlotCleared', 1, z.object({ productId: ProductId }));
const ReferralStored = event(
  'ReferralStored',
  1,
  z.object({
    email: z.string().check(z.maxLength(50)),
    name: z.string().check(z.maxLength(120)),
    ejecutivo: z.nullable(z.string().check(z.maxLength(120))),
    initialDate: z.number().check(z.int(), z.nonnegative()),
  }),
);
const ReferralRemoved = event('ReferralRemoved', 1, z.object({}));
const NotificationSeen = event(
  'NotificationSeen',
  1,
  z.object({ message: z.string().check(z.maxLength(2000)) }),
);
const FlagToggled = event('FlagToggled', 1, z.object({ flag: LocalFlag, on: z.boolean() }));
const LanguageChanged = event('LanguageChanged', 1, z.object({ lang: Language }));
const LeadQueued = event(
  'LeadQueued',
  1,
  z.object({
    leadId: z.string().check(z.minLength(1)),
    kind: OutboxKind,
    payload: OutboxPayload,
    /** When the visitor sent it; the outbox delivers oldest first. */
    queuedAt: z.number().check(z.int(), z.nonnegative()),
  }),
);
const LeadDelivered = event('LeadDelivered', 1, z.object({ leadId: z.string().check(z.minLength(1)) }));

/** The visitor's clinics, as chosen in a comparator's 'Mi clínica' filter (empty: cleared). */
const ClinicsChosen = event(
  'ClinicsChosen',
  1,
  z.object({ ids: z.array(z.number().check(z.int(), z.nonnegative())).check(z.maxLength(30)) }),
);

export const DomainEvent = z.discriminatedUnion('type', [
  SessionStarted,
  ProfileSaved,
  ComparisonSlotFilled,
  ComparisonSlotCleared,
  ReferralStored,
  ReferralRemoved,
  NotificationSeen,
  FlagToggled,
  LanguageChanged,
  LeadQueued,
  LeadDelivered,
  ClinicsChosen,
  ...PurchaseEvents,
  ...AttributionEvents,
  ...ConsentEvents,
]);
export type DomainEvent = z.infer<typeof DomainEvent>;
export type DomainEventType = DomainEvent['type'];
export type EventData<T extends DomainEventType> = Extract<DomainEvent, { type: T }>['data'];

/** Build a record of the current version; `at` is the caller's clock. */
export function domainEvent<T extends DomainEventType>(type: T, data: EventData<T>, at: number): DomainEvent {
  return { type, version: 1, data, metadata: { at } } as DomainEvent;
}

/** What a machine asks to record: the app stamps the time (`metadata.at`) from its clock. */
export type EventDraft = { [K in DomainEventType]: { type: K; data: EventData<K> } }[DomainEventType];

export function stampEvent(draft: EventDraft, at: number): DomainEvent {
  return domainEvent(draft.type, draft.data, at);
}
