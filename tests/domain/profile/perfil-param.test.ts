import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressWithoutPerfil,
  bytesToBase64,
  decodePerfil,
  encodePerfil,
  findPerfil,
  parseLocation,
  Profile,
  ProductTypeName,
  type Profile as ProfileT,
} from '../../../core/domain';

const b64 = (text: string) => bytesToBase64(new TextEncoder().encode(text));

const arbitraryProfile: fc.Arbitrary<ProfileT> = fc.record({
  cotizante: fc.array(
    fc.record({
      sexo: fc.constantFrom('Masculino' as const, 'Femenino' as const),
      edad: fc.integer({ min: 0, max: 120 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  cargas: fc.array(
    fc.record({
      parentescoCarga: fc.constantFrom('Cónyuge', 'Hijo/Hija', 'Padre/Madre', 'Nieto'),
      edad: fc.integer({ min: 0, max: 120 }),
    }),
    { maxLength: 4 },
  ),
  enPareja: fc.boolean(),
});

describe('perfil URL parameter (§2 "URL resolution")', () => {
  it('decodes base64 JSON of the profile, UTF-8 included', () => {
    const profile = {
      cotizante: [{ sexo: 'Femenino', edad: 41 }],
      cargas: [{ parentescoCarga: 'Cónyuge', edad: 43 }],
      enPareja: true,
    };
    const decoded = decodePerfil(b64(JSON.stringify({ ...profile, productType: 'Medicina Prepagada' })));
    expect(decoded).toEqual({ profile, productType: 'Medicina Prepagada' });
  });

  it('reads ages given as text as integers and an empty sex as Masculino (§5)', () => {
    const decoded = decodePerfil(b64(JSON.stringify({ cotizante: [{ sexo: '', edad: '30' }] })));
    expect(decoded?.profile.cotizante).toEqual([{ sexo: 'Masculino', edad: 30 }]);
  });

  it('accepts URL-safe base64 and a "+" turned into a space by the query string', () => {
    const value = encodePerfil({
      cotizante: [{ sexo: 'Femenino', edad: 62 }],
      cargas: [{ parentescoCarga: 'Cónyuge', edad: 63 }],
      enPareja: true,
    });
    expect(decodePerfil(value.replace(/\+/g, ' '))).not.toBeNull();
    expect(decodePerfil(value.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''))).not.toBeNull();
  });

  it('discards invalid values: not base64, not UTF-8, not JSON, not a profile, unknown product type', () => {
    expect(decodePerfil('%%%')).toBeNull();
    expect(decodePerfil(bytesToBase64(new Uint8Array([0xff, 0xfe, 0x7b])))).toBeNull();
    expect(decodePerfil(b64('{"cotizante": ['))).toBeNull();
    expect(decodePerfil(b64('{"cotizante": [{"sexo": "X", "edad": 30}]}'))).toBeNull();
    expect(decodePerfil(b64('{"cotizante": [{"edad": 30}], "productType": "Viajes"}'))).toBeNull();
    expect(decodePerfil('')).toBeNull();
  });

  it('never merges __proto__ into anything', () => {
    const decoded = decodePerfil(
      b64('{"__proto__": {"polluted": true}, "cotizante": [{"edad": 30, "__proto__": {"x": 1}}]}'),
    );
    expect(decoded?.profile).toEqual({
      cotizante: [{ sexo: 'Masculino', edad: 30 }],
      cargas: [],
      enPareja: false,
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('finds perfil in the query or the fragment, with replaceUrl and productType', () => {
    expect(findPerfil(parseLocation('/Comparar?perfil=abc&replaceUrl=false'))).toMatchObject({
      value: 'abc',
      where: 'search',
      removeFromAddress: false,
    });
    expect(findPerfil(parseLocation('/#perfil=abc&productType=colectivo'))).toMatchObject({
      where: 'hash',
      removeFromAddress: true,
      productTypeParam: 'colectivo',
    });
    expect(findPerfil(parseLocation('/Comparar#/x?perfil=abc'))).toMatchObject({ value: 'abc' });
    expect(findPerfil(parseLocation('/Comparar?pagina=2'))).toBeNull();
  });

  it('removes perfil from the address and keeps the rest', () => {
    expect(addressWithoutPerfil(parseLocation('/Comparar/EPS?perfil=abc&pagina=2#top'))).toBe(
      '/Comparar/EPS?pagina=2#top',
    );
    expect(addressWithoutPerfil(parseLocation('/Comparar#perfil=abc'))).toBe('/Comparar');
    expect(addressWithoutPerfil(parseLocation('/?perfil=abc'))).toBe('/');
  });

  it('property: any string as perfil never throws and is null or a valid profile', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (value) => {
        const decoded = decodePerfil(value);
        return decoded === null || Profile.safeParse(decoded.profile).success;
      }),
      { numRuns: 500 },
    );
  });

  it('property: base64 of arbitrary JSON never throws and is null or a valid profile', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.option(fc.string()), (json, productType) => {
        const decoded = decodePerfil(b64(JSON.stringify(json)), productType);
        return decoded === null || Profile.safeParse(decoded.profile).success;
      }),
      { numRuns: 500 },
    );
  });

  it('property: base64 of arbitrary bytes never throws', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        decodePerfil(bytesToBase64(bytes));
      }),
    );
  });

  it('property: a valid profile round-trips, with or without a product type', () => {
    fc.assert(
      fc.property(
        arbitraryProfile,
        fc.option(fc.constantFrom(...ProductTypeName.options), { nil: undefined }),
        (profile, productType) => {
          const decoded = decodePerfil(encodePerfil(profile, productType));
          expect(decoded).toEqual({ profile, productType: productType ?? null });
        },
      ),
    );
  });
});
