import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGES,
  contactRequest,
  emptyContactForm,
  normalizeColombianPhone,
  validateContactForm,
} from '../../../core/domain';
import { ContactRequest } from '../../../core/domain/api';

const filled = {
  ...emptyContactForm('Medicina Prepagada'),
  name: 'María Fernanda López',
  email: 'maria@correo.com.co',
  phone: '321 123 4567',
  consent: true,
};

describe('contact form (POST api/contactos)', () => {
  it('an empty form gives the specification messages beside each field', () => {
    const errors = validateContactForm(emptyContactForm());
    expect(errors.name).toBe('campo requerido');
    expect(errors.email).toBe('campo requerido');
    expect(errors.phone).toBe('campo requerido');
    expect(errors.consent).toBe(CONTACT_MESSAGES.consent);
  });

  it('a bad e-mail gives its message', () => {
    expect(validateContactForm({ ...filled, email: 'maria@' }).email).toBe(
      'Por favor, ingrese su dirección de correo electrónico válido',
    );
  });

  it('a Colombian mobile or landline typed without +57 gets it', () => {
    expect(normalizeColombianPhone('321 123 4567')).toBe('+573211234567');
    expect(normalizeColombianPhone('601 508 7400')).toBe('+576015087400');
    expect(normalizeColombianPhone('+56 9 1234 5678')).toBe('+56912345678');
    expect(validateContactForm({ ...filled, phone: '12345' }).phone).toBe(CONTACT_MESSAGES.phone);
  });

  it('consent is required: never implied', () => {
    expect(
      contactRequest({ ...filled, consent: false }, { originUrl: '/contacto', originLead: 'contacto' }),
    ).toBeNull();
  });

  it('a valid form becomes a request the API schema accepts, with origin and product type', () => {
    const request = contactRequest(filled, { originUrl: '/contacto?utm=x', originLead: 'contacto' });
    expect(request).toMatchObject({
      name: 'María Fernanda López',
      phone: '+573211234567',
      productType: 'Medicina Prepagada',
      businessLine: 'contactos',
      origin_url: '/contacto?utm=x',
      originLead: 'contacto',
      consent: { dataProcessing: true },
    });
    expect(ContactRequest.safeParse(request).success).toBe(true);
    expect(
      contactRequest({ ...filled, topic: 'otro' }, { originUrl: '/', originLead: 'Registro' })?.productType,
    ).toBeUndefined();
  });
});
