import { describe, expect, it } from 'vitest';
import {
  MAX_PERFIL_LENGTH,
  PERFIL_TOO_LONG_MESSAGE,
  decodePerfil,
  encodePerfil,
  perfilForAddress,
  type Profile,
} from '../../../core/domain';

const person = (edad: number) => ({ sexo: 'Femenino' as const, edad });
const child = (edad: number) => ({ parentescoCarga: 'Hijo/Hija', edad });
const family: Profile = { cotizante: [person(34)], cargas: [child(5), child(8)], enPareja: false };

describe('perfil values an address can carry', () => {
  it('a family’s profile fits, and reads back from the address', () => {
    const written = perfilForAddress(family, 'Medicina Prepagada');
    expect(written.ok).toBe(true);
    if (!written.ok) return;
    expect(written.value.length).toBeLessThanOrEqual(MAX_PERFIL_LENGTH);
    expect(decodePerfil(decodeURIComponent(written.value))?.profile).toEqual(family);
  });

  it('a profile too long for a server is refused with a message instead of being put in an address', () => {
    // Valid by the schema, but its address would pass the 8 KB servers accept.
    const long = 'Á'.repeat(60);
    const crowd: Profile = {
      cotizante: Array.from({ length: 10 }, (_, index) => ({
        ...person(30 + index),
        nacionalidad: long,
        paisCobertura: long,
        eps_actual: long,
      })),
      cargas: Array.from({ length: 20 }, (_, index) => ({
        ...child(index),
        parentescoCarga: long.slice(0, 40),
      })),
      enPareja: false,
    };
    expect(perfilForAddress(crowd)).toEqual({ ok: false, message: PERFIL_TOO_LONG_MESSAGE });
  });

  it('an incoming value over the limit is refused before it is decoded', () => {
    const value = encodePerfil(family);
    expect(decodePerfil(value)).not.toBeNull();
    expect(decodePerfil(value + ' '.repeat(MAX_PERFIL_LENGTH))).toBeNull();
  });
});
