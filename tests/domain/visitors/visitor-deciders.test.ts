import { describe, expect, it } from 'vitest';
import {
  REFERRER_LIFETIME_MS,
  decide,
  evolve,
  fold,
  initialVisitorState,
  stampEvent,
  withLeadReferrer,
  defaultProfile,
  leadReferrerFields,
  type DomainEvent,
  type VisitorCommand,
} from '../../../core/domain';

const given = (...events: DomainEvent[]) => fold(initialVisitorState('CO'), events);
const stored = (email: string, ejecutivo: string | null, at = 0): DomainEvent =>
  stampEvent(
    { type: 'ReferralStored', data: { email, name: 'Andrés Restrepo', ejecutivo, initialDate: at } },
    at,
  );
const when = (command: VisitorCommand, ...history: DomainEvent[]) => decide(command, given(...history));

describe('referral decider (given / when / then)', () => {
  it('stores a found referrer with its e-mail in lower case and the time it was found', () => {
    const decision = when({
      type: 'referral.store',
      email: ' Laura.Gomez@QueSeguro.co ',
      name: 'Laura Gómez',
      ejecutivo: 'Laura Gómez',
      now: 42,
    });
    expect(decision).toEqual({
      ok: true,
      events: [
        {
          type: 'ReferralStored',
          data: {
            email: 'laura.gomez@queseguro.co',
            name: 'Laura Gómez',
            ejecutivo: 'Laura Gómez',
            initialDate: 42,
          },
        },
      ],
    });
  });

  it('refuses an e-mail that is not one, or longer than 50 characters', () => {
    expect(
      when({ type: 'referral.store', email: 'no-es-correo', name: 'x', ejecutivo: null, now: 0 }).ok,
    ).toBe(false);
    expect(
      when({ type: 'referral.store', email: `${'a'.repeat(45)}@x.com`, name: 'x', ejecutivo: null, now: 0 })
        .ok,
    ).toBe(false);
  });

  it('removes a stored referrer, and refuses to remove none', () => {
    expect(when({ type: 'referral.remove' }, stored('a@b.co', null))).toEqual({
      ok: true,
      events: [{ type: 'ReferralRemoved', data: {} }],
    });
    expect(when({ type: 'referral.remove' }).ok).toBe(false);
  });

  it('expires a referrer without an executive after more than 30 days, never one with an executive', () => {
    const history = stored('a@b.co', null, 1000);
    expect(when({ type: 'referral.expire', now: 1000 + REFERRER_LIFETIME_MS }, history).ok).toBe(false);
    expect(when({ type: 'referral.expire', now: 1001 + REFERRER_LIFETIME_MS }, history).ok).toBe(true);
    expect(
      when(
        { type: 'referral.expire', now: 1000 + 10 * REFERRER_LIFETIME_MS },
        stored('a@b.co', 'Ejecutiva', 1000),
      ).ok,
    ).toBe(false);
  });
});

describe('flags decider (given / when / then)', () => {
  it('records a change of a local flag and refuses a flag already in that state', () => {
    expect(when({ type: 'flags.set', flag: 'internal-traffic', on: true })).toEqual({
      ok: true,
      events: [{ type: 'FlagToggled', data: { flag: 'internal-traffic', on: true } }],
    });
    expect(when({ type: 'flags.set', flag: 'pixels', on: false }).ok).toBe(false);
    const on = stampEvent({ type: 'FlagToggled', data: { flag: 'forced-refresh', on: true } }, 5);
    expect(when({ type: 'flags.set', flag: 'forced-refresh', on: true }, on).ok).toBe(false);
    expect(
      evolve(given(on), stampEvent({ type: 'FlagToggled', data: { flag: 'forced-refresh', on: false } }, 6))
        .flags['forced-refresh'],
    ).toBe(false);
  });
});

describe('leads carry the referrer', () => {
  it('puts the active referrer in the profile as referido, and nothing once it expired', () => {
    const state = given(stored('andres.restrepo@aliado.com.co', null, 0));
    expect(withLeadReferrer(defaultProfile(), state, 10).referido).toEqual({
      email: 'andres.restrepo@aliado.com.co',
      name: 'Andrés Restrepo',
    });
    expect(leadReferrerFields(state, 10)).toEqual({
      referido: { email: 'andres.restrepo@aliado.com.co', name: 'Andrés Restrepo' },
    });
    expect(withLeadReferrer(defaultProfile(), state, REFERRER_LIFETIME_MS + 1).referido).toBeUndefined();
    expect(leadReferrerFields(given(), 0)).toEqual({});
  });
});
