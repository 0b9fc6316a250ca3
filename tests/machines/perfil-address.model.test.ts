import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import {
  Profile,
  bytesToBase64,
  decide,
  decodePerfil,
  encodePerfil,
  evolve,
  initialVisitorState,
  parseLocation,
  stampEvent,
  type EventDraft,
} from '../../core/domain';
import { perfilAddressMachine } from '../../core/machines/perfil-address.machine';

/** The perfil flow alone, with the root's part played here: decide, fold, and keep the addresses. */
function start() {
  const clock = new SimulatedClock();
  const recorded: EventDraft[] = [];
  const addresses: string[] = [];
  let visitor = initialVisitorState('CO');
  const machine = perfilAddressMachine.provide({
    actions: {
      execute: (_, { command }) => {
        const decision = decide(command, visitor);
        if (!decision.ok) return;
        for (const event of decision.events) {
          recorded.push(event);
          visitor = evolve(visitor, stampEvent(event, 0));
        }
      },
      replaceAddress: (_, { address }) => void addresses.push(address),
    },
  });
  const actor = createActor(machine, { clock });
  actor.start();
  return { actor, clock, recorded, addresses };
}

describe('perfil from the address', () => {
  const page = (address: string) => ({
    type: 'page.changed' as const,
    location: parseLocation(address),
    productType: '',
  });

  it('property: any value never throws; invalid ones save nothing, valid ones save the profile', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc
            .jsonValue({ maxDepth: 3 })
            .map((json) => bytesToBase64(new TextEncoder().encode(JSON.stringify(json)))),
        ),
        (value) => {
          const real = start();
          real.actor.send(page(`/Comparar/Polizas-de-Salud?perfil=${encodeURIComponent(value)}`));
          for (const event of real.recorded) {
            if (event.type === 'ProfileSaved')
              expect(Profile.safeParse(event.data.profile).success).toBe(true);
          }
          // Invalid values are discarded: nothing is recorded, the stored profile stays.
          expect(real.recorded.length).toBe(decodePerfil(value) === null ? 0 : 1);
          real.clock.increment(1000);
          expect(real.addresses).toEqual(['/Comparar/Polizas-de-Salud']);
          real.actor.stop();
        },
      ),
      { numRuns: 200 },
    );
  });

  it('property: a valid profile round-trips into the store under its product type', () => {
    const person = fc.record({
      sexo: fc.constantFrom('Masculino' as const, 'Femenino' as const),
      edad: fc.integer({ min: 0, max: 99 }),
    });
    fc.assert(
      fc.property(fc.array(person, { minLength: 1, maxLength: 3 }), fc.boolean(), (cotizante, enPareja) => {
        const profile = { cotizante, cargas: [], enPareja };
        const real = start();
        real.actor.send(page(`/?perfil=${encodeURIComponent(encodePerfil(profile, 'Medicina Prepagada'))}`));
        expect(real.recorded).toEqual([
          { type: 'ProfileSaved', data: { country: 'CO', productType: 'Medicina Prepagada', profile } },
        ]);
        real.actor.stop();
      }),
    );
  });

  it('leaves the address after the removal delay, unless replaceUrl=false, and never for a page left before', () => {
    const value = encodeURIComponent(
      encodePerfil({ cotizante: [{ sexo: 'Femenino', edad: 30 }], cargas: [], enPareja: false }),
    );
    const real = start();
    real.actor.send(page(`/Comparar/EPS?perfil=${value}&pagina=2`));
    real.clock.increment(999);
    expect(real.addresses).toEqual([]);
    real.clock.increment(1);
    expect(real.addresses).toEqual(['/Comparar/EPS?pagina=2']);

    real.actor.send(page(`/#perfil=${value}&replaceUrl=false`));
    real.clock.increment(5000);
    expect(real.addresses).toHaveLength(1);

    real.actor.send(page(`/?perfil=${value}`));
    real.actor.send(page('/contacto'));
    real.clock.increment(5000);
    expect(real.addresses).toHaveLength(1);
    expect(real.recorded).toHaveLength(3);
  });
});
