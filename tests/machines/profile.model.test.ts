import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import {
  decide,
  evolve,
  initialVisitorState,
  parseLocation,
  Profile,
  productTypeKey,
  rowsOf,
  stampEvent,
  type EventDraft,
  type Profile as ProfileT,
  type FormValues,
  type ValidationModuleRun,
  type VisitorState,
} from '../../core/domain';
import {
  CODE_CHUNK_DEADLINE_MS,
  type ApiResult,
  type ProfileForm,
  type SendProfileResponse,
} from '../../core/domain/api';
import {
  profileMachine,
  selectModalPhase,
  selectValidationUnavailable,
} from '../../core/machines/profile.machine';
import { profileFormMachine, selectMenuRefused } from '../../core/machines/profile-form.machine';
import { companyForm, personsForm } from '../support/profile-form-fixtures';

const NO_EPS = 'No hay opciones de seguros o planes de salud disponibles para personas sin EPS';

function start(options: {
  form?: ProfileForm;
  validation?: ValidationModuleRun | (() => Promise<ValidationModuleRun>);
  visitor?: VisitorState;
  internalTraffic?: boolean;
  formCode?: () => Promise<typeof profileFormMachine>;
}) {
  const clock = new SimulatedClock();
  const recorded: EventDraft[] = [];
  const sent: unknown[] = [];
  const warnings: string[] = [];
  let visitor = options.visitor ?? initialVisitorState('CO');
  if (options.internalTraffic)
    visitor = { ...visitor, flags: { ...visitor.flags, 'internal-traffic': true } };
  const machine = profileMachine.provide({
    actors: {
      loadFormCode: fromPromise(options.formCode ?? (async () => profileFormMachine)),
      loadForm: fromPromise<ApiResult<ProfileForm>, { productType: string }>(async () => ({
        ok: true,
        value: options.form ?? personsForm,
      })),
      runValidation: fromPromise<ValidationModuleRun, { url: string; profile: ProfileT }>(async () =>
        typeof options.validation === 'function'
          ? options.validation()
          : (options.validation ?? { loaded: true, result: true }),
      ),
      sendProfile: fromPromise<ApiResult<SendProfileResponse>, { profile: ProfileT; productType: string }>(
        async ({ input }) => {
          sent.push(input);
          return { ok: true, value: { id: 'x', receivedAt: 'now' } };
        },
      ),
    },
    actions: {
      // The root's part: decide the command on the projection and fold what it records.
      save: ({ context }) => {
        const command = {
          type: 'profile.save' as const,
          productType: context.productType,
          profile: context.submitted,
        };
        const decision = decide(command, visitor);
        if (!decision.ok) return;
        for (const event of decision.events) {
          recorded.push(event);
          visitor = evolve(visitor, stampEvent(event, 0));
        }
      },
      warn: (_, { message }) => void warnings.push(message),
    },
  });
  const actor = createActor(machine, { input: { country: 'CO' }, clock });
  actor.start();
  /** Open the modal as the root does: with the stored profile and whether it goes to the server. */
  const open = (productType: string) =>
    actor.send({
      type: 'profile.open',
      productType,
      stored: visitor.profiles[productTypeKey(productType)] ?? null,
      sendsToServer: visitor.flags['internal-traffic'] !== true,
    });
  return { actor, clock, recorded, sent, warnings, open };
}
/** A visitor whose stored general profile is one woman aged 52. */
function visitorWithStoredWoman52(): VisitorState {
  const stored = { cotizante: [{ sexo: 'Femenino' as const, edad: 52 }], cargas: [], enPareja: false };
  return evolve(
    initialVisitorState('CO'),
    stampEvent({ type: 'ProfileSaved', data: { country: 'CO', productType: 'general', profile: stored } }, 0),
  );
}

type Real = ReturnType<typeof start>;

/** The form child's snapshot: the modal must be showing the form. */
function form(real: Real) {
  const child = real.actor.getSnapshot().context.formRef;
  if (!child) throw new Error('the modal shows no form');
  return child.getSnapshot();
}
const menuShows = (real: Real) =>
  real.actor.getSnapshot().context.formRef?.getSnapshot().matches({ menu: 'open' }) ?? false;

const editing = { modal: { open: 'editing' } } as const;
const cargas = (real: Real): readonly FormValues[] =>
  real.actor.getSnapshot().context.formRef ? rowsOf(form(real).context.values, 'cargas') : [];
const couples = (rows: readonly FormValues[]) =>
  rows.filter((row) => row.parentescoCarga === 'Cónyuge').length;
const validRows = (rows: readonly FormValues[]) => rows.every((row) => /^\d+$/.test(String(row.edad)));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Model {
  open: boolean;
  menuOpen: boolean;
  saves: number;
}

/** Invariants that hold after every step, whatever came before. */
function assertInvariants(real: Real) {
  const snapshot = real.actor.getSnapshot();
  const rows = cargas(real);
  expect(couples(rows)).toBeLessThanOrEqual(1);
  const shown = snapshot.context.formRef?.getSnapshot();
  if (shown?.matches({ form: 'invalid' })) expect(shown.context.error).not.toBeNull();
  for (const event of real.recorded) {
    expect(event.type).toBe('ProfileSaved');
    if (event.type === 'ProfileSaved') expect(Profile.safeParse(event.data.profile).success).toBe(true);
  }
  // Couples can only be offered while none exists: the button reads this.
  if (shown?.matches({ menu: 'open' }) && couples(rows) === 1)
    expect(shown.can({ type: 'profile.person.add', kind: 'Cónyuge' })).toBe(false);
}

abstract class Step implements fc.AsyncCommand<Model, Real> {
  abstract check(model: Readonly<Model>): boolean;
  abstract act(model: Model, real: Real): Promise<void> | void;
  async run(model: Model, real: Real) {
    await this.act(model, real);
    assertInvariants(real);
    expect(real.actor.getSnapshot().matches({ modal: 'open' })).toBe(model.open);
    if (model.open && real.actor.getSnapshot().matches(editing)) expect(menuShows(real)).toBe(model.menuOpen);
    expect(real.recorded.length).toBe(model.saves);
  }
  abstract toString(): string;
}

class Open extends Step {
  check = (model: Readonly<Model>) => !model.open;
  async act(model: Model, real: Real) {
    real.open('');
    await waitFor(real.actor, (s) => s.matches(editing));
    real.clock.increment(200); // the prefill
    model.open = true;
    model.menuOpen = false;
  }
  toString = () => 'open';
}

class Close extends Step {
  check = (model: Readonly<Model>) => model.open;
  act(model: Model, real: Real) {
    real.actor.send({ type: 'profile.close' });
    model.open = false;
    model.menuOpen = false;
  }
  toString = () => 'close';
}

class MenuOpen extends Step {
  check = (model: Readonly<Model>) => model.open;
  act(model: Model, real: Real) {
    const wasOpen = menuShows(real);
    real.actor.send({ type: 'profile.menu.open' });
    // Opened by the visitor, nothing shakes until a close is refused.
    if (!wasOpen) expect(selectMenuRefused(form(real))).toBe(false);
    model.menuOpen = true;
  }
  toString = () => 'menu.open';
}

class MenuClose extends Step {
  check = (model: Readonly<Model>) => model.open && model.menuOpen;
  act(model: Model, real: Real) {
    const valid = validRows(cargas(real));
    const shakes = form(real).context.shakes;
    real.actor.send({ type: 'profile.menu.close' });
    // The menu never closes with an invalid dependant; a refused close shakes the fields.
    model.menuOpen = !valid;
    if (!valid) {
      expect(form(real).context.shakes).toBe(shakes + 1);
      expect(selectMenuRefused(form(real))).toBe(true);
    }
  }
  toString = () => 'menu.close';
}

class Add extends Step {
  constructor(readonly kind: string) {
    super();
  }
  check = (model: Readonly<Model>) => model.open && model.menuOpen;
  act(_: Model, real: Real) {
    const before = cargas(real);
    real.actor.send({ type: 'profile.person.add', kind: this.kind });
    const after = cargas(real);
    const refused = this.kind === 'Cónyuge' && couples(before) === 1;
    expect(after.length).toBe(refused || before.length >= 10 ? before.length : before.length + 1);
    // Adding appends: the rows already there are untouched.
    expect(after.slice(0, before.length)).toEqual(before);
  }
  toString = () => `add(${this.kind})`;
}

class Remove extends Step {
  check = (model: Readonly<Model>) => model.open && model.menuOpen;
  act(_: Model, real: Real) {
    const before = cargas(real);
    real.actor.send({ type: 'profile.person.remove' });
    // Removing deletes the last row.
    expect(cargas(real)).toEqual(before.slice(0, -1));
  }
  toString = () => 'remove';
}

class EditAge extends Step {
  constructor(
    readonly index: number,
    readonly value: string,
  ) {
    super();
  }
  check = (model: Readonly<Model>) => model.open;
  act(_: Model, real: Real) {
    const rows = cargas(real);
    const index = rows.length === 0 ? 0 : this.index % rows.length;
    real.actor.send({ type: 'profile.field.changed', path: ['cargas', index, 'edad'], value: this.value });
    if (rows.length > 0) expect(cargas(real)[index]?.edad).toBe(this.value);
  }
  toString = () => `edit(cargas.${this.index}.edad = ${JSON.stringify(this.value)})`;
}

class EditKinship extends Step {
  constructor(
    readonly index: number,
    readonly kind: string,
  ) {
    super();
  }
  check = (model: Readonly<Model>) => model.open;
  act(_: Model, real: Real) {
    const rows = cargas(real);
    const index = rows.length === 0 ? 0 : this.index % rows.length;
    real.actor.send({
      type: 'profile.field.changed',
      path: ['cargas', index, 'parentescoCarga'],
      value: this.kind,
    });
  }
  toString = () => `edit(cargas.${this.index}.parentescoCarga = ${this.kind})`;
}

class EditEps extends Step {
  constructor(readonly eps: string) {
    super();
  }
  check = (model: Readonly<Model>) => model.open;
  act(_: Model, real: Real) {
    real.actor.send({ type: 'profile.field.changed', path: ['titular', 'epsActual'], value: this.eps });
    const snapshot = form(real);
    if (this.eps === 'notengo') {
      expect(snapshot.context.error).toBe(NO_EPS);
      expect(snapshot.can({ type: 'profile.submit' })).toBe(false);
    }
  }
  toString = () => `edit(titular.epsActual = ${this.eps})`;
}

class Submit extends Step {
  check = (model: Readonly<Model>) => model.open;
  async act(model: Model, real: Real) {
    const snapshot = form(real);
    const live = snapshot.context.values.titular as FormValues | undefined;
    const blockedLive = live?.epsActual === 'notengo';
    const rowsValid = validRows(cargas(real));
    real.actor.send({ type: 'profile.submit' });
    await settle();
    if (blockedLive) return;
    if (!rowsValid) {
      // Invalid dependants: nothing is saved, the menu opens on them and they shake.
      model.menuOpen = true;
      expect(selectMenuRefused(form(real))).toBe(true);
      return;
    }
    model.saves += 1;
    model.open = false;
    model.menuOpen = false;
  }
  toString = () => 'submit';
}

const ages = fc.oneof(fc.integer({ min: 0, max: 99 }).map(String), fc.constantFrom('', '-1', 'abc', '7.5'));
const commands = fc.commands(
  [
    fc.constant(new Open()),
    fc.constant(new Close()),
    fc.constant(new MenuOpen()),
    fc.constant(new MenuClose()),
    fc.constantFrom('Cónyuge', 'Hijo/Hija').map((kind) => new Add(kind)),
    fc.constant(new Remove()),
    fc.tuple(fc.nat(5), ages).map(([index, value]) => new EditAge(index, value)),
    fc.tuple(fc.nat(5), fc.constantFrom('Cónyuge', 'Hijo/Hija')).map(([i, kind]) => new EditKinship(i, kind)),
    fc.constantFrom('EPS Sura', 'notengo').map((eps) => new EditEps(eps)),
    fc.constant(new Submit()),
  ],
  { size: '+1' },
);

describe('profile form and insured-persons menu (model-based, simulated clock)', () => {
  it('never two Cónyuges, never a closed menu over an invalid dependant, every saved profile valid', async () => {
    await fc.assert(
      fc.asyncProperty(commands, async (steps) => {
        const real = start({});
        await fc.asyncModelRun(() => ({ model: { open: false, menuOpen: false, saves: 0 }, real }), steps);
        real.actor.stop();
      }),
      { numRuns: 120 },
    );
  });
});

describe('profile submit', () => {
  it('saves a valid profile, sends it to the server and closes the modal', async () => {
    const real = start({});
    real.open('Medicina Prepagada');
    await waitFor(real.actor, (s) => s.matches(editing));
    real.clock.increment(200);
    real.actor.send({ type: 'profile.menu.open' });
    real.actor.send({ type: 'profile.person.add', kind: 'Cónyuge' });
    real.actor.send({ type: 'profile.field.changed', path: ['cargas', 0, 'edad'], value: '31' });
    real.actor.send({ type: 'profile.person.add', kind: 'Hijo/Hija' });
    real.actor.send({ type: 'profile.field.changed', path: ['cargas', 1, 'edad'], value: '4' });
    real.actor.send({ type: 'profile.menu.close' });
    real.actor.send({ type: 'profile.submit' });
    await waitFor(real.actor, (s) => s.matches({ modal: 'closed' }));
    expect(real.recorded).toEqual([
      {
        type: 'ProfileSaved',
        data: {
          country: 'CO',
          productType: 'Medicina Prepagada',
          profile: {
            cotizante: [{ sexo: 'Masculino', edad: 25 }],
            cargas: [
              { parentescoCarga: 'Cónyuge', edad: 31, sexo: 'Femenino' },
              { parentescoCarga: 'Hijo/Hija', edad: 4, sexo: 'Masculino' },
            ],
            enPareja: true,
            titular: { epsActual: '' },
          },
        },
      },
    ]);
    await settle();
    expect(real.sent).toHaveLength(1);
  });

  it('does not send the profile to the server for internal traffic', async () => {
    const real = start({ internalTraffic: true });
    real.open('');
    await waitFor(real.actor, (s) => s.matches(editing));
    real.actor.send({ type: 'profile.submit' });
    await waitFor(real.actor, (s) => s.matches({ modal: 'closed' }));
    await settle();
    expect(real.recorded).toHaveLength(1);
    expect(real.sent).toHaveLength(0);
  });

  it("shows the validation module's text as the error", async () => {
    const real = start({ validation: { loaded: true, result: 'Edad fuera de rango' } });
    real.open('');
    await waitFor(real.actor, (s) => s.matches(editing));
    real.actor.send({ type: 'profile.submit' });
    await waitFor(real.actor, (s) => s.context.formRef?.getSnapshot().matches({ form: 'invalid' }) ?? false);
    expect(form(real).context.error).toBe('Edad fuera de rango');
    expect(real.recorded).toHaveLength(0);
  });

  it('fails closed when the module cannot be had: nothing saved, the visitor told, what was typed kept, a retry saves', async () => {
    let run: ValidationModuleRun = { loaded: false, reason: 'HTTP 500' };
    const real = start({ validation: () => Promise.resolve(run) });
    real.open('');
    await waitFor(real.actor, (s) => s.matches(editing));
    real.actor.send({ type: 'profile.field.changed', path: ['cotizante', 0, 'edad'], value: '47' });
    real.actor.send({ type: 'profile.submit' });
    await waitFor(real.actor, (s) => selectValidationUnavailable(s));
    expect(real.actor.getSnapshot().matches({ modal: 'open' })).toBe(true);
    expect(real.warnings).toContain('Validation script not loaded');
    expect(real.recorded).toHaveLength(0);
    expect(real.sent).toHaveLength(0);
    expect(rowsOf(form(real).context.values, 'cotizante')[0]?.edad).toBe('47');
    // The fields are the visitor's again, and the next submit tries the module again.
    expect(form(real).can({ type: 'profile.submit' })).toBe(true);
    run = { loaded: true, result: true };
    real.actor.send({ type: 'profile.submit' });
    await waitFor(real.actor, (s) => s.matches({ modal: 'closed' }));
    expect(real.recorded).toHaveLength(1);
  });

  it('a module that stalls is given up at 6 s: the visitor is told, nothing saved', async () => {
    const real = start({ validation: () => new Promise<ValidationModuleRun>(() => {}) });
    real.open('');
    await waitFor(real.actor, (s) => s.matches(editing));
    real.actor.send({ type: 'profile.submit' });
    await settle();
    real.clock.increment(5_999);
    expect(selectValidationUnavailable(real.actor.getSnapshot())).toBe(false);
    real.clock.increment(1);
    expect(selectValidationUnavailable(real.actor.getSnapshot())).toBe(true);
    expect(real.recorded).toHaveLength(0);
    expect(form(real).can({ type: 'profile.submit' })).toBe(true);
  });

  it('flags fewer than 10 employees live and refuses the submit', async () => {
    const real = start({ form: companyForm });
    real.open('SEGURO COLECTIVO');
    await waitFor(real.actor, (s) => s.matches(editing));
    real.actor.send({ type: 'profile.field.changed', path: ['colectivo', 'cantidadempleados'], value: '5' });
    const snapshot = form(real);
    expect(snapshot.context.error).toBe(
      'Tu empresa debe tener un minimo de 10 empleados para cotizar un seguro colectivo',
    );
    expect(snapshot.can({ type: 'profile.submit' })).toBe(false);
    expect(snapshot.can({ type: 'profile.menu.open' })).toBe(false);
  });

  it('prefills the stored profile after the prefill delay', async () => {
    const real = start({ visitor: visitorWithStoredWoman52() });
    real.open('');
    await waitFor(real.actor, (s) => s.matches(editing));
    expect(rowsOf(form(real).context.values, 'cotizante')[0]?.edad).toBe('25');
    real.clock.increment(199);
    expect(rowsOf(form(real).context.values, 'cotizante')[0]?.edad).toBe('25');
    real.clock.increment(1);
    expect(rowsOf(form(real).context.values, 'cotizante')[0]).toMatchObject({
      edad: '52',
      sexo: 'Femenino',
    });
  });
  it("tells the visitor the form did not load when its code does not arrive in time, and 'Reintentar' loads it", async () => {
    let codeArrives = false;
    const real = start({
      formCode: () => (codeArrives ? Promise.resolve(profileFormMachine) : new Promise(() => {})),
    });
    real.open('');
    await waitFor(real.actor, (s) => s.matches({ modal: { open: 'code' } }));
    real.clock.increment(CODE_CHUNK_DEADLINE_MS - 1);
    expect(selectModalPhase(real.actor.getSnapshot())).toBe('loading');
    real.clock.increment(1);
    expect(selectModalPhase(real.actor.getSnapshot())).toBe('failed');
    expect(real.warnings).toContain('Profile form not loaded');
    codeArrives = true;
    real.actor.send({ type: 'profile.retry' });
    await waitFor(real.actor, (s) => s.matches(editing));
  });

  it('keeps an edit made before the prefill is due, on top of the stored profile', async () => {
    const real = start({ visitor: visitorWithStoredWoman52() });
    real.open('');
    await waitFor(real.actor, (s) => s.matches(editing));
    real.clock.increment(50);
    real.actor.send({ type: 'profile.field.changed', path: ['cotizante', 0, 'edad'], value: '40' });
    real.clock.increment(500);
    expect(rowsOf(form(real).context.values, 'cotizante')[0]).toMatchObject({
      edad: '40',
      sexo: 'Femenino',
    });
  });
});

describe('the modal and the page', () => {
  it('closes when the visitor goes to another page, not when the address of the same page changes', async () => {
    const real = start({});
    const page = (address: string) => ({
      type: 'page.changed' as const,
      location: parseLocation(address),
      productType: '',
    });
    real.actor.send(page('/Comparar/Polizas-de-Salud?perfil=x'));
    real.open('');
    await waitFor(real.actor, (s) => s.matches(editing));
    real.actor.send(page('/Comparar/Polizas-de-Salud'));
    expect(real.actor.getSnapshot().matches({ modal: 'open' })).toBe(true);
    real.actor.send(page('/contacto'));
    expect(real.actor.getSnapshot().matches({ modal: 'closed' })).toBe(true);
  });
});
