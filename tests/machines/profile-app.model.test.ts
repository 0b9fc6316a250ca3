import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../core/app';
import {
  SITE_COUNTRIES,
  bytesToBase64,
  decodePerfil,
  encodePerfil,
  productTypeKey,
  stampEvent,
  type Profile,
} from '../../core/domain';
import type { ApiClient } from '../../core/domain/api';
import { createEventStore } from '../../core/adapters/store/event-store';
import { memoryKeyValue } from '../../core/adapters/store/key-value';
import { fakeBrowser } from '../support/fake-browser';

/** The home page calls no API: a call would fail the test loudly. */
const unusedApi = new Proxy({} as ApiClient, {
  get: (_, name) => () => {
    throw new Error(`unexpected API call ${String(name)}`);
  },
});

const stored: Profile = { cotizante: [{ sexo: 'Femenino', edad: 33 }], cargas: [], enPareja: false };

async function bootWith(perfil: string) {
  const kv = memoryKeyValue();
  const seed = createEventStore('V1.6_CO', kv);
  await seed.load();
  await seed.append(
    stampEvent({ type: 'ProfileSaved', data: { country: 'CO', productType: 'general', profile: stored } }, 1),
  );
  const fake = fakeBrowser(`/?perfil=${encodeURIComponent(perfil)}`);
  const app = await createApp({
    country: SITE_COUNTRIES.CO,
    browser: fake.browser,
    clock: { now: () => 1_000_000 },
    store: createEventStore('V1.6_CO', kv),
    api: unusedApi,
  });
  return app;
}

const person = fc.record({
  sexo: fc.constantFrom('Masculino' as const, 'Femenino' as const),
  edad: fc.integer({ min: 0, max: 120 }),
});
const validProfile: fc.Arbitrary<Profile> = fc.record({
  cotizante: fc.array(person, { minLength: 1, maxLength: 3 }),
  cargas: fc.array(
    fc.record({
      parentescoCarga: fc.constantFrom('Cónyuge', 'Hijo/Hija'),
      edad: fc.integer({ min: 0, max: 99 }),
    }),
    { maxLength: 3 },
  ),
  enPareja: fc.boolean(),
});
const anyPerfil = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 100 }),
  fc.jsonValue({ maxDepth: 4 }).map((json) => bytesToBase64(new TextEncoder().encode(JSON.stringify(json)))),
  fc
    .tuple(validProfile, fc.constantFrom(undefined, 'Medicina Prepagada' as const, 'colectivo' as const))
    .map(([profile, type]) => encodePerfil(profile, type)),
);

describe('perfil at the site root (acceptance property)', () => {
  it('never throws; invalid values leave the stored profile untouched; valid ones round-trip', async () => {
    await fc.assert(
      fc.asyncProperty(anyPerfil, async (value) => {
        const app = await bootWith(value);
        const profiles = app.actor.getSnapshot().context.visitor.profiles;
        const decoded = decodePerfil(value);
        if (decoded === null) {
          expect(profiles).toEqual({ general: stored });
        } else {
          const key = productTypeKey(decoded.productType);
          expect(profiles[key]).toEqual(decoded.profile);
          expect(decodePerfil(encodePerfil(profiles[key] as Profile))?.profile).toEqual(decoded.profile);
          if (key !== 'general') expect(profiles.general).toEqual(stored);
        }
        await app.flushed();
        app.stop();
      }),
      { numRuns: 150 },
    );
  });
});
