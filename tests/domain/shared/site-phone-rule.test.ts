import { describe, expect, it } from 'vitest';
import { validateSitePhone } from '../../../core/domain/shared/validators/country-phone';
import { validateContactForm } from '../../../core/domain/contact/contact-form';
import { validateChatForm } from '../../../core/domain/chat/chat-form';
import { planRequestErrors } from '../../../core/domain/plan-detail/plan-request';
import { fieldError } from '../../../core/domain/purchase/purchase-field-rules';

/**
 * Issue 24: one phone rule per site for every form. The specification's rule (§5): an optional plus
 * sign, a country code of one to three digits, then seven to fourteen digits; fewer than eleven digits
 * in all is 'nominimo'. A Colombian visitor types their mobile's ten digits with or without +57.
 */
describe('the site phone rule', () => {
  it('takes a Colombian mobile with or without its country code, and writes it in full', () => {
    for (const typed of ['3104567890', '310 456 7890', '+57 310 456 7890', '573104567890', '(310) 456-7890'])
      expect(validateSitePhone('CO', typed)).toEqual({ ok: true, value: '+573104567890' });
  });

  it('takes a Bogotá landline (601) and refuses a number outside the plan', () => {
    expect(validateSitePhone('CO', '601 508 7400').ok).toBe(true);
    expect(validateSitePhone('CO', '210 456 7890')).toEqual({ ok: false, error: 'pattern' });
    expect(validateSitePhone('CO', '+56 9 6123 4567')).toEqual({ ok: false, error: 'pattern' });
  });

  it("says 'nominimo' when the number in full has fewer than eleven digits", () => {
    // +57 and eight digits: ten in all.
    expect(validateSitePhone('CO', '31045678')).toEqual({ ok: false, error: 'nominimo' });
    expect(validateSitePhone('CO', '')).toEqual({ ok: false, error: 'required' });
  });

  it('keeps each other site to its own plan', () => {
    expect(validateSitePhone('CL', '9 6123 4567')).toEqual({ ok: true, value: '+56961234567' });
    expect(validateSitePhone('PE', '987 654 321')).toEqual({ ok: true, value: '+51987654321' });
    expect(validateSitePhone('CL', '3104567890').ok).toBe(false);
  });
});

describe('every form applies it', () => {
  const mobile = '3104567890';
  const short = '310456';

  it('the contact page', () => {
    const contact = { name: 'Ana Pérez', email: 'ana@correo.co', topic: '', message: '', consent: true };
    expect(validateContactForm({ ...contact, phone: mobile }).phone).toBeUndefined();
    expect(validateContactForm({ ...contact, phone: `+57 ${mobile}` }).phone).toBeUndefined();
    expect(validateContactForm({ ...contact, phone: short }).phone).toMatch(/10 dígitos/);
  });

  it('the chat', () => {
    const chat = { name: 'Ana', email: 'ana@correo.co', topic: '0' };
    expect(validateChatForm({ ...chat, phone: mobile }).phone).toBeUndefined();
    expect(validateChatForm({ ...chat, phone: short }).phone).toBe('phone');
  });

  it('the purchase', () => {
    const field = { name: 'telefono', label: 'Celular', kind: 'phone', required: true } as const;
    const context = { country: 'CO' as const, today: '2026-01-15' };
    expect(fieldError(field, mobile, context)).toBeNull();
    expect(fieldError(field, short, context)).not.toBeNull();
  });

  it('the quote request of a plan page', () => {
    const values = {
      nombre: 'Ana Pérez',
      rut: '1020304050',
      email: 'ana@correo.co',
      telefono: mobile,
      consent: true,
      channels: ['whatsapp'] as const,
    };
    expect(planRequestErrors('CO', values).telefono).toBeUndefined();
    expect(planRequestErrors('CO', { ...values, telefono: short }).telefono).toMatch(/10 dígitos/);
  });
});
