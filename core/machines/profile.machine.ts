import { assign, enqueueActions, forwardTo, fromPromise, sendParent, setup, type SnapshotFrom } from 'xstate';
import {
  defaultProfile,
  moduleOutcome,
  PROFILE_MESSAGES,
  type Profile,
  type ProfilesCommand,
  type ValidationModuleRun,
} from '../domain';
import {
  CODE_CHUNK_DEADLINE_MS,
  VALIDATION_MODULE_DEADLINE_MS,
  type ApiResult,
  type ProfileForm,
  type SendProfileResponse,
} from '../domain/api';
import type { profileFormMachine } from './profile-form.machine';
import type { ProfileContext, ProfileEvent, ProfileInput } from './profile.types';

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

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    input: {} as ProfileInput,
    events: {} as ProfileEvent,
  },
  actors: {
    // The calls below and the form's code are supplied at the root.
    loadFormCode: fromPromise<typeof profileFormMachine>(async () => {
      throw new Error('loadFormCode not provided');
    }),
    loadForm: fromPromise<ApiResult<ProfileForm>, { productType: string }>(async () => {
      throw new Error('loadForm not provided');
    }),
    runValidation: fromPromise<ValidationModuleRun, { url: string; profile: Profile }>(async () => ({
      loaded: false,
      reason: 'runValidation not provided',
    })),
    // Fetches the form's validation module as the form shows, so a visitor who goes offline after
    // opening the form can still have the profile validated (docs/decisions.md). Never rejects.
    prefetchValidation: fromPromise<void, { url: string }>(async () => {}),
    sendProfile: fromPromise<ApiResult<SendProfileResponse>, { profile: Profile; productType: string }>(
      async () => {
        throw new Error('sendProfile not provided');
      },
    ),
  },
  actions: {
    toForm: enqueueActions(({ context, enqueue }) => {
      if (context.formRef) enqueue(forwardTo(context.formRef));
    }),
    startForm: assign({
      formRef: ({ context, spawn }) =>
        context.formCode
          ? spawn(context.formCode, {
              systemId: 'profileForm',
              input: {
                country: context.country,
                productType: context.productType,
                // Entered only with a loaded form (guard formLoaded).
                form: context.form ?? { profileFormFields: [] },
                stored: context.stored,
              },
            })
          : null,
    }),
    stopForm: enqueueActions(({ context, enqueue }) => {
      if (context.formRef) enqueue.stopChild(context.formRef);
      enqueue.assign({ formRef: null });
    }),
    warn: (_, _params: { message: string; detail?: unknown }) => {},
    notePage: assign({
      pagePath: ({ context, event }) =>
        event.type === 'page.changed' ? event.location.pathname : context.pagePath,
    }),
    opened: assign(({ event }) =>
      event.type === 'profile.open'
        ? {
            productType: event.productType,
            stored: event.stored,
            sendsToServer: event.sendsToServer,
            form: null,
            verdict: null,
          }
        : {},
    ),
    noteSubmitted: assign({
      submitted: ({ context, event }) =>
        event.type === 'profileForm.submitted' ? event.profile : context.submitted,
      verdict: null,
    }),
    prefetchValidation: enqueueActions(({ context, enqueue }) => {
      const url = context.form?.validationScriptUrl;
      if (url) enqueue.spawnChild('prefetchValidation', { input: { url } });
    }),
    // Fails closed (issue 27): the form takes its fields back, with what was typed, and says why.
    unvalidated: enqueueActions(({ context, enqueue }) => {
      if (context.formRef) enqueue.sendTo(context.formRef, { type: 'profileForm.unvalidated' as const });
    }),
    judge: assign(({ context }, params: { run: ValidationModuleRun }) => {
      const verdict = moduleOutcome(params.run, context.submitted);
      return { verdict, submitted: verdict.kind === 'save' ? verdict.profile : context.submitted };
    }),
    refuse: enqueueActions(({ context, enqueue }) => {
      if (!context.formRef) return;
      enqueue.sendTo(context.formRef, {
        type: 'profileForm.refused' as const,
        message: context.verdict?.kind === 'invalid' ? context.verdict.message : PROFILE_MESSAGES.invalid,
      });
    }),
    // The root (the parent) decides the command on its projection and records the events.
    save: sendParent(({ context }) => {
      const command: ProfilesCommand = {
        type: 'profile.save',
        productType: context.productType,
        profile: context.submitted,
      };
      return { type: 'visitor.execute' as const, command };
    }),
    // Unless internal traffic: staff profiles are not sent to the server (§6, §7).
    send: enqueueActions(({ context, enqueue }) => {
      if (!context.sendsToServer) return;
      enqueue.spawnChild('sendProfile', {
        input: { profile: context.submitted, productType: context.productType },
      });
    }),
  },
  delays: { codeChunk: CODE_CHUNK_DEADLINE_MS, validationModule: VALIDATION_MODULE_DEADLINE_MS },
  guards: {
    formLoaded: (_, params: { output: ApiResult<ProfileForm> }) => params.output.ok,
    formCodeLoaded: ({ context }) => context.formCode !== null,
    hasValidationModule: ({ context }) => Boolean(context.form?.validationScriptUrl),
    moduleRefused: ({ context }) => context.verdict?.kind === 'invalid',
    moduleUnavailable: ({ context }) => context.verdict?.kind === 'unavailable',
    leftThePage: ({ context, event }) =>
      event.type === 'page.changed' &&
      context.pagePath !== null &&
      event.location.pathname !== context.pagePath,
  },
}).createMachine({
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
