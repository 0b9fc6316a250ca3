import { createActor, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { navigationMachine } from '../../core/machines/navigation.machine';

/** The navigation machine under a parent that ignores its announcements; the addresses it writes. */
function start(address: string) {
  const written: string[] = [];
  const machine = navigationMachine.provide({
    actions: {
      pushAddress: (_, { address: to }) => void written.push(to),
      replaceAddress: (_, { address: to }) => void written.push(to),
    },
  });
  const parent = setup({ actors: { navigation: machine } }).createMachine({
    invoke: { id: 'navigation', src: 'navigation', input: { address } },
  });
  const actor = createActor(parent).start();
  const navigation = actor.getSnapshot().children['navigation']!;
  return { navigation, written, stop: () => actor.stop() };
}

describe('navigation keeps the page language', () => {
  it('given a page under /en, when a flow asks for a canonical address, then it opens under /en, translated', () => {
    const { navigation, written, stop } = start('/en/Compare/Health-Policies');
    navigation.send({ type: 'navigation.go', to: '/Compra-Online/PET-ALLI-02/Datos-personales?session=s1' });
    navigation.send({ type: 'navigation.go', to: '/Comparar/Mascotas', replace: true });
    expect(written.slice(1)).toEqual([
      '/en/Compra-Online/PET-ALLI-02/Datos-personales?session=s1',
      '/en/Compare/Pets',
    ]);
    stop();
  });

  it('given a page in es or an address already in the language, then the address is kept as asked', () => {
    const es = start('/Comparar/EPS');
    es.navigation.send({ type: 'navigation.go', to: '/Comparar/Mascotas' });
    expect(es.written.at(-1)).toBe('/Comparar/Mascotas');
    es.stop();
    const pt = start('/pt/Comparar/Apolices-de-Saude');
    pt.navigation.send({ type: 'navigation.go', to: '/pt/contato' });
    expect(pt.written.at(-1)).toBe('/pt/contato');
    pt.stop();
  });
});
