import { describe, expect, it } from 'vitest';
import { degradedCardNotice } from '../../../core/domain';
import { es } from '../../support/es-text';

describe('a card that could not load some parts says so', () => {
  it('nothing missing, nothing said', () => {
    expect(degradedCardNotice([])).toBeNull();
  });

  it('names each missing part in a fixed order, as a visitor would read it', () => {
    expect(es(degradedCardNotice(['price']))).toBe(
      'No pudimos cargar el precio para tu perfil. Lo que ves puede estar incompleto.',
    );
    expect(es(degradedCardNotice(['features', 'price', 'offers']))).toBe(
      'No pudimos cargar el precio para tu perfil, los descuentos y los beneficios. Lo que ves puede estar incompleto.',
    );
  });
});
