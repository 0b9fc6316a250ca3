import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, setup, type SnapshotFrom } from 'xstate';
import type { FormValues, Profile } from '../../core/domain';
import {
  profileFormMachine,
  selectMenuOpen,
  selectMenuRefused,
  selectShakes,
  type ProfileFormEvent,
  type ProfileFormInput,
} from '../../core/machines/profile-form.machine';
import { personsForm } from '../support/profile-form-fixtures';
import {
  chartModel,
  elapse,
  flush,
  followPath,
  pathName,
  stateKey,
  viaTransition,
} from '../support/path-driver';

/**
 * Path tests of the profile form (§2 "Profile modal", §4 "Profile form", §5, §8 profile messages),
 * generated from profile-form.machine.ts with xstate/graph and followed on the real form, started by a
 * stand-in for the modal that records what the form submits, on a simulated clock.
 *
 * The rules, in this test's own words and numbers:
 * - a stored profile is written into the form 200 ms after it shows (not before), or at the visitor's
 *   first edit or use of the persons menu if that comes sooner, so the edit lands on the stored profile;
 * - 'notengo' as the EPS flags the form at once with 'No hay opciones de seguros o planes de salud
 *   disponibles para personas sin EPS', and nothing is submitted while it stands;
 * - a submit the local rules accept goes to the modal once, with the typed values; until the modal
 *   answers, edits, submits and the persons menu wait; a refusal shows its message, an unavailable check gives the form back;
 * - the persons menu: adding appends a row of the chosen kind at the end, a Cónyuge only once; removing
 *   deletes the last row; closing is refused (the rows shake) while a dependant has no valid age; a
 *   submit over such a dependant opens the menu on it, shaking.
 */
type Snap = SnapshotFrom<typeof profileFormMachine>;

const NO_EPS_TEXT = 'No hay opciones de seguros o planes de salud disponibles para personas sin EPS';
const REFUSAL = 'Perfil inválido';
const PREFILL_MS = 200;
const FORM_AGE = '25';
const STORED: Profile = {
  cotizante: [{ sexo: 'Femenino', edad: 52 }],
  cargas: [],
  enPareja: false,
};

const rows = (values: FormValues, list: string): FormValues[] =>
  Array.isArray(values[list]) ? (values[list] as FormValues[]) : [];
const holder = (values: FormValues) => rows(values, 'cotizante')[0] ?? {};
const eps = (values: FormValues) => String((values.titular as FormValues | undefined)?.epsActual ?? '');
const validAge = (value: unknown) => typeof value === 'string' && /^\d+$/.test(value.trim());

const AGE = ['cotizante', 0, 'edad'];
const EPS = ['titular', 'epsActual'];
const FIRST_DEPENDANT_AGE = ['cargas', 0, 'edad'];
const CASES = [
  { type: 'profile.field.changed', path: AGE, value: '40' },
  { type: 'profile.field.changed', path: AGE, value: '' },
  { type: 'profile.field.changed', path: EPS, value: 'notengo' },
  { type: 'profile.field.changed', path: EPS, value: 'EPS Sura' },
  { type: 'profile.field.changed', path: FIRST_DEPENDANT_AGE, value: '7' },
  { type: 'profile.person.add', kind: 'Cónyuge' },
  { type: 'profile.person.add', kind: 'Hijo/Hija' },
  { type: 'profileForm.refused', message: REFUSAL },
];
const PREFILL_DUE = 'xstate.after.prefill.profileForm.prefill.waiting';

const label = (event: { type: string; [key: string]: unknown }) => {
  if (event.type === 'profile.field.changed')
    return `set ${(event.path as unknown[]).join('.')} = ${JSON.stringify(event.value)}`;
  if (event.type === 'profile.person.add') return `add ${String(event.kind)}`;
  return event.type === PREFILL_DUE ? '200 ms pass' : event.type.replace(/^profile(Form)?\./, '');
};

/**
 * Three walks, each over the events of one concern (the walk of all of them at once is thousands of
 * states): the prefill, the live check and the submit, the persons menu.
 */
const WALKS: readonly { name: string; stored: Profile | null; events: readonly string[] }[] = [
  {
    name: 'the prefill of a stored profile',
    stored: STORED,
    events: [PREFILL_DUE, 'profile.field.changed', 'profile.menu.open', 'profile.submit'],
  },
  {
    name: 'the live check and the submit',
    stored: null,
    events: ['profile.field.changed', 'profile.submit', 'profileForm.refused', 'profileForm.unvalidated'],
  },
  {
    name: 'the persons menu',
    stored: null,
    events: [
      'profile.menu.open',
      'profile.menu.close',
      'profile.person.add',
      'profile.person.remove',
      'profile.field.changed',
      'profile.submit',
    ],
  },
];

for (const walk of WALKS) {
  const stored = walk.stored;
  const input: ProfileFormInput = { country: 'CO', productType: '', form: personsForm, stored };
  // The walk has no modal to send to: its chart sends the submit nowhere (the real form, below, does).
  const chart = profileFormMachine.provide({ actions: { submit: () => {} } });
  const menuWalk = walk.events.includes('profile.person.add');
  const model = chartModel(chart, CASES, {
    input,
    // The menu walk ends where the form goes to the modal (the submit walk goes on from there).
    stopWhen: (snapshot) => menuWalk && snapshot.matches({ form: 'submitting' }),
    serializeState: viaTransition((snapshot: Snap) => {
      const { values } = snapshot.context;
      return stateKey(snapshot.value, {
        age: holder(values).edad,
        eps: eps(values),
        dependants: rows(values, 'cargas').map((row) => `${String(row.parentescoCarga)}:${String(row.edad)}`),
        error: snapshot.context.error,
        refused: selectMenuRefused(snapshot),
      });
    }),
    // Bounds: the walk's own events; two dependants at most; each field change only when it changes
    // something (the menu walk changes only a dependant's age, the prefill walk only the holder's);
    // the modal's answers only while it checks.
    filterEvents: (snapshot, event) => {
      if (!walk.events.includes(event.type)) return false;
      const { values } = snapshot.context;
      const dependants = rows(values, 'cargas');
      if (event.type === 'profile.person.add') return dependants.length < 2;
      if (event.type === 'profile.field.changed') {
        if (event.path === FIRST_DEPENDANT_AGE)
          return dependants.length > 0 && !validAge(dependants[0]?.edad);
        if (menuWalk) return false;
        if (event.path === EPS)
          return stored === null && (event.value === 'notengo') !== (eps(values) === 'notengo');
        return holder(values).edad !== event.value && (stored === null || event.value === '40');
      }
      if (event.type === 'profileForm.refused' || event.type === 'profileForm.unvalidated')
        return snapshot.matches({ form: 'submitting' });
      return true;
    },
  });
  const paths = model.getShortestPaths();

  describe(`profile form, ${walk.name}: shortest paths, on the real form`, () => {
    for (const path of paths) {
      it(pathName(path, label), async () => {
        const clock = new SimulatedClock();
        const submitted: Profile[] = [];
        // A stand-in for the modal: it starts the form and keeps what the form submits.
        const modal = setup({ actors: { form: profileFormMachine } }).createMachine({
          invoke: { id: 'form', src: 'form', input },
          on: {
            'profileForm.submitted': {
              actions: ({ event }) => void submitted.push((event as unknown as { profile: Profile }).profile),
            },
          },
        });
        const actor = createActor(modal, { clock }).start();
        const form = () => {
          const child = actor.getSnapshot().children.form;
          if (!child) throw new Error('the modal shows no form');
          return child as unknown as { getSnapshot: () => Snap; send: (event: ProfileFormEvent) => void };
        };
        const now = () => form().getSnapshot();
        // What this test expects, by its own rules.
        // Whether the stored profile (if any) has been written in.
        let prefilled = false;
        let age = FORM_AGE;
        let kinds: string[] = [];
        let submittedBefore = 0;
        let shakesBefore = 0;
        let shakeExpected = false;
        let submitExpected = false;
        let refusal = false;

        await followPath<Snap, ProfileFormEvent>(path, {
          realValue: () => now().value,
          drive: async (event, before) => {
            submittedBefore = submitted.length;
            shakesBefore = selectShakes(now());
            shakeExpected = false;
            submitExpected = false;
            // The modal refused what was submitted: its message shows, and the form is the visitor's again.
            refusal = event.type === 'profileForm.refused' && now().matches({ form: 'submitting' });
            if (event.type === (PREFILL_DUE as string)) {
              await elapse(clock, PREFILL_MS, () => expect(now().value).toEqual(before.value));
              if (!prefilled && stored) age = String(stored.cotizante[0]?.edad);
              prefilled = true;
              return;
            }
            // The visitor's first edit or use of the menu writes the stored profile in first.
            const first = [
              'profile.field.changed',
              'profile.menu.open',
              'profile.person.add',
              'profile.person.remove',
              'profile.submit',
            ];
            if (!prefilled && first.includes(event.type)) {
              if (stored) age = String(stored.cotizante[0]?.edad);
              prefilled = true;
            }
            const menuOpen = selectMenuOpen(now());
            const waiting = now().matches({ form: 'submitting' });
            if (event.type === 'profile.field.changed' && !waiting && event.path === AGE)
              age = String(event.value);
            if (
              event.type === 'profile.person.add' &&
              menuOpen &&
              !waiting &&
              !(event.kind === 'Cónyuge' && kinds.includes('Cónyuge'))
            )
              kinds = [...kinds, event.kind];
            if (event.type === 'profile.person.remove' && menuOpen && !waiting) kinds = kinds.slice(0, -1);
            const dependantsInvalid = () =>
              rows(now().context.values, 'cargas').some((row) => !validAge(row.edad));
            // Closing over a dependant without a valid age is refused, and the rows shake.
            if (event.type === 'profile.menu.close' && menuOpen) shakeExpected = dependantsInvalid();
            // A submit: refused while 'notengo' stands; over such a dependant it opens the menu, shaking;
            // otherwise the form's values go to the modal.
            if (event.type === 'profile.submit' && !waiting && eps(now().context.values) !== 'notengo') {
              shakeExpected = dependantsInvalid();
              submitExpected = !shakeExpected && validAge(age);
            }
            form().send(event);
            await flush();
          },
          always: () => {
            const { values, error } = now().context;
            expect(String(holder(values).edad), 'the age shown').toBe(age);
            if (prefilled && stored) expect(holder(values).sexo).toBe('Femenino');
            else expect(holder(values).sexo).toBe('Masculino');
            expect(
              rows(values, 'cargas').map((row) => row.parentescoCarga),
              'the rows, in order',
            ).toEqual(kinds);
            expect(kinds.filter((kind) => kind === 'Cónyuge').length).toBeLessThanOrEqual(1);
            if (eps(values) === 'notengo') expect(error).toBe(NO_EPS_TEXT);
            if (shakeExpected) {
              expect(selectMenuOpen(now()), 'the menu shows the dependant without age').toBe(true);
              expect(selectShakes(now()), 'the rows shake').toBe(shakesBefore + 1);
              expect(selectMenuRefused(now())).toBe(true);
            } else expect(selectShakes(now())).toBe(shakesBefore);
            if (refusal) {
              expect(error, 'the refusal shows').toBe(REFUSAL);
              expect(now().matches({ form: 'submitting' })).toBe(false);
            }
            // Nothing goes to the modal but from a submit the rules accept, once.
            expect(submitted.length).toBe(submittedBefore + (submitExpected ? 1 : 0));
            if (submitExpected) {
              const profile = submitted.at(-1);
              expect(profile?.cotizante[0]?.edad).toBe(Number(age));
              expect(profile?.cotizante[0]?.sexo).toBe(prefilled && stored ? 'Femenino' : 'Masculino');
              expect(profile?.titular?.epsActual ?? '').not.toBe('notengo');
              expect((profile?.cargas ?? []).map((row) => row.parentescoCarga)).toEqual(kinds);
            }
          },
          states: {
            'prefill.waiting': () => expect(prefilled).toBe(false),
            'form.ready': () => expect(now().context.error).toBeNull(),
            'form.invalid': () => {
              const { error } = now().context;
              expect(error).not.toBeNull();
              if (eps(now().context.values) !== 'notengo' && validAge(age)) expect(error).toBe(REFUSAL);
            },
            'form.submitting': () => expect(submitted.length).toBeGreaterThan(0),
          },
        });
        actor.stop();
      });
    }
  });
}

describe('profile form: while the modal checks a submit, the persons wait as the fields do', () => {
  it('a person added or removed then changes nothing, and the menu works again once the modal answers', () => {
    const modal = setup({ actors: { form: profileFormMachine } }).createMachine({
      invoke: {
        id: 'form',
        src: 'form',
        input: { country: 'CO', productType: '', form: personsForm, stored: null },
      },
      on: { 'profileForm.submitted': {} },
    });
    const actor = createActor(modal).start();
    const form = actor.getSnapshot().children.form as unknown as {
      getSnapshot: () => Snap;
      send: (event: ProfileFormEvent) => void;
    };
    const dependants = () => rows(form.getSnapshot().context.values, 'cargas').length;
    form.send({ type: 'profile.menu.open' });
    form.send({ type: 'profile.person.add', kind: 'Hijo/Hija' });
    form.send({ type: 'profile.field.changed', path: FIRST_DEPENDANT_AGE, value: '8' });
    form.send({ type: 'profile.submit' });
    expect(form.getSnapshot().matches({ form: 'submitting' })).toBe(true);
    form.send({ type: 'profile.person.add', kind: 'Cónyuge' });
    expect(dependants()).toBe(1);
    form.send({ type: 'profile.person.remove' });
    expect(dependants()).toBe(1);
    form.send({ type: 'profileForm.refused', message: REFUSAL });
    form.send({ type: 'profile.person.add', kind: 'Cónyuge' });
    expect(dependants()).toBe(2);
    actor.stop();
  });
});
