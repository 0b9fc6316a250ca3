import { describe, expect, it } from 'vitest';
import { decide, fold, initialVisitorState, stampEvent, type EventDraft } from '../../../core/domain';
import { given } from '../../support/decider-spec';

const give = {
  type: 'consent.give' as const,
  id: 'c1',
  channel: 'whatsapp' as const,
  purpose: 'asesoria' as const,
  address: '321 123 4567',
  preferred: { from: 6, to: 21, saturday: true },
  text: 'Autorizo a QueSeguro a contactarme por WhatsApp…',
  now: 1_000,
};

const consentGiven: EventDraft = {
  type: 'ContactConsentGiven',
  data: {
    consentId: 'c1',
    channel: 'whatsapp',
    purpose: 'asesoria',
    address: '+573211234567',
    hours: { weekdays: [7, 19], saturday: [8, 15] },
    text: 'Autorizo a QueSeguro a contactarme por WhatsApp…',
    givenAt: 1_000,
  },
};

describe('contact consents: per channel and purpose, revocable, each sent once through the outbox', () => {
  it('given nothing, when a consent is given, then it is recorded with hours clipped and queued for the API', () => {
    const decision = decide(give, initialVisitorState('CO'));
    expect(decision.ok).toBe(true);
    if (!decision.ok) return;
    expect(decision.events[0]).toEqual(consentGiven);
    expect(decision.events[1]).toMatchObject({
      type: 'LeadQueued',
      data: { leadId: 'consent-c1', kind: 'consentimiento', queuedAt: 1_000 },
    });
  });

  it('given a consent, when it is revoked, then the revocation is recorded and queued once', () => {
    given(consentGiven)
      .when({ type: 'consent.revoke', id: 'c1', now: 5_000 })
      .then(
        { type: 'ContactConsentRevoked', data: { consentId: 'c1', revokedAt: 5_000 } },
        {
          type: 'LeadQueued',
          data: {
            leadId: 'revocation-c1',
            kind: 'revocacion',
            payload: { consentId: 'c1', channel: 'whatsapp', revokedAt: 5_000 },
            queuedAt: 5_000,
          },
        },
      );
  });

  it('given a revoked consent, when it is revoked again, then it is refused (one revocation only)', () => {
    given(consentGiven, { type: 'ContactConsentRevoked', data: { consentId: 'c1', revokedAt: 5_000 } })
      .when({ type: 'consent.revoke', id: 'c1', now: 6_000 })
      .thenRefused('consent.revoked');
  });

  it('refuses an unknown consent, hours wholly outside the law, a bad address, and the same channel and purpose twice', () => {
    given().when({ type: 'consent.revoke', id: 'nope', now: 1 }).thenRefused('consent.unknown');
    given()
      .when({ ...give, preferred: { from: 20, to: 23, saturday: true } })
      .thenRefused('consent.hours');
    given()
      .when({ ...give, address: '601 123 4567' })
      .thenRefused('consent.address');
    given()
      .when({ ...give, channel: 'email', address: 'no-es-correo' })
      .thenRefused('consent.address');
    given(consentGiven)
      .when({ ...give, id: 'c2' })
      .thenRefused('consent.already');
  });

  it('keeps the receipt of a revoked consent, and a new one for the same channel may be given after it', () => {
    const state = fold(initialVisitorState('CO'), [
      stampEvent(consentGiven, 1),
      stampEvent({ type: 'ContactConsentRevoked', data: { consentId: 'c1', revokedAt: 5_000 } }, 2),
    ]);
    expect(state.consents['c1']).toMatchObject({ revokedAt: 5_000, text: consentGiven.data.text });
    expect(decide({ ...give, id: 'c2' }, state).ok).toBe(true);
  });
});
