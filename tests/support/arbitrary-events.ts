import fc from 'fast-check';
import type { DomainEvent, EventDraft } from '../../core/domain';
import { stampEvent } from '../../core/domain';

const productId = fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5');
const person = fc.record({
  sexo: fc.constantFrom('Masculino' as const, 'Femenino' as const),
  edad: fc.integer({ min: 0, max: 99 }),
});

export const arbitraryDraft: fc.Arbitrary<EventDraft> = fc.oneof(
  fc
    .integer({ min: 0, max: 2e12 })
    .map((startedAt) => ({ type: 'SessionStarted' as const, data: { startedAt } })),
  fc
    .record({
      productType: fc.constantFrom('general', 'Medicina Prepagada', 'colectivo', 'PET_INSURANCE_CO'),
      cotizante: fc.array(person, { minLength: 1, maxLength: 3 }),
      cargas: fc.array(
        fc.record({
          parentescoCarga: fc.constantFrom('Cónyuge', 'Hijo', 'Hija'),
          edad: fc.integer({ min: 0, max: 90 }),
        }),
        { maxLength: 3 },
      ),
      enPareja: fc.boolean(),
    })
    .map(({ productType, cotizante, cargas, enPareja }) => ({
      type: 'ProfileSaved' as const,
      data: { country: 'CO' as const, productType, profile: { cotizante, cargas, enPareja } },
    })),
  productId.map((id) => ({ type: 'ComparisonSlotFilled' as const, data: { productId: id } })),
  productId.map((id) => ({ type: 'ComparisonSlotCleared' as const, data: { productId: id } })),
  fc
    .record({ email: fc.emailAddress().filter((e) => e.length <= 50), name: fc.string({ maxLength: 20 }) })
    .map(({ email, name }) => ({
      type: 'ReferralStored' as const,
      data: { email, name, ejecutivo: null, initialDate: 1_700_000_000_000 },
    })),
  fc.constant({ type: 'ReferralRemoved' as const, data: {} }),
  fc.string({ maxLength: 30 }).map((message) => ({ type: 'NotificationSeen' as const, data: { message } })),
  fc
    .record({
      flag: fc.constantFrom('internal-traffic' as const, 'forced-refresh' as const, 'pixels' as const),
      on: fc.boolean(),
    })
    .map((data) => ({ type: 'FlagToggled' as const, data })),
  fc
    .constantFrom('es' as const, 'en' as const, 'pt' as const)
    .map((lang) => ({ type: 'LanguageChanged' as const, data: { lang } })),
  fc.constantFrom('l1', 'l2').map((leadId) => ({
    type: 'LeadQueued' as const,
    data: { leadId, kind: 'contacto' as const, payload: { email: 'ana@example.co' }, queuedAt: 1 },
  })),
  fc.constantFrom('l1', 'l2').map((leadId) => ({ type: 'LeadDelivered' as const, data: { leadId } })),
  fc
    .uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 4 })
    .map((ids) => ({ type: 'ClinicsChosen' as const, data: { ids } })),
  fc
    .record({ at: fc.integer({ min: 0, max: 2e12 }), source: fc.constantFrom('', 'google', 'facebook') })
    .map(({ at, source }) => ({
      type: 'TouchRecorded' as const,
      data: { touch: { at, landing: '/', referrer: '', params: source ? { utm_source: source } : {} } },
    })),
);

export const arbitraryEvent: fc.Arbitrary<DomainEvent> = fc
  .tuple(arbitraryDraft, fc.integer({ min: 0, max: 2e12 }))
  .map(([draft, at]) => stampEvent(draft, at));

export const arbitraryEvents = (maxLength = 40) => fc.array(arbitraryEvent, { maxLength });
