import { describe, expect, it } from 'vitest';
import {
  EMPTY_PLAN_REQUEST,
  REFERRER_LIFETIME_MS,
  buildPlanLead,
  defaultProfile,
  fold,
  initialVisitorState,
  leadAttributionInfo,
  stampEvent,
  type EventDraft,
  type PlanRequestValues,
} from '../../../core/domain';

const values: PlanRequestValues = {
  ...EMPTY_PLAN_REQUEST,
  nombre: 'Ana María Pérez',
  rut: '1020304050',
  email: 'ana@example.co',
  telefono: '+57 300 123 4567',
  consent: true,
  channels: ['whatsapp'],
};
const plan = { id: 7, productCode: 'MP-SURA-01', productType: 'Medicina Prepagada' };
const referral: EventDraft = {
  type: 'ReferralStored',
  data: { email: 'laura.gomez@queseguro.co', name: 'Laura Gómez', ejecutivo: null, initialDate: 0 },
};
const touch: EventDraft = {
  type: 'TouchRecorded',
  data: {
    touch: { at: 0, landing: '/EPS', referrer: 'https://www.google.com', params: { utm_source: 'google' } },
  },
};
const visitor = (...events: EventDraft[]) =>
  fold(
    initialVisitorState('CO'),
    events.map((e, i) => stampEvent(e, i)),
  );
const lead = (state = visitor(), now = 1000) =>
  buildPlanLead({ values, plan, visitor: state, now, origin: '/Medicina-Prepagada/Sura/Plan' });

describe('the plan request body (api/solicitarplans)', () => {
  it('carries the touches, the same list the contact form sends', () => {
    const state = visitor(touch);
    expect(lead(state)?.leadAttributionInfo).toEqual(leadAttributionInfo(state));
    expect(lead(state)?.leadAttributionInfo).toHaveLength(1);
  });

  it('carries the active referrer beside the profile and inside it (§6)', () => {
    const profileSaved: EventDraft = {
      type: 'ProfileSaved',
      data: { country: 'CO', productType: 'Medicina Prepagada', profile: defaultProfile() },
    };
    const body = lead(visitor(referral, profileSaved));
    expect(body?.referido).toEqual({ email: 'laura.gomez@queseguro.co', name: 'Laura Gómez' });
    expect(body?.profile?.referido).toEqual({ email: 'laura.gomez@queseguro.co', name: 'Laura Gómez' });
    expect(lead(visitor(referral))?.referido?.email).toBe('laura.gomez@queseguro.co');
  });

  it('a referrer past its 30 days, or none, is not carried', () => {
    expect(lead(visitor(referral), REFERRER_LIFETIME_MS + 10)?.referido).toBeUndefined();
    expect(lead(visitor())?.referido).toBeUndefined();
  });

  it('nothing is built from invalid values', () => {
    expect(
      buildPlanLead({ values: { ...values, rut: '12' }, plan, visitor: visitor(), now: 0, origin: '/' }),
    ).toBeNull();
  });
});
