import { assign, type SnapshotFrom } from 'xstate';
import { defaultProfile, PROFILE_MESSAGES } from '../domain';
import { profileSetup } from './profile.setup';

/**
 * Who will be insured (§2 "Profile modal", §4, §5): the modal's lifecycle. It loads the server-defined
 * form, starts the form child (profile-form.machine.ts, systemId `profileForm`) and forwards the
 * visitor's edits to it; a submitted profile goes through the form's validation module, then to the
 * root as `profile.save` (the profile decider answers ProfileSaved, which reprices the results). It
 * keeps no copy of the visitor: the stored profile and whether to send it arrive with `profile.open`.
 */
export type * from './profile.types';

const toForm = { actions: 'toForm' } as const;
const notLoaded = (detail: unknown) => ({ message: 'Profile form not loaded', detail });

export const profileMachine = profileSetup.createMachine({
  id: 'profile',
  context: ({ input }) => ({
    country: input.country,
    stored: null,
    sendsToServer: true,
    pagePath: null,
    productType: '',
    form: null,
    submitted: defaultProfile(),
    verdict: null,
    formCode: null,
    formRef: null,
  }),
  on: { 'page.changed': { actions: 'notePage' } },
  initial: 'modal',
  states: {
    modal: {
      initial: 'closed',
      states: {
        closed: { on: { 'profile.open': { target: 'open', actions: 'opened' } } },
        open: {
          initial: 'loading',
          on: {
            'profile.close': { target: 'closed' },
            // Back, forward or a link to another page: the modal belongs to the page it was opened on.
            'page.changed': { guard: 'leftThePage', target: 'closed', actions: 'notePage' },
          },
          states: {
            loading: {
              invoke: {
                src: 'loadForm',
                input: ({ context }) => ({ productType: context.productType }),
                onDone: [
                  {
                    guard: { type: 'formLoaded', params: ({ event }) => ({ output: event.output }) },
                    target: 'code',
                    actions: assign({ form: ({ event }) => (event.output.ok ? event.output.value : null) }),
                  },
                  {
                    target: 'failed',
                    actions: { type: 'warn', params: ({ event }) => notLoaded(event.output) },
                  },
                ],
                onError: {
                  target: 'failed',
                  actions: { type: 'warn', params: ({ event }) => notLoaded(event.error) },
                },
              },
            },
            // The form's code, on the first opening (the shell fetches it once the page is idle).
            code: {
              always: { guard: 'formCodeLoaded', target: 'editing' },
              after: {
                codeChunk: {
                  target: 'failed',
                  actions: { type: 'warn', params: () => notLoaded('form code past its deadline') },
                },
              },
              invoke: {
                src: 'loadFormCode',
                onDone: { target: 'editing', actions: assign({ formCode: ({ event }) => event.output }) },
                onError: {
                  target: 'failed',
                  actions: { type: 'warn', params: ({ event }) => notLoaded(event.error) },
                },
              },
            },
            failed: { on: { 'profile.retry': { target: 'loading' } } },
            editing: {
              entry: ['startForm', 'prefetchValidation'],
              exit: 'stopForm',
              on: {
                'profile.field.changed': toForm,
                'profile.submit': toForm,
                'profile.menu.open': toForm,
                'profile.menu.close': toForm,
                'profile.person.add': toForm,
                'profile.person.remove': toForm,
              },
              initial: 'filling',
              states: {
                filling: {
                  on: {
                    'profileForm.submitted': [
                      { guard: 'hasValidationModule', target: 'validating', actions: 'noteSubmitted' },
                      { target: '#profile.modal.closed', actions: ['noteSubmitted', 'save', 'send'] },
                    ],
                  },
                },
                validating: {
                  invoke: {
                    src: 'runValidation',
                    input: ({ context }) => ({
                      url: context.form?.validationScriptUrl ?? '',
                      profile: context.submitted,
                    }),
                    onDone: {
                      target: 'judged',
                      actions: { type: 'judge', params: ({ event }) => ({ run: event.output }) },
                    },
                    // A module that threw counts as one that could not be had: nothing is saved.
                    onError: {
                      target: 'judged',
                      actions: {
                        type: 'judge',
                        params: ({ event }) => ({ run: { loaded: false, reason: String(event.error) } }),
                      },
                    },
                  },
                  // A module that stalls is not waited for past its deadline (issue 27).
                  after: {
                    validationModule: {
                      target: 'judged',
                      actions: {
                        type: 'judge',
                        params: { run: { loaded: false, reason: 'validation module past its deadline' } },
                      },
                    },
                  },
                },
                judged: {
                  always: [
                    { guard: 'moduleRefused', target: 'filling', actions: 'refuse' },
                    // Fails closed: nothing saved unvalidated; the modal stays with the typed profile.
                    {
                      guard: 'moduleUnavailable',
                      target: 'filling',
                      actions: [
                        {
                          type: 'warn',
                          params: ({ context }) => ({
                            message: PROFILE_MESSAGES.scriptNotLoaded,
                            detail:
                              context.verdict?.kind === 'unavailable' ? context.verdict.reason : undefined,
                          }),
                        },
                        'unvalidated',
                      ],
                    },
                    { target: '#profile.modal.closed', actions: ['save', 'send'] },
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});

type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

/** Where the modal is, for the view: closed, loading, failed, or the form (editing or submitting). */
export function selectModalPhase(
  snapshot: ProfileSnapshot,
): 'closed' | 'loading' | 'failed' | 'editing' | 'submitting' {
  if (snapshot.matches({ modal: 'closed' })) return 'closed';
  if (snapshot.matches({ modal: { open: 'loading' } }) || snapshot.matches({ modal: { open: 'code' } }))
    return 'loading';
  if (snapshot.matches({ modal: { open: 'failed' } })) return 'failed';
  if (snapshot.matches({ modal: { open: { editing: 'filling' } } })) return 'editing';
  return 'submitting';
}
export const selectModalOpen = (snapshot: ProfileSnapshot) => snapshot.matches({ modal: 'open' });
/** The form's validation module could not be had for the last submit: the modal says so (issue 27). */
export const selectValidationUnavailable = (snapshot: ProfileSnapshot) =>
  snapshot.matches({ modal: { open: { editing: 'filling' } } }) &&
  snapshot.context.verdict?.kind === 'unavailable';
export const selectProductType = (snapshot: ProfileSnapshot) => snapshot.context.productType;
/** The form child while the modal shows the form (its values, errors and menu); undefined otherwise. */
export const selectProfileForm = (snapshot: ProfileSnapshot) => snapshot.context.formRef ?? undefined;
