import {
  and,
  assign,
  not,
  raise,
  sendParent,
  setup,
  stateIn,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import {
  addDependant,
  buildFormTree,
  changeField,
  defaultProfile,
  dependantsListName,
  dependantsValid,
  formAllowsPersons,
  formDependants,
  initialValues,
  liveProfileError,
  mayAddDependant,
  PROFILE_PREFILL_MS,
  prefilledValues,
  removeLastDependant,
  submitStep,
  type FieldPath,
  type FormNode,
  type FormValues,
  type Profile,
  type ScalarValue,
  type SiteCountryCode,
  type SubmitStep,
} from '../domain';
import type { ProfileForm } from '../domain/api';

/**
 * The profile form while the modal shows it (§2 "Profile modal", §4, §5): its values, the live error,
 * the insured-persons menu and its shakes. A submit the local rules accept goes to the modal
 * (`profileForm.submitted`), which runs the validation module and saves; a refusal comes back as
 * `profileForm.refused`. Started by the modal (systemId `profileForm`) once the form definition loaded.
 */
export interface ProfileFormInput {
  readonly country: SiteCountryCode;
  readonly productType: string;
  readonly form: Pick<ProfileForm, 'profileFormFields'>;
  /** The stored profile for this product type (null: none stored), written in after the prefill delay. */
  readonly stored: Profile | null;
}

export interface ProfileFormContext {
  readonly country: SiteCountryCode;
  readonly productType: string;
  readonly stored: Profile | null;
  readonly tree: readonly FormNode[];
  readonly values: FormValues;
  /** The text shown in red: a live, submit or module verdict; null when none. */
  readonly error: string | null;
  /** Counts blocked attempts to close the menu, so the view can shake the fields again each time. */
  readonly shakes: number;
  /** The count when the menu opened: only later refusals shake the fields. */
  readonly shakesAtMenuOpen: number;
}

export type ProfileFormEvent =
  | { type: 'profile.field.changed'; path: FieldPath; value: ScalarValue }
  | { type: 'profile.submit' }
  /** shake: opened by a submit over invalid dependants, which shake at once. */
  | { type: 'profile.menu.open'; shake?: boolean }
  | { type: 'profile.menu.close' }
  | { type: 'profile.person.add'; kind: string }
  | { type: 'profile.person.remove' }
  /** The modal: the validation module refused the submitted profile. */
  | { type: 'profileForm.refused'; message: string }
  /** The modal: the validation module could not be had; nothing was saved, the fields come back. */
  | { type: 'profileForm.unvalidated' };

const stepOf = (context: ProfileFormContext): SubmitStep =>
  submitStep(context.tree, context.values, context.country, context.productType);
const dependants = (context: ProfileFormContext) => formDependants(context.values, context.productType);
const listName = (context: ProfileFormContext) => dependantsListName(context.productType);
// An edit before the prefill is due prefills first, so the edit lands on the stored profile.
const prefillNow = { target: 'done', actions: 'prefill' } as const;

export const profileFormMachine = setup({
  types: {
    context: {} as ProfileFormContext,
    input: {} as ProfileFormInput,
    events: {} as ProfileFormEvent,
  },
  actions: {
    prefill: assign({
      values: ({ context }) => prefilledValues(context.tree, context.stored, context.productType),
    }),
    change: assign({
      values: ({ context, event }) =>
        event.type === 'profile.field.changed'
          ? changeField(context.tree, context.values, event.path, event.value)
          : context.values,
    }),
    showLiveError: assign({
      error: ({ context }) => liveProfileError(context.tree, context.values, context.country),
    }),
    clearError: assign({ error: null }),
    showSubmitError: assign({
      error: ({ context }) => {
        const step = stepOf(context);
        return step.kind === 'invalid' ? step.message : null;
      },
    }),
    showRefusal: assign({
      error: ({ context, event }) => (event.type === 'profileForm.refused' ? event.message : context.error),
    }),
    submit: sendParent(({ context }) => {
      // Sent only under the guard `submitIs validate`: the default profile is never what goes out.
      const step = stepOf(context);
      const profile = step.kind === 'validate' ? step.profile : defaultProfile();
      return { type: 'profileForm.submitted' as const, profile };
    }),
    shake: assign({ shakes: ({ context }) => context.shakes + 1 }),
    // The menu opens on the dependants to fix, and they shake right away.
    openMenuOnDependants: raise({ type: 'profile.menu.open', shake: true }),
    noteMenuOpen: assign({
      shakesAtMenuOpen: ({ context, event }) =>
        context.shakes - (event.type === 'profile.menu.open' && event.shake ? 1 : 0),
    }),
    addPerson: assign({
      values: ({ context, event }) =>
        event.type === 'profile.person.add'
          ? addDependant(context.tree, context.values, listName(context), event.kind)
          : context.values,
    }),
    removePerson: assign({
      values: ({ context }) => removeLastDependant(context.tree, context.values, listName(context)),
    }),
  },
  guards: {
    liveInvalid: ({ context }) => liveProfileError(context.tree, context.values, context.country) !== null,
    submitIs: ({ context }, params: { kind: SubmitStep['kind'] }) => stepOf(context).kind === params.kind,
    dependantsValid: ({ context }) => dependantsValid(dependants(context)),
    allowsPersons: ({ context }) => formAllowsPersons(context.tree, context.productType),
    canAdd: ({ context, event }) =>
      event.type === 'profile.person.add' &&
      mayAddDependant(listName(context), event.kind, dependants(context)),
    hasDependants: ({ context }) => dependants(context).length > 0,
  },
  delays: { prefill: PROFILE_PREFILL_MS },
}).createMachine({
  id: 'profileForm',
  type: 'parallel',
  context: ({ input }) => {
    const tree = buildFormTree(input.form);
    return {
      country: input.country,
      productType: input.productType,
      stored: input.stored,
      tree,
      values: initialValues(tree),
      error: null,
      shakes: 0,
      shakesAtMenuOpen: 0,
    };
  },
  states: {
    prefill: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { prefill: prefillNow },
          on: {
            'profile.field.changed': prefillNow,
            'profile.person.add': prefillNow,
            'profile.person.remove': prefillNow,
            'profile.menu.open': prefillNow,
            // A submit that early sends the stored profile, never the form's defaults over it.
            'profile.submit': prefillNow,
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
            { guard: 'liveInvalid', target: 'invalid', actions: 'showLiveError' },
            { target: 'ready', actions: 'clearError' },
          ],
        },
        // A prefilled profile can be invalid too (a shared link without EPS).
        ready: { always: { guard: 'liveInvalid', target: 'invalid', actions: 'showLiveError' } },
        invalid: {},
        // The modal runs the validation module; edits and a second submit wait for its verdict.
        submitting: {
          on: {
            'profile.field.changed': {},
            'profile.submit': {},
            'profileForm.refused': { target: 'invalid', actions: 'showRefusal' },
            'profileForm.unvalidated': { target: 'checking' },
          },
        },
      },
      on: {
        'profile.field.changed': { target: '.checking', actions: 'change' },
        'profile.submit': [
          {
            guard: { type: 'submitIs', params: { kind: 'fix-dependants' } },
            actions: ['shake', 'openMenuOnDependants'],
          },
          {
            guard: { type: 'submitIs', params: { kind: 'invalid' } },
            target: '.invalid',
            actions: 'showSubmitError',
          },
          {
            guard: { type: 'submitIs', params: { kind: 'validate' } },
            target: '.submitting',
            actions: ['clearError', 'submit'],
          },
        ],
      },
    },
    menu: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'profile.menu.open': { guard: 'allowsPersons', target: 'open', actions: 'noteMenuOpen' } },
        },
        open: {
          on: {
            'profile.menu.close': [
              { guard: 'dependantsValid', target: 'closed' },
              // Closing is blocked while a dependant is invalid; the fields shake.
              { actions: 'shake' },
            ],
            // While the modal checks a submit the persons wait too: one added then would be lost.
            'profile.person.add': {
              guard: and(['canAdd', not(stateIn({ form: 'submitting' }))]),
              actions: 'addPerson',
            },
            'profile.person.remove': {
              guard: and(['hasDependants', not(stateIn({ form: 'submitting' }))]),
              actions: 'removePerson',
            },
          },
        },
      },
    },
  },
});

export type ProfileFormRef = ActorRefFrom<typeof profileFormMachine>;
type ProfileFormSnapshot = SnapshotFrom<typeof profileFormMachine>;

export const selectMenuOpen = (snapshot: ProfileFormSnapshot) => snapshot.matches({ menu: 'open' });
export const selectTree = (snapshot: ProfileFormSnapshot) => snapshot.context.tree;
export const selectValues = (snapshot: ProfileFormSnapshot) => snapshot.context.values;
export const selectError = (snapshot: ProfileFormSnapshot) => snapshot.context.error;
export const selectShakes = (snapshot: ProfileFormSnapshot) => snapshot.context.shakes;
/** Refused closes (or the submit that opened the menu) since the menu opened: the fields shake. */
export const selectMenuRefused = (snapshot: ProfileFormSnapshot) =>
  snapshot.context.shakes > snapshot.context.shakesAtMenuOpen;
export const selectDependants = (snapshot: ProfileFormSnapshot) => dependants(snapshot.context);
/** Whether the form lets the visitor add persons (the button and the summary show). */
export const selectAllowsPersons = (snapshot: ProfileFormSnapshot) =>
  formAllowsPersons(snapshot.context.tree, snapshot.context.productType);
