import { describe, expect, it } from 'vitest';
import {
  reportableName,
  scrubReportDetail,
  scrubReportText,
} from '../../../core/domain/shared/rules/scrub-report';

describe('an error report carries no personal or health data (issue 27)', () => {
  it.each([
    ['No se pudo enviar a ana.maria@correo.com.co', 'ana.maria@correo.com.co'],
    ['Teléfono +57 300 123 4567 inválido', '300 123 4567'],
    ['Cédula 1.020.304.050 rechazada', '1.020.304.050'],
    ['celular 3001234567', '3001234567'],
    ['GET /api/referidos?email=ana@x.co&cedula=52123456 failed', 'cedula=52123456'],
    ['https://www.queseguro.co/Comparar?perfil=eyJjb3RpemFudGUi', 'perfil=eyJ'],
  ])('scrubs %s', (text, secret) => {
    const scrubbed = scrubReportText(text);
    expect(scrubbed).not.toContain(secret);
    expect(scrubbed).not.toMatch(/\d{5,}/);
    expect(scrubbed).not.toMatch(/@/);
  });

  it('keeps what helps: the call, the status, the kind', () => {
    expect(scrubReportText('compare failed: http 500')).toBe('compare failed: http 500');
  });

  it('leaves out values named as personal or health data, whatever their case or language', () => {
    const detail = scrubReportDetail({
      call: 'sendContact',
      status: 500,
      email: 'ana@correo.co',
      contactEmail: 'x',
      phone: '3001234567',
      telefono: '3001234567',
      numeroCelular: '3001234567',
      cedula: '52123456',
      idNumber: '52123456',
      nombre: 'Ana',
      fullName: 'Ana Ruiz',
      edad: 34,
      sexo: 'Femenino',
      enfermedades: 'diabetes',
      preexistencias: 'asma',
      diagnóstico: 'x',
      embarazo: true,
      peso: 60,
      perfil: '{}',
      message: 'a ana@correo.co 3001234567',
      page: '/Comparar',
      big: 52_123_456,
    });
    expect(detail).toEqual({
      call: 'sendContact',
      status: 500,
      message: 'a [email] [number]',
      page: '/Comparar',
      big: '[number]',
    });
  });

  it('says which names are reportable', () => {
    expect(reportableName('directive')).toBe(true);
    expect(reportableName('where')).toBe(true);
    expect(reportableName('userEmail')).toBe(false);
    expect(reportableName('condicionMedica')).toBe(false);
  });
});
