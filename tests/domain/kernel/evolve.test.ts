import { describe, expect, it } from 'vitest';
import {
  fold,
  initialVisitorState,
  stampEvent,
  type EventDraft,
  type Profile,
  type VisitorState,
} from '../../../core/domain';

/** Each event's fold, one case each: given these events, the projection reads so. */
const after = (...drafts: EventDraft[]): VisitorState =>
  fold(
    initialVisitorState('CO'),
    drafts.map((draft, index) => stampEvent(draft, 100 + index)),
  );

const woman: Profile = {
  cotizante: [{ sexo: 'Femenino', edad: 40 }],
  cargas: [],
  enPareja: false,
  colectivos: [{ cantidadDeTrabajadores: 12, cantidadDeCargas: 3 }],
};

describe('evolve: the fold of each event', () => {
  it('SessionStarted keeps the start', () => {
    expect(after({ type: 'SessionStarted', data: { startedAt: 7 } }).sessionStartedAt).toBe(7);
  });

  it('ProfileSaved keeps the profile under its product type, and its collective data apart', () => {
    const state = after({
      type: 'ProfileSaved',
      data: { country: 'CO', productType: 'general', profile: woman },
    });
    expect(state.profiles).toEqual({ general: woman });
    expect(state.colectivos).toEqual(woman.colectivos);
  });

  it('ComparisonSlotFilled and ComparisonSlotCleared fill in order and shift left', () => {
    const filled = (productId: string): EventDraft => ({ type: 'ComparisonSlotFilled', data: { productId } });
    expect(after(filled('a'), filled('b')).comparisonSlots).toEqual(['a', 'b', null]);
    expect(
      after(filled('a'), filled('b'), { type: 'ComparisonSlotCleared', data: { productId: 'a' } })
        .comparisonSlots,
    ).toEqual(['b', null, null]);
  });

  it('ReferralStored keeps the referral, ReferralRemoved forgets it', () => {
    const stored: EventDraft = {
      type: 'ReferralStored',
      data: { email: 'a@b.co', name: 'Ana', ejecutivo: null, initialDate: 5 },
    };
    expect(after(stored).referral).toEqual({ email: 'a@b.co', name: 'Ana', ejecutivo: null, initialDate: 5 });
    expect(after(stored, { type: 'ReferralRemoved', data: {} }).referral).toBeNull();
  });

  it('NotificationSeen keeps the message seen', () => {
    expect(after({ type: 'NotificationSeen', data: { message: 'Hola' } }).notificationLastSeen).toBe('Hola');
  });

  it('FlagToggled sets one flag and leaves the others', () => {
    const state = after({ type: 'FlagToggled', data: { flag: 'internal-traffic', on: true } });
    expect(state.flags).toEqual({ 'internal-traffic': true, 'forced-refresh': false, pixels: false });
  });

  it('LanguageChanged keeps the language', () => {
    expect(after({ type: 'LanguageChanged', data: { lang: 'pt' } }).language).toBe('pt');
  });

  it('LeadQueued keeps the lead with its time, LeadDelivered removes it', () => {
    const queued: EventDraft = {
      type: 'LeadQueued',
      data: { leadId: 'l1', kind: 'contacto', payload: { name: 'Ana' }, queuedAt: 100 },
    };
    expect(after(queued).leadOutbox).toEqual({
      l1: { kind: 'contacto', payload: { name: 'Ana' }, queuedAt: 100 },
    });
    expect(after(queued, { type: 'LeadDelivered', data: { leadId: 'l1' } }).leadOutbox).toEqual({});
  });

  it('TouchRecorded appends the touch', () => {
    const touch = { at: 5, landing: '/EPS', referrer: '', params: { utm_source: 'google' } };
    expect(after({ type: 'TouchRecorded', data: { touch } }).attribution).toEqual([touch]);
  });
});
