import { describe, expect, it } from 'vitest';
import { decide, initialVisitorState } from '../../../core/domain';

const give = (address: string, channel: 'telefono' | 'whatsapp' = 'whatsapp') => ({
  type: 'consent.give' as const,
  id: 'c1',
  channel,
  purpose: 'asesoria' as const,
  address,
  preferred: { from: 9, to: 12, saturday: false },
  text: 'Autorizo…',
  now: 1_000,
});

const addressOf = (site: 'CO' | 'CL' | 'PE' | 'INT', address: string, channel?: 'telefono' | 'whatsapp') => {
  const decision = decide(give(address, channel), initialVisitorState(site));
  if (!decision.ok) return { refused: decision.rejection.message };
  const event = decision.events[0];
  return event?.type === 'ContactConsentGiven' ? { kept: event.data.address } : { refused: '' };
};

describe('a contact consent takes a phone by the rule of the site the visitor is on', () => {
  it('in Chile a Chilean mobile, typed with or without +56, is kept in full; a Colombian one is refused in Chilean words', () => {
    expect(addressOf('CL', '9 6123 4567')).toEqual({ kept: '+56961234567' });
    expect(addressOf('CL', '+56 9 6123 4567')).toEqual({ kept: '+56961234567' });
    const refused = addressOf('CL', '321 123 4567');
    expect(refused.refused).toMatch(/Chile/);
    expect(refused.refused).toMatch(/\+56/);
    expect(refused.refused).not.toMatch(/Colombia|\+57/);
  });

  it('in Chile a Santiago landline (2 …) can be called but is not a WhatsApp', () => {
    expect(addressOf('CL', '2 2345 6789', 'telefono')).toEqual({ kept: '+56223456789' });
    expect(addressOf('CL', '2 2345 6789', 'whatsapp').refused).toMatch(/celular de Chile/);
  });

  it('in Peru a 9-digit mobile starting with 9 is kept with +51; anything else is refused in Peruvian words', () => {
    expect(addressOf('PE', '987 654 321')).toEqual({ kept: '+51987654321' });
    expect(addressOf('PE', '987 654 321', 'telefono')).toEqual({ kept: '+51987654321' });
    const refused = addressOf('PE', '321 123 4567');
    expect(refused.refused).toMatch(/Perú/);
    expect(refused.refused).toMatch(/\+51/);
    expect(refused.refused).not.toMatch(/Colombia/);
  });

  it('on the international site any number with its country code is taken, and the message asks for that code', () => {
    expect(addressOf('INT', '+1 305 555 0142')).toEqual({ kept: '+13055550142' });
    expect(addressOf('INT', '+34 612 345 678', 'telefono')).toEqual({ kept: '+34612345678' });
    const refused = addressOf('INT', '12345', 'telefono');
    expect(refused.refused).toMatch(/código de tu país/);
    expect(refused.refused).not.toMatch(/Colombia/);
  });

  it('in Colombia the rule is unchanged: a mobile from 3 for WhatsApp, a Chilean number refused', () => {
    expect(addressOf('CO', '321 123 4567')).toEqual({ kept: '+573211234567' });
    expect(addressOf('CO', '9 6123 4567').refused).toMatch(/Colombia/);
  });
});
