import {
  and,
  assign,
  enqueueActions,
  fromPromise,
  not,
  raise,
  sendParent,
  setup,
  type SnapshotFrom,
} from 'xstate';
import {
  addDependant,
  allowsAddingPersons,
  buildFormTree,
  changeField,
  defaultProfile,
  dependantsListName,
  dependantsValid,
  initialValues,
  interpretValidationResult,
  isPetProductType,
  liveProfileError,
  mayAddDependant,
  PET_KINSHIP,
  PROFILE_MESSAGES,
  PROFILE_PREFILL_MS,
  profileToValues,
  removeLastDependant,
  rowsOf,
  submitProfileError,
  valuesToProfile,
  type FieldPath,
  type FormNode,
  type FormValues,
  type Profile,
  type ProfilesCommand,
  type ScalarValue,
  type SiteCountryCode,
  type ValidationModuleRun,
} from '../domain';
import type { ApiResult, ProfileForm, SendProfileResponse } from '../domain/api';
import type { AppLocation } from '../domain';

/**
 * Who will be insured (§2 "Profile modal", §4 "Profile form", §5): the modal over the server-defined
 * form, its insured-persons menu, and the submit that asks the root to save the profile (the profile
 * decider answers ProfileSaved, which reprices the results). It keeps no copy of the visitor: the
 * stored profile and whether to send it arrive in the event that opens the modal.
 */
export interface ProfileInput {
  readonly country: SiteCountryCode;
}

export interface ProfileContext {
  readonly country: SiteCountryCode;
  /** The stored profile for the modal's product type when it opened (null: none stored). */
  readonly stored: Profile | null;
  /** Whether a saved profile goes to the server too (not for internal traffic, §6, §7). */
  readonly sendsToServer: boolean;
  /** The path of the page showing: the modal closes when the visitor goes to another page. */
  readonly pagePath: string | null;
  /** The product type the modal was opened for. */
  readonly productType: string;
  readonly form: ProfileForm | null;
  readonly tree: readonly FormNode[];
  readonly values: FormValues;
  /** The text shown in red: a live or submit verdict; null when none. */
  readonly error: string | null;
  /** Counts blocked attempts to close the menu, so the view can shake the fields again each time. */
  readonly shakes: number;
  /** The count when the menu opened: only later refusals shake the fields. */
  readonly shakesAtMenuOpen: number;
  /** The profile being validated, then saved. */
  readonly submitted: Profile | null;
}

/** What the rest of the site may send (forwarded by the root by the 'profile.' prefix). */
export type ProfileCommand =
  | { type: 'profile.open'; productType: string }
  | { type: 'profile.close' }
  | { type: 'profile.retry' }
  | { type: 'profile.field.changed'; path: FieldPath; value: ScalarValue }
  | { type: 'profile.submit' }
  /** shake: opened by a submit over invalid dependants, which shake at once. */
  | { type: 'profile.menu.open'; shake?: boolean }
  | { type: 'profile.menu.close' }
  | { type: 'profile.person.add'; kind: string }
  | { type: 'profile.person.remove' };

export type ProfileEvent =
  | Exclude<ProfileCommand, { type: 'profile.open' }>
  /** From the root, which adds what the modal needs of the projection. */
  | { type: 'profile.open'; productType: string; stored: Profile | null; sendsToServer: boolean }
  /** The root: a page now shows. */
  | { type: 'page.changed'; location: AppLocation; productType: string };

const dependants = (context: ProfileContext) =>
  rowsOf(context.values, dependantsListName(context.productType));

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    input: {} as ProfileInput,
    events: {} as ProfileEvent,
  },
  actors: {
    // Supplied at the root: the API client's calls and the validation-module adapter.
    loadForm: fromPromise<ApiResult<ProfileForm>, { productType: string }>(async () => {
      throw new Error('loadForm not provided');
    }),
    runValidation: fromPromise<ValidationModuleRun, { url: string; profile: Profile }>(async () => ({
      loaded: false,
      reason: 'runValidation not provided',
    })),
    sendProfile: fromPromise<ApiResult<SendProfileResponse>, { profile: Profile; productType: string }>(
      async () => {
        throw new Error('sendProfile not provided');
      },
    ),
  },
  actions: {
    // The root (the parent) decides the command on its projection and records the events.
    execute: sendParent((_, params: { command: ProfilesCommand }) => ({
      type: 'visitor.execute' as const,
      command: params.command,
    })),
    warn: (_, _params: { message: string; detail?: unknown }) => {},
    notePage: assign({
      pagePath: ({ context, event }) =>
        event.type === 'page.changed' ? event.location.pathname : context.pagePath,
    }),
  },
  guards: {
    liveInvalid: ({ context }) => liveProfileError(context.tree, context.values, context.country) !== null,
    dependantsValid: ({ context }) => dependantsValid(dependants(context)),
    hasSubmitError: ({ context }) =>
      submitProfileError(context.tree, context.values, context.country) !== null,
    profileParses: ({ context }) => valuesToProfile(context.tree, context.values).ok,
    hasValidationModule: ({ context }) => Boolean(context.form?.validationScriptUrl),
    allowsPersons: ({ context }) =>
      allowsAddingPersons(context.productType) &&
      context.tree.some(
        (node) => node.name === dependantsListName(context.productType) && node.kind === 'array',
      ),
    canAdd: ({ context }, params: { kind: string }) =>
      mayAddDependant(dependantsListName(context.productType), params.kind, dependants(context)),
    hasDependants: ({ context }) => dependants(context).length > 0,
    sendsToServer: ({ context }) => context.sendsToServer,
    leftThePage: ({ context, event }) =>
      event.type === 'page.changed' &&
      context.pagePath !== null &&
      event.location.pathname !== context.pagePath,
  },
  delays: {
    prefill: PROFILE_PREFILL_MS,
  },
}).createMachine({
  id: 'profile',
  type: 'parallel',
  context: ({ input }) => ({
    country: input.country,
    stored: null,
    sendsToServer: true,
    pagePath: null,
    productType: '',
    form: null,
    tree: [],
    values: {},
    error: null,
    shakes: 0,
    shakesAtMenuOpen: 0,
    submitted: null,
  }),
  on: {
    'page.changed': { actions: 'notePage' },
  },
  states: {
    modal: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'profile.open': {
              target: 'open',
              actions: assign({
                productType: ({ event }) => event.productType,
                stored: ({ event }) => event.stored,
                sendsToServer: ({ event }) => event.sendsToServer,
                form: null,
                tree: [],
                values: {},
                error: null,
                submitted: null,
              }),
            },
          },
        },
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
                    guard: ({ event }) => event.output.ok,
                    target: 'editing',
                    actions: assign(({ event }) => {
                      if (!event.output.ok) return {};
                      const tree = buildFormTree(event.output.value);
                      return { form: event.output.value, tree, values: initialValues(tree) };
                    }),
                  },
                  {
                    target: 'failed',
                    actions: {
                      type: 'warn',
                      params: ({ event }) => ({ message: 'Profile form not loaded', detail: event.output }),
                    },
                  },
                ],
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'warn',
                    params: ({ event }) => ({ message: 'Profile form not loaded', detail: event.error }),
                  },
                },
              },
            },
            failed: { on: { 'profile.retry': { target: 'loading' } } },
            editing: {
              type: 'parallel',
              states: {
                prefill: {
                  initial: 'waiting',
                  states: {
                    waiting: {
                      after: {
                        prefill: {
                          target: 'done',
                          actions: assign({ values: ({ context }) => prefilled(context) }),
                        },
                      },
                      // An edit before the prefill is due prefills first, so the edit lands on the
                      // stored profile instead of being overwritten by it (this region acts first).
                      on: {
                        'profile.field.changed': {
                          target: 'done',
                          actions: assign({ values: ({ context }) => prefilled(context) }),
                        },
                        'profile.person.add': {
                          target: 'done',
                          actions: assign({ values: ({ context }) => prefilled(context) }),
                        },
                        'profile.person.remove': {
                          target: 'done',
                          actions: assign({ values: ({ context }) => prefilled(context) }),
                        },
                        'profile.menu.open': {
                          target: 'done',
                          actions: assign({ values: ({ context }) => prefilled(context) }),
                        },
                      },
                    },
                    done: {},
                  },
                },
                form: {
                  initial: 'checking',
                  states: {
                    checking: {
                      always: [
                        {
                          guard: 'liveInvalid',
                          target: 'invalid',
                          actions: assign({
                            error: ({ context }) =>
                              liveProfileError(context.tree, context.values, context.country),
                          }),
                        },
                        { target: 'ready', actions: assign({ error: null }) },
                      ],
                    },
                    ready: {
                      // A prefilled profile can be invalid too (a shared link without EPS).
                      always: {
                        guard: 'liveInvalid',
                        target: 'invalid',
                        actions: assign({
                          error: ({ context }) =>
                            liveProfileError(context.tree, context.values, context.country),
                        }),
                      },
                    },
                    invalid: {},
                    submitting: {
                      // Edits and a second submit wait for the verdict.
                      on: { 'profile.field.changed': {}, 'profile.submit': {} },
                      always: { guard: not('hasValidationModule'), target: 'valid' },
                      invoke: {
                        src: 'runValidation',
                        input: ({ context }) => ({
                          url: context.form?.validationScriptUrl ?? '',
                          profile: context.submitted ?? defaultProfile(),
                        }),
                        onDone: [
                          {
                            guard: ({ event }) => !event.output.loaded,
                            target: 'valid',
                            actions: {
                              type: 'warn',
                              params: ({ event }) => ({
                                message: PROFILE_MESSAGES.scriptNotLoaded,
                                detail: event.output,
                              }),
                            },
                          },
                          {
                            guard: ({ context, event }) =>
                              verdictOf(context, event.output).kind === 'invalid',
                            target: 'invalid',
                            actions: assign({
                              error: ({ context, event }) => {
                                const verdict = verdictOf(context, event.output);
                                return verdict.kind === 'invalid'
                                  ? verdict.message
                                  : PROFILE_MESSAGES.invalid;
                              },
                            }),
                          },
                          {
                            target: 'valid',
                            actions: assign({
                              submitted: ({ context, event }) => {
                                const verdict = verdictOf(context, event.output);
                                return verdict.kind === 'valid' ? verdict.profile : context.submitted;
                              },
                            }),
                          },
                        ],
                        onError: {
                          target: 'valid',
                          actions: {
                            type: 'warn',
                            params: ({ event }) => ({
                              message: PROFILE_MESSAGES.scriptNotLoaded,
                              detail: event.error,
                            }),
                          },
                        },
                      },
                    },
                    valid: {
                      entry: [
                        {
                          type: 'execute',
                          params: ({ context }) => ({
                            command: {
                              type: 'profile.save',
                              productType: context.productType,
                              profile: context.submitted ?? defaultProfile(),
                            },
                          }),
                        },
                        // Unless internal traffic: staff profiles are not sent to the server (§6, §7).
                        enqueueActions(({ context, enqueue, check }) => {
                          if (!check('sendsToServer')) return;
                          enqueue.spawnChild('sendProfile', {
                            input: {
                              profile: context.submitted ?? defaultProfile(),
                              productType: context.productType,
                            },
                          });
                        }),
                      ],
                      always: { target: '#profile.modal.closed' },
                    },
                  },
                  on: {
                    'profile.field.changed': {
                      target: '.checking',
                      actions: assign({
                        values: ({ context, event }) =>
                          changeField(context.tree, context.values, event.path, event.value),
                      }),
                    },
                    'profile.submit': [
                      {
                        guard: and([not('liveInvalid'), not('dependantsValid'), 'allowsPersons']),
                        actions: [
                          assign({ shakes: ({ context }) => context.shakes + 1 }),
                          // The menu opens on the dependants to fix, and they shake right away.
                          raise({ type: 'profile.menu.open', shake: true }),
                        ],
                      },
                      {
                        guard: and([not('liveInvalid'), 'hasSubmitError']),
                        target: '.invalid',
                        actions: assign({
                          error: ({ context }) =>
                            submitProfileError(context.tree, context.values, context.country),
                        }),
                      },
                      {
                        guard: and([not('liveInvalid'), not('profileParses')]),
                        target: '.invalid',
                        actions: assign({ error: PROFILE_MESSAGES.invalid }),
                      },
                      {
                        guard: not('liveInvalid'),
                        target: '.submitting',
                        actions: assign({
                          error: null,
                          submitted: ({ context }) => {
                            const parsed = valuesToProfile(context.tree, context.values);
                            return parsed.ok ? parsed.value : null;
                          },
                        }),
                      },
                    ],
                  },
                },
                menu: {
                  initial: 'closed',
                  states: {
                    closed: {
                      on: {
                        'profile.menu.open': {
                          guard: 'allowsPersons',
                          target: 'open',
                          actions: assign({
                            shakesAtMenuOpen: ({ context, event }) => context.shakes - (event.shake ? 1 : 0),
                          }),
                        },
                      },
                    },
                    open: {
                      on: {
                        'profile.menu.close': [
                          { guard: 'dependantsValid', target: 'closed' },
                          // Closing is blocked while a dependant is invalid; the fields shake.
                          { actions: assign({ shakes: ({ context }) => context.shakes + 1 }) },
                        ],
                        'profile.person.add': {
                          guard: { type: 'canAdd', params: ({ event }) => ({ kind: event.kind }) },
                          actions: assign({
                            values: ({ context, event }) =>
                              addDependant(
                                context.tree,
                                context.values,
                                dependantsListName(context.productType),
                                event.kind,
                              ),
                          }),
                        },
                        'profile.person.remove': {
                          guard: 'hasDependants',
                          actions: assign({
                            values: ({ context }) =>
                              removeLastDependant(
                                context.tree,
                                context.values,
                                dependantsListName(context.productType),
                              ),
                          }),
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});

function verdictOf(context: ProfileContext, run: ValidationModuleRun) {
  const profile = context.submitted ?? defaultProfile();
  return run.loaded ? interpretValidationResult(run.result, profile) : ({ kind: 'no-verdict' } as const);
}

/** The stored profile (or the default one) written into the form; for pets one pet when none is stored. */
function prefilled(context: ProfileContext): FormValues {
  const { stored } = context;
  const values = profileToValues(context.tree, stored ?? defaultProfile());
  if (!stored && isPetProductType(context.productType) && rowsOf(values, 'mascota').length === 0)
    return addDependant(context.tree, values, 'mascota', PET_KINSHIP);
  return values;
}

type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

/** Where the modal is, for the view: closed, loading, failed, or the form (editing or submitting). */
export function selectModalPhase(
  snapshot: ProfileSnapshot,
): 'closed' | 'loading' | 'failed' | 'editing' | 'submitting' {
  if (snapshot.matches({ modal: 'closed' })) return 'closed';
  if (snapshot.matches({ modal: { open: 'loading' } })) return 'loading';
  if (snapshot.matches({ modal: { open: 'failed' } })) return 'failed';
  if (snapshot.matches({ modal: { open: { editing: { form: 'submitting' } } } })) return 'submitting';
  return 'editing';
}
export const selectMenuOpen = (snapshot: ProfileSnapshot) =>
  snapshot.matches({ modal: { open: { editing: { menu: 'open' } } } });
export const selectProductType = (snapshot: ProfileSnapshot) => snapshot.context.productType;
export const selectTree = (snapshot: ProfileSnapshot) => snapshot.context.tree;
export const selectValues = (snapshot: ProfileSnapshot) => snapshot.context.values;
export const selectError = (snapshot: ProfileSnapshot) => snapshot.context.error;
export const selectShakes = (snapshot: ProfileSnapshot) => snapshot.context.shakes;
/** Refused closes (or the submit that opened the menu) since the menu opened: the fields shake. */
export const selectMenuRefused = (snapshot: ProfileSnapshot) =>
  snapshot.context.shakes > snapshot.context.shakesAtMenuOpen;
export const selectDependants = (snapshot: ProfileSnapshot) => dependants(snapshot.context);
