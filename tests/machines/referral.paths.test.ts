import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, type SnapshotFrom } from 'xstate';
import {
  referralMachine,
  selectReferralError,
  type ReferralEvent,
  type ReferrerLookup,
} from '../../core/machines/referral.machine';
import type { VisitorCommand } from '../../core/domain';
import { visitorKernel } from '../support/visitor-kernel';
import {
  HOUR,
  chartModel,
  elapse,
  flush,
  followPath,
  pathName,
  scriptedLoader,
  stateKey,
  viaTransition,
} from '../support/path-driver';

/**
 * Path tests of the referral modal and the referrer's lifetime (§4 "Referral modal", §8 'Asesor-not-foud',
 * the shared document's referral rules), generated from referral.machine.ts with xstate/graph and
 * followed on the real machine: its lookup scripted, its commands decided and folded by the visitor's
 * kernel, its hourly check on a simulated clock.
 *
 * The rules, in this test's own words and numbers:
 * - Next is enabled only for an e-mail that is filled in, shaped like an e-mail and at most 50 characters
 *   long; its error shows once the visitor typed;
 * - a found referrer is stored (e-mail, name, executive) and its name is shown; not found, or a failed
 *   lookup: the stored referrer is removed and the not-found message ('Asesor-not-foud', or the failure)
 *   is logged;
 * - in pseudo-login the modal cannot be closed until a referrer is found;
 * - a stored referrer without an executive is removed once more than 30 days old (checked at start,
 *   every hour and when the page reads the clock); one with an executive stays.
 */
type Snap = SnapshotFrom<typeof referralMachine>;

const DAY = 24 * HOUR;
const THIRTY_DAYS = 30 * DAY;
const MAX_EMAIL = 50;
const NOT_FOUND = 'Asesor-not-foud';

const VALID = 'Laura.Gomez@QueSeguro.co ';
const MALFORMED = 'laura.gomez@';
const TOO_LONG = `${'l'.repeat(MAX_EMAIL - 'x@queseguro.co'.length + 1)}x@queseguro.co`;
/** The test's own e-mail rule: filled, one @ with a dotted domain, at most 50 characters (trimmed). */
const emailOk = (email: string) =>
  email.trim().length > 0 &&
  email.trim().length <= MAX_EMAIL &&
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

const LAURA: ReferrerLookup = {
  kind: 'found',
  email: 'laura.gomez@queseguro.co',
  name: 'Laura Gómez',
  ejecutivo: 'Laura Gómez',
};
const ANDRES: ReferrerLookup = {
  kind: 'found',
  email: 'andres.restrepo@aliado.com.co',
  name: 'Andrés Restrepo',
  ejecutivo: null,
};
const LOOKUP_DONE = 'xstate.done.actor.0.referral.modal.searching';
const LOOKUP_ERROR = 'xstate.error.actor.0.referral.modal.searching';
const CHECK = 'xstate.after.referrerCheck.referral.lifetime.watching';

const modalOf = (snapshot: Snap) => (snapshot.value as { modal: string }).modal;
const emailClass = (email: string) =>
  email === '' ? 'empty' : email === VALID ? 'valid' : email === MALFORMED ? 'malformed' : 'long';
const age = (now: number) =>
  now === 0 ? '0' : now < THIRTY_DAYS ? 'hours' : now === THIRTY_DAYS ? '30d' : '>30d';

const model = chartModel(
  referralMachine,
  [
    { type: 'referral.open', pseudoLogin: false },
    { type: 'referral.open', pseudoLogin: true },
    { type: 'referral.input', email: VALID },
    { type: 'referral.input', email: MALFORMED },
    { type: 'referral.input', email: TOO_LONG },
    { type: 'referral.tick', now: THIRTY_DAYS },
    { type: 'referral.tick', now: THIRTY_DAYS + HOUR },
    { type: LOOKUP_DONE, output: LAURA },
    { type: LOOKUP_DONE, output: ANDRES },
    { type: LOOKUP_DONE, output: { kind: 'notFound' } },
    { type: LOOKUP_DONE, output: { kind: 'error', message: 'Servidor no disponible' } },
    { type: LOOKUP_ERROR, error: new Error('sin respuesta') },
  ],
  {
    input: { now: 0 },
    // Each state once per transition that leads to it (every answer of the lookup, every button).
    serializeState: viaTransition((snapshot: Snap) =>
      stateKey(snapshot.value, {
        email: emailClass(snapshot.context.email),
        touched: snapshot.context.touched,
        pseudo: snapshot.context.pseudoLogin,
        found: snapshot.context.foundName,
        age: age(snapshot.context.now),
      }),
    ),
    // Bounds: time passes only while the modal is closed; the lookup is answered once per path by a
    // referrer without an executive after a day has passed (the lifetime's case), and one typing
    // per e-mail kind.
    filterEvents: (snapshot, event) => {
      const type = event.type as string;
      if (type === CHECK || type === 'referral.tick')
        return modalOf(snapshot) === 'closed' && age(snapshot.context.now) !== '>30d';
      if (type === 'referral.input')
        return emailClass((event as { email?: string }).email ?? '') !== emailClass(snapshot.context.email);
      return age(snapshot.context.now) === '0' || type !== 'referral.open';
    },
  },
);

const label = (event: { type: string; [key: string]: unknown }) => {
  if (event.type === 'referral.input') return `type ${emailClass(String(event.email))} e-mail`;
  if (event.type === 'referral.open') return event.pseudoLogin ? 'open (pseudo-login)' : 'open';
  if (event.type === 'referral.tick') return `clock read at ${((event.now as number) / DAY).toFixed(2)} d`;
  const output = event.output as ReferrerLookup | undefined;
  if (output?.kind === 'found') return `found ${output.name}${output.ejecutivo ? ' (executive)' : ''}`;
  return undefined;
};

/** A referrer found, then another search that finds nobody: the stored one is removed. */
const FOUND_THEN_NOT = model.getPathsFromEvents(
  [
    { type: 'referral.open', pseudoLogin: false },
    { type: 'referral.input', email: VALID },
    { type: 'referral.search' },
    { type: LOOKUP_DONE, output: LAURA },
    { type: 'referral.done' },
    { type: 'referral.open', pseudoLogin: false },
    { type: 'referral.input', email: VALID },
    { type: 'referral.search' },
    { type: LOOKUP_DONE, output: { kind: 'notFound' } },
  ] as unknown as ReferralEvent[],
  {
    fromState: createActor(referralMachine, { input: { now: 0 } }).getSnapshot(),
    serializeState: model.options.serializeState,
  },
);

const paths = [...model.getShortestPaths(), ...FOUND_THEN_NOT];

describe('referral modal and lifetime: shortest paths to every state, on the real machine', () => {
  it('the walk reaches every modal state and the referrer past its 30 days', () => {
    const reached = paths.flatMap((path) => path.steps.map((step) => step.state));
    expect(new Set(reached.map(modalOf))).toEqual(
      new Set(['closed', 'editing', 'searching', 'found', 'notFound']),
    );
    expect(
      reached.some((state) => age(state.context.now) === '>30d' && state.context.foundName === ANDRES.name),
    ).toBe(true);
  });

  for (const path of paths) {
    it(pathName(path, label), async () => {
      const clock = new SimulatedClock();
      const kernel = visitorKernel(() => clock.now());
      const lookup = scriptedLoader<{ email: string }, ReferrerLookup>();
      const warnings: string[] = [];
      const commands: VisitorCommand[] = [];
      const actor = createActor(
        referralMachine.provide({
          actors: { lookupReferrer: lookup.logic },
          actions: {
            execute: (_, { command }) => {
              commands.push(command);
              kernel.execute(command);
            },
            warn: (_, { message }) => void warnings.push(message),
          },
        }),
        { clock, input: { now: 0 } },
      ).start();
      // What this test knows: the latest clock reading, the e-mail typed, the last answer.
      let now = 0;
      let typed = '';
      let pseudo = false;
      let answer: ReferrerLookup | 'thrown' | null = null;
      // The referrer the visitor should have stored, and since when.
      let stored: { email: string; name: string; ejecutivo: string | null; at: number } | null = null;

      await followPath<Snap, ReferralEvent>(path, {
        realValue: () => actor.getSnapshot().value,
        drive: async (event) => {
          const type = event.type as string;
          const step = event as unknown as { output: ReferrerLookup; error: unknown };
          if (type === LOOKUP_DONE) {
            answer = step.output;
            stored = answer.kind === 'found' ? { ...answer, at: now } : null;
            lookup.answer(step.output);
          } else if (type === LOOKUP_ERROR) {
            answer = 'thrown';
            stored = null;
            lookup.fail(step.error);
          } else if (type === CHECK) {
            // The lifetime is checked every hour.
            const checks = commands.length;
            await elapse(clock, HOUR, () => expect(commands).toHaveLength(checks));
            now += HOUR;
            expect(commands.slice(checks)).toEqual([{ type: 'referral.expire', now }]);
          } else {
            if (event.type === 'referral.tick') now = Math.max(now, event.now);
            if (event.type === 'referral.input') typed = event.email;
            if (event.type === 'referral.open') {
              typed = '';
              pseudo = event.pseudoLogin === true;
              answer = null;
            }
            actor.send(event);
          }
          await flush();
        },
        always: () => {
          // The stored referrer: the found one, until more than 30 days old without an executive.
          if (stored && stored.ejecutivo === null && now - stored.at > THIRTY_DAYS) stored = null;
          const shown = kernel.state().referral;
          if (stored) {
            expect(shown?.email).toBe(stored.email);
            expect(shown?.name).toBe(stored.name);
            expect(shown?.ejecutivo ?? null).toBe(stored.ejecutivo);
          } else expect(shown).toBeNull();
        },
        states: {
          'modal.editing': () => {
            expect(actor.getSnapshot().can({ type: 'referral.search' }), 'Next enabled').toBe(emailOk(typed));
            expect(selectReferralError(actor.getSnapshot()) !== null).toBe(typed !== '' && !emailOk(typed));
            expect(actor.getSnapshot().can({ type: 'referral.close' }), 'closable').toBe(!pseudo);
          },
          'modal.searching': () => {
            expect(lookup.calls.at(-1)).toEqual({ email: typed.trim().toLowerCase() });
          },
          'modal.found': () => {
            expect(answer).not.toBe('thrown');
            expect(actor.getSnapshot().context.foundName).toBe(
              answer !== 'thrown' && answer?.kind === 'found' ? answer.name : '?',
            );
          },
          'modal.notFound': () => {
            const expected = answer !== 'thrown' && answer?.kind === 'error' ? answer.message : NOT_FOUND;
            expect(warnings.at(-1)).toBe(expected);
          },
          'modal.closed': () => {
            // A pseudo-login modal closes only once a referrer is found.
            if (pseudo) expect(answer !== null && answer !== 'thrown' && answer.kind === 'found').toBe(true);
          },
        },
      });
      actor.stop();
    });
  }
});
