import { assign, sendParent, setup } from 'xstate';
import {
  PERFIL_REMOVAL_MS,
  addressWithoutPerfil,
  decodePerfil,
  defaultProfile,
  findPerfil,
  type AppLocation,
  type ProfilesCommand,
} from '../domain';

/**
 * The perfil parameter of any address (§3): a valid one saves the profile it carries (through the
 * root's decider), an invalid one is dropped silently; either way it leaves the address a second later.
 */
export type PerfilAddressEvent = {
  type: 'page.changed';
  location: AppLocation;
  /** The product type of the page showing: the profile's when the perfil names none. */
  productType: string;
};

export interface PerfilAddressContext {
  /** The address without perfil, written back after `urlParamRemoval`; null when nothing is to remove. */
  readonly cleanAddress: string | null;
}

export const perfilAddressMachine = setup({
  types: {
    context: {} as PerfilAddressContext,
    events: {} as PerfilAddressEvent,
  },
  actions: {
    // Defaults talk to the root (the parent): it decides the command and owns the navigation.
    execute: sendParent((_, params: { command: ProfilesCommand }) => ({
      type: 'visitor.execute' as const,
      command: params.command,
    })),
    replaceAddress: sendParent((_, params: { address: string }) => ({
      type: 'navigation.go' as const,
      to: params.address,
      replace: true,
    })),
    noteCleanAddress: assign({
      cleanAddress: ({ event }) =>
        findPerfil(event.location)?.removeFromAddress ? addressWithoutPerfil(event.location) : null,
    }),
    forgetAddress: assign({ cleanAddress: null }),
  },
  guards: {
    carriesValidPerfil: ({ event }) => perfilOf(event) !== null,
    carriesPerfil: ({ event }) => findPerfil(event.location) !== null,
    nothingToRemove: ({ context }) => context.cleanAddress === null,
  },
  delays: {
    urlParamRemoval: PERFIL_REMOVAL_MS,
  },
}).createMachine({
  id: 'perfilAddress',
  context: { cleanAddress: null },
  initial: 'idle',
  on: {
    'page.changed': [
      {
        guard: 'carriesValidPerfil',
        target: '.decided',
        reenter: true,
        actions: [
          {
            type: 'execute',
            params: ({ event }) => {
              const perfil = perfilOf(event) ?? { profile: defaultProfile(), productType: null };
              return {
                command: {
                  type: 'profile.save',
                  productType: perfil.productType ?? event.productType,
                  profile: perfil.profile,
                },
              };
            },
          },
          'noteCleanAddress',
        ],
      },
      // An invalid perfil is discarded silently, and still leaves the address.
      { guard: 'carriesPerfil', target: '.decided', reenter: true, actions: 'noteCleanAddress' },
      // Another page before the removal: nothing is left to remove.
      { target: '.idle', actions: 'forgetAddress' },
    ],
  },
  states: {
    idle: {},
    decided: {
      always: { guard: 'nothingToRemove', target: 'idle' },
      after: {
        urlParamRemoval: {
          target: 'idle',
          actions: [
            { type: 'replaceAddress', params: ({ context }) => ({ address: context.cleanAddress ?? '' }) },
            'forgetAddress',
          ],
        },
      },
    },
  },
});

function perfilOf(event: { location: AppLocation }) {
  const found = findPerfil(event.location);
  return found ? decodePerfil(found.value, found.productTypeParam) : null;
}
