import { describe, expect, it } from 'vitest';
import {
  CHAT_ERROR_TEXTS,
  chatStartRequest,
  chatTopicFor,
  emptyChatForm,
  validateChatForm,
} from '../../core/domain';

const filled = { name: 'Ana Pérez', email: 'ana@example.com', phone: '321 123 4567', topic: '4' };

describe('the chat pre-engagement form (§5)', () => {
  it('requires name, e-mail, phone and topic, with the specification’s messages', () => {
    expect(validateChatForm(emptyChatForm(null))).toEqual({
      name: 'required',
      email: 'required',
      phone: 'required',
      topic: 'required',
    });
    expect(CHAT_ERROR_TEXTS.required).toBe('campo requerido');
    expect(CHAT_ERROR_TEXTS.email).toBe('Por favor, ingrese su dirección de correo electrónico válido');
    expect(validateChatForm({ ...filled, email: 'ana@' })).toEqual({ email: 'email' });
    expect(validateChatForm({ ...filled, phone: '12' })).toEqual({ phone: 'phone' });
    expect(validateChatForm({ ...filled, topic: '9' })).toEqual({ topic: 'required' });
    expect(validateChatForm(filled)).toEqual({});
  });

  it('preselects the topic from the page, whatever the language of its segments', () => {
    expect(chatTopicFor('es', '/contacto')).toBe(4);
    expect(chatTopicFor('en', '/en/contact')).toBe(4);
    expect(chatTopicFor('pt', '/pt/contato')).toBe(4);
    expect(chatTopicFor('es', '/Comparar/EPS')).toBe(1);
    expect(chatTopicFor('en', '/en/Compare/Companies')).toBe(2);
    expect(chatTopicFor('es', '/Comparar/Polizas-de-Salud')).toBe(0);
    expect(chatTopicFor('es', '/EPS/compensar')).toBe(3);
    expect(chatTopicFor('es', '/QS-Blog')).toBeNull();
    expect(emptyChatForm(4).topic).toBe('4');
  });

  it('sends the chat client (fullName, phone, email) with the topic and the chat language, only when valid', () => {
    expect(chatStartRequest({ ...filled, email: '' }, 'es', '/contacto')).toBeNull();
    expect(chatStartRequest(filled, 'pt', '/pt/contato')).toEqual({
      fullName: 'Ana Pérez',
      email: 'ana@example.com',
      phone: '+573211234567',
      topic: 4,
      language: 'PT',
      page: '/pt/contato',
    });
  });
});
