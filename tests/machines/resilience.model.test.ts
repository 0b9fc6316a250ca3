import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type App } from '../../core/app';
import { SITE_COUNTRIES, defaultProfile, pendingItems, type CardPart } from '../../core/domain';
import {
  CALL_DEADLINES_MS,
  CODE_CHUNK_DEADLINE_MS,
  callDeadlineMs,
  type ApiClient,
  type ApiResult,
} from '../../core/domain/api';
import { createApiClient } from '../../core/adapters/api';
import { RETRY_ATTEMPTS, RETRY_SPACING_MS } from '../../core/adapters/api/retry-policy';
import { createSampleBackend, type FaultKind } from '../../core/adapters/sample-backend';
import { createEventStore } from '../../core/adapters/store/event-store';
import { memoryKeyValue, type KeyValue } from '../../core/adapters/store/key-value';
import { cardStatus, type CardStatus } from '../../core/machines/plan-card.machine';
import { selectModalPhase } from '../../core/machines/profile.machine';
import { childActor, pageFlowActor, pageFlowStarted } from '../../core/machines/surface';
import {
  compareChild,
  selectCardRefs,
  selectListStatus,
  type ListStatus,
} from '../../core/machines/surface-compare';
import { testConfig } from '../adapters/support/api-harness';
import { fakeBrowser } from '../support/fake-browser';

/**
 * The whole app in node, over random interleavings of the visitor's actions, faults of every kind on
 * the comparator's calls, offline and online periods and reloads. One simulated clock (vitest's fake
 * timers) drives xstate's delays, effect's deadlines and retries and the sample backend's latency, so
 * a 60 s delay costs nothing. After each command and each step of simulated time it checks what the
 * visitor sees:
 * - no piece (the list, a card, the profile form) keeps loading past its calls' deadlines;
 * - every failed piece asks again within 5 s of the browser saying the network is back;
 * - every profile sent is kept by the backend once, never twice, and once the network is good, once;
 * - nothing on screen changes silently: a shown list, price, discount or benefit is kept, or replaced by
 *   a fresh answer, or the piece says it failed or could not be updated.
 */

const PAGE = '/Comparar/Medicina-Prepagada';
const PRODUCT_TYPE = 'Medicina Prepagada';
const NAMESPACE = 'V1.6_CO';
const STEP_MS = 1_000;
const RETURN_WITHIN_MS = 5_000;

const backend = createSampleBackend({ today: '2026-11-21' });
const server = setupServer(...backend.handlers);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The form's code is a dynamic import: loaded once here, its first transform does not take real time
  // while the fake clock runs (the model checks the deadlines on the fake clock).
  await import('../../core/machines/profile-form.machine');
});
afterEach(() => {
  backend.faults.clear();
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** Calls the comparator page makes, and the fault kinds of the issue (60 s delay is 'latency'). */
const CALLS = [
  'compare',
  'coverageResume',
  'features',
  'offers',
  'calculatePrice',
  'paymentInfo',
  'profileForm',
  'sendProfile',
] as const;
type Call = (typeof CALLS)[number];
const KINDS = [
  '500',
  'latency',
  'network',
  'malformed',
  'invalid',
  '401',
] as const satisfies readonly FaultKind[];

/** One call the app made, as it left the client and as it came back. */
interface CallRecord {
  readonly name: string;
  readonly args: readonly unknown[];
  readonly startedAt: number;
  endedAt: number | null;
  ok: boolean | null;
}

/** The client the app is given, recording every call (the app wraps it further, as on the site). */
function recording(api: ApiClient, calls: CallRecord[]): ApiClient {
  return new Proxy(api, {
    get: (target, name: string | symbol) => {
      const method = Reflect.get(target, name) as unknown;
      if (typeof method !== 'function' || typeof name !== 'string') return method;
      return (...args: unknown[]) => {
        const record: CallRecord = { name, args, startedAt: Date.now(), endedAt: null, ok: null };
        calls.push(record);
        return (method as (...a: unknown[]) => Promise<ApiResult<unknown>>)
          .apply(target, args)
          .then((result) => {
            record.endedAt = Date.now();
            record.ok = result.ok;
            return result;
          });
      };
    },
  });
}

/** The longest one call may take with its attempts: past it, the visitor must be told. */
const longestWait = (call: string) =>
  RETRY_ATTEMPTS * callDeadlineMs(call) + (RETRY_ATTEMPTS - 1) * RETRY_SPACING_MS + RETURN_WITHIN_MS;
const CARD_CALLS = ['coverageResume', 'features', 'offers', 'calculatePrice', 'paymentInfo'] as const;
const CARD_WAIT = Math.max(...CARD_CALLS.map(longestWait));

type Piece = 'list' | 'form' | `card:${number}`;

const isListCall = (record: CallRecord) =>
  record.name === 'compare' && (record.args[0] as { take?: number } | undefined)?.take !== 100;
const isCardCall = (record: CallRecord, id: number) =>
  record.name === 'coverageResume' && record.args[0] === id;
/** The call that starts a piece's wait, or its retry. */
function asksFor(piece: Piece, record: CallRecord): boolean {
  if (piece === 'list') return isListCall(record);
  if (piece === 'form') return record.name === 'profileForm';
  const id = Number(piece.slice(5));
  // A card asks for all its parts again, or (repricing for a new profile) for its price.
  return isCardCall(record, id) || (record.name === 'calculatePrice' && record.args[0] === id);
}

/** A retry a failed piece owes: from when, and within how long (5 s of the network, 30 s of the server). */
interface Owed {
  readonly piece: Piece;
  readonly since: number;
  readonly within?: number;
}

/**
 * Issue 27: a piece that failed on a server error (a 500, an unreadable answer, a deadline) asks again by
 * itself, so that within 30 s of the server's recovery it has asked, with no click; it stops asking by
 * itself after 30 automatic retries (about nine minutes).
 */
const HEAL_WITHIN_MS = 30_000;
const HEAL_CAP = 30;

interface CardView {
  readonly autoRetries: number;
  readonly status: CardStatus;
  readonly price: number | null;
  readonly offers: boolean;
  readonly features: number;
  readonly missing: readonly CardPart[];
  readonly code: string;
}

interface View {
  readonly at: number;
  readonly list: ListStatus;
  readonly ids: string;
  readonly stale: boolean;
  readonly cards: ReadonlyMap<number, CardView>;
  readonly form: ReturnType<typeof selectModalPhase>;
  readonly listFailedOnNetwork: boolean;
  /** The search failed on something the server or the network explains, with automatic retries left. */
  readonly listFailedHealing: boolean;
}

interface Real {
  readonly kv: KeyValue;
  readonly fake: ReturnType<typeof fakeBrowser>;
  readonly calls: CallRecord[];
  app: App;
  offline: boolean;
  readonly faulted: Set<string>;
  readonly queued: string[];
  seen: View | null;
  readonly waitingSince: Map<Piece, number>;
  owed: Owed[];
  /** How many cards from the top the visitor has scrolled past. */
  visible: number;
}

interface Model {
  online: boolean;
  formOpen: boolean;
}

async function boot(real: Omit<Real, 'app'>): Promise<App> {
  const app = await createApp({
    country: SITE_COUNTRIES.CO,
    browser: real.fake.browser,
    clock: { now: () => Date.now() },
    store: createEventStore(NAMESPACE, real.kv),
    api: recording(createApiClient(testConfig()), real.calls),
    // The server answers the probe unless the whole network is down (a fault is one call's).
    probe: async () => !real.offline,
  });
  // The comparison list starts once its code has loaded (the root loads it for the comparator).
  await pageFlowStarted(app.actor, 'compare');
  return app;
}

function view(app: App): View {
  const compare = pageFlowActor(app.actor, 'compare');
  const list = compareChild(compare, 'compareResults').getSnapshot();
  const cards = new Map<number, CardView>();
  for (const [id, ref] of Object.entries(
    selectCardRefs(compareChild(compare, 'compareCards').getSnapshot()),
  )) {
    const card = ref.getSnapshot();
    const extras = card.context.extras;
    cards.set(Number(id), {
      autoRetries: card.context.autoRetries,
      status: cardStatus(card),
      price: extras?.profilePrice?.total.minPrice ?? null,
      offers: extras?.offers !== null && extras?.offers !== undefined,
      features: extras?.features.length ?? 0,
      missing: extras?.missing ?? [],
      code: card.context.product?.productCode ?? '',
    });
  }
  const error = list.context.error;
  return {
    at: Date.now(),
    list: selectListStatus(list),
    ids: list.context.results.map((product) => product.id).join(','),
    stale: list.context.stale,
    cards,
    form: selectModalPhase(childActor(app.actor, 'profile').getSnapshot()),
    listFailedOnNetwork: error !== null && (error.kind === 'network' || error.kind === 'timeout'),
    listFailedHealing:
      error !== null &&
      (['network', 'timeout', 'decode'].includes(error.kind) ||
        (error.kind === 'http' && (error.status ?? 500) >= 500)) &&
      list.context.heals < HEAL_CAP,
  };
}

/** What is waiting on screen, per piece (a card waits only once it asked: 'waiting' is off screen). */
function waitingPieces(current: View): Map<Piece, number> {
  const waiting = new Map<Piece, number>();
  if (current.list === 'loading' || current.list === 'loadingMore')
    waiting.set('list', longestWait('compare'));
  // The form waits for its data, then (on the first opening) for its code, each with its deadline.
  if (current.form === 'loading') waiting.set('form', longestWait('profileForm') + CODE_CHUNK_DEADLINE_MS);
  for (const [id, card] of current.cards) if (card.status === 'loading') waiting.set(`card:${id}`, CARD_WAIT);
  return waiting;
}

function failedPieces(current: View): Piece[] {
  const failed: Piece[] = [];
  if (current.list === 'failed' && current.listFailedOnNetwork) failed.push('list');
  if (current.form === 'failed') failed.push('form');
  for (const [id, card] of current.cards)
    if (card.status === 'failed' || (card.status === 'loaded' && card.missing.length > 0))
      failed.push(`card:${id}`);
  return failed;
}

/** What failed on the server's side and still heals by itself: it owes a retry within 30 s. */
function serverFailedPieces(current: View): Piece[] {
  const failed: Piece[] = [];
  if (current.list === 'failed' && current.listFailedHealing) failed.push('list');
  for (const [id, card] of current.cards)
    if (card.status === 'failed' && card.autoRetries < HEAL_CAP) failed.push(`card:${id}`);
  return failed;
}

const endedOkSince = (real: Real, since: number, match: (record: CallRecord) => boolean) =>
  real.calls.some(
    (record) => record.ok === true && record.endedAt !== null && record.endedAt >= since && match(record),
  );

/** Nothing shown changes without a fresh answer or a word to the visitor. */
function checkNoSilentChange(real: Real, before: View, after: View) {
  const since = before.at;
  if (before.ids !== '' && after.ids !== before.ids) {
    const told = after.list === 'loading' || after.list === 'failed' || after.list === 'robot';
    const fresh = endedOkSince(real, since, (record) => record.name === 'compare');
    expect(told || fresh, `the plans changed silently: ${before.ids} → ${after.ids} (${after.list})`).toBe(
      true,
    );
  }
  for (const [id, was] of before.cards) {
    const now = after.cards.get(id);
    if (!now || was.status !== 'loaded' || now.status !== 'loaded') continue;
    const reloaded = endedOkSince(real, since, (record) => isCardCall(record, id));
    if (now.price !== was.price) {
      const fresh =
        reloaded || endedOkSince(real, since, (r) => r.name === 'calculatePrice' && r.args[0] === id);
      expect(fresh || now.missing.includes('price'), `card ${id}: price ${was.price} → ${now.price}`).toBe(
        true,
      );
    }
    if (was.offers && !now.offers) {
      const fresh =
        reloaded && endedOkSince(real, since, (r) => r.name === 'offers' && r.args[0] === was.code);
      expect(fresh || now.missing.includes('offers'), `card ${id}: its discount vanished`).toBe(true);
    }
    if (was.features > 0 && now.features === 0) {
      const fresh = reloaded && endedOkSince(real, since, (r) => r.name === 'features' && r.args[0] === id);
      expect(fresh || now.missing.includes('features'), `card ${id}: its benefits vanished`).toBe(true);
    }
  }
}

async function observe(real: Real) {
  // The view marks the cards on screen visible as they render: the top of the list.
  if (showCards(real, real.visible)) await settle();
  const current = view(real.app);
  const now = current.at;
  // No call outlives its deadlines with their retries.
  for (const record of real.calls) {
    if (record.endedAt === null)
      expect(now - record.startedAt, `${record.name} still unanswered`).toBeLessThanOrEqual(
        longestWait(record.name),
      );
  }
  // No piece keeps the visitor waiting past its calls' deadlines; a new request starts a new wait.
  const waiting = waitingPieces(current);
  for (const piece of [...real.waitingSince.keys()]) if (!waiting.has(piece)) real.waitingSince.delete(piece);
  for (const [piece, bound] of waiting) {
    const lastAsked = real.calls.filter((record) => asksFor(piece, record)).at(-1)?.startedAt ?? 0;
    const since = Math.max(real.waitingSince.get(piece) ?? now, lastAsked);
    real.waitingSince.set(piece, since);
    expect(now - since, `${piece} kept loading without a message`).toBeLessThanOrEqual(bound);
  }
  // What failed asks again within 5 s of the network's return. A call already in flight when the network
  // came back asked again too if it got an answer after the return: offline, every attempt fails at once,
  // so an answer means the client's own retry reached the server after the return.
  real.owed = real.owed.filter(
    ({ piece, since }) =>
      !real.calls.some(
        (record) =>
          asksFor(piece, record) &&
          (record.startedAt >= since || (record.ok === true && (record.endedAt ?? 0) >= since)),
      ),
  );
  for (const { piece, since, within } of real.owed)
    expect(
      now - since,
      within === undefined
        ? `${piece} did not retry when the network returned`
        : `${piece} did not heal within 30 s of the server's recovery`,
    ).toBeLessThanOrEqual(within ?? RETURN_WITHIN_MS);
  // What failed on the server's side asks again by itself: never 30 s after its last answer without a new ask.
  for (const piece of serverFailedPieces(current)) {
    const last = real.calls.filter((record) => asksFor(piece, record)).at(-1);
    if (!last || last.endedAt === null) continue;
    expect(now - last.endedAt, `${piece} failed and did not ask again by itself`).toBeLessThanOrEqual(
      HEAL_WITHIN_MS,
    );
  }
  if (real.seen) checkNoSilentChange(real, real.seen, current);
  real.seen = current;
  // The backend keeps each profile sent at most once.
  const keys = (await backend.leads.list()).map((lead) => lead.idempotencyKey);
  for (const key of real.queued) expect(keys.filter((kept) => kept === key).length).toBeLessThanOrEqual(1);
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function settle() {
  for (let round = 0; round < 3; round += 1) {
    await vi.advanceTimersByTimeAsync(0);
    for (let spin = 0; spin < 4; spin += 1) await turn();
  }
}

/** Time passes, looked at every second at first, then every 5 s (the retry window still holds). */
async function elapse(real: Real, ms: number) {
  for (let passed = 0; passed < ms;) {
    const step = Math.min(passed < 6_000 ? STEP_MS : RETURN_WITHIN_MS, ms - passed);
    await vi.advanceTimersByTimeAsync(step);
    passed += step;
    await settle();
    await observe(real);
  }
}

/** The view makes the cards on screen visible; here the first ones of the list are. */
function showCards(real: Real, count: number): boolean {
  const compare = pageFlowActor(real.app.actor, 'compare');
  const { results } = compareChild(compare, 'compareResults').getSnapshot().context;
  const cards = selectCardRefs(compareChild(compare, 'compareCards').getSnapshot());
  const unseen = results
    .slice(0, count)
    .filter((product) => cards[String(product.id)]?.getSnapshot().value !== 'loaded');
  for (const product of unseen) real.app.send({ type: 'compare.card.visible', productId: product.id });
  return unseen.length > 0;
}

type Command = fc.AsyncCommand<Model, Real>;

class Fault implements Command {
  constructor(
    readonly call: Call,
    readonly kind: (typeof KINDS)[number],
    readonly times: number | undefined,
  ) {}
  check = () => true;
  async run(_: Model, real: Real) {
    backend.faults.arm({
      call: this.call,
      fault: this.kind,
      ...(this.kind === 'latency' ? { ms: 60_000 } : {}),
      ...(this.times === undefined ? {} : { times: this.times }),
    });
    real.faulted.add(this.call);
    await settle();
    await observe(real);
  }
  toString = () => `fault(${this.call}, ${this.kind}, ${this.times ?? '∞'})`;
}

class Heal implements Command {
  constructor(readonly call: Call) {}
  check = () => true;
  async run(_: Model, real: Real) {
    backend.faults.clear(this.call);
    real.faulted.delete(this.call);
    // The server answers again: whatever failed on its side owes a retry within 30 s, with no click.
    if (!real.offline)
      real.owed.push(
        ...serverFailedPieces(view(real.app)).map((piece) => ({
          piece,
          since: Date.now(),
          within: HEAL_WITHIN_MS,
        })),
      );
    await settle();
    await observe(real);
  }
  toString = () => `heal(${this.call})`;
}

class Network implements Command {
  constructor(readonly online: boolean) {}
  check = (model: Readonly<Model>) => model.online !== this.online;
  async run(model: Model, real: Real) {
    model.online = this.online;
    real.offline = !this.online;
    if (this.online) server.resetHandlers();
    else server.use(http.all('*', () => HttpResponse.error()));
    // What failed is owed a retry from the moment the browser says the network is back.
    real.owed = this.online
      ? failedPieces(view(real.app)).map((piece) => ({ piece, since: Date.now() }))
      : [];
    real.fake.setOnline(this.online);
    await settle();
    await observe(real);
  }
  toString = () => (this.online ? 'online' : 'offline');
}

class Elapse implements Command {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(_: Model, real: Real) {
    await elapse(real, this.ms);
  }
  toString = () => `elapse(${this.ms})`;
}

class Filter implements Command {
  constructor(readonly change: 'organization' | 'sort' | 'loadMore') {}
  check = () => true;
  async run(_: Model, real: Real) {
    if (this.change === 'organization')
      real.app.send({ type: 'compare.filter', change: { kind: 'toggle', key: 'organizations', value: 2 } });
    if (this.change === 'sort')
      real.app.send({ type: 'compare.filter', change: { kind: 'sort', order: 'lowerPrice' } });
    if (this.change === 'loadMore') real.app.send({ type: 'compare.loadMore' });
    await settle();
    await observe(real);
  }
  toString = () => this.change;
}

/** The visitor scrolls: the cards down to there are (and stay) on screen. */
class ShowCards implements Command {
  constructor(readonly count: number) {}
  check = () => true;
  async run(_: Model, real: Real) {
    real.visible = Math.max(real.visible, this.count);
    await settle();
    await observe(real);
  }
  toString = () => `show(${this.count})`;
}

class CardRetry implements Command {
  constructor(readonly pick: number) {}
  check = () => true;
  async run(_: Model, real: Real) {
    const ids = [...view(real.app).cards.keys()];
    const id = ids[this.pick % Math.max(ids.length, 1)];
    if (id !== undefined) real.app.send({ type: 'compare.card.retry', productId: id });
    await settle();
    await observe(real);
  }
  toString = () => `cardRetry(${this.pick})`;
}

class ProfileForm implements Command {
  constructor(readonly open: boolean) {}
  check = (model: Readonly<Model>) => model.formOpen !== this.open;
  async run(model: Model, real: Real) {
    model.formOpen = this.open;
    real.app.send(
      this.open ? { type: 'profile.open', productType: PRODUCT_TYPE } : { type: 'profile.close' },
    );
    await settle();
    await observe(real);
  }
  toString = () => (this.open ? 'openProfile' : 'closeProfile');
}

/** A profile submitted: what the form does (it saves it, which reprices, and hands it to the outbox). */
class SendProfile implements Command {
  constructor(readonly age: number) {}
  check = () => true;
  async run(_: Model, real: Real) {
    const id = globalThis.crypto.randomUUID();
    real.queued.push(id);
    const profile = { ...defaultProfile(), cotizante: [{ sexo: 'Femenino' as const, edad: this.age }] };
    real.app.send({
      type: 'visitor.execute',
      command: { type: 'profile.save', productType: PRODUCT_TYPE, profile },
    });
    real.app.send({
      type: 'visitor.execute',
      command: {
        type: 'outbox.queue',
        id,
        kind: 'profile',
        payload: { profile, productType: PRODUCT_TYPE },
        now: Date.now(),
      },
    });
    await settle();
    await observe(real);
  }
  toString = () => `sendProfile(${this.age})`;
}

class Reload implements Command {
  check = () => true;
  async run(model: Model, real: Real) {
    await real.app.flushed();
    real.app.stop();
    real.app = await boot(real);
    model.formOpen = false;
    real.seen = null;
    real.owed = [];
    real.waitingSince.clear();
    await settle();
    await observe(real);
  }
  toString = () => 'reload';
}

const fault = fc
  .tuple(
    fc.constantFrom(...CALLS),
    fc.constantFrom(...KINDS),
    fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
  )
  .map(([call, kind, times]) => new Fault(call, kind, times));
const network = fc.boolean().map((online) => new Network(online));
const elapseSome = fc.constantFrom(1_000, 3_000, 6_000, 16_000, 65_000).map((ms) => new Elapse(ms));
// Faults, the network and time weigh more: they are what the test is about.
const commands = fc.commands(
  [
    fault,
    fault,
    fc.constantFrom(...CALLS).map((call) => new Heal(call)),
    network,
    network,
    network,
    elapseSome,
    elapseSome,
    fc
      .constantFrom('organization' as const, 'sort' as const, 'loadMore' as const)
      .map((change) => new Filter(change)),
    fc.constantFrom(6, 10, 16).map((count) => new ShowCards(count)),
    fc.nat(20).map((pick) => new CardRetry(pick)),
    fc.boolean().map((open) => new ProfileForm(open)),
    fc.integer({ min: 18, max: 80 }).map((age) => new SendProfile(age)),
    fc.constant(new Reload()),
  ],
  { maxCommands: 30, size: 'medium' },
);

async function start(): Promise<Real> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  backend.faults.clear();
  server.resetHandlers();
  const partial = {
    kv: memoryKeyValue(),
    fake: fakeBrowser(PAGE),
    calls: [] as CallRecord[],
    offline: false,
    faulted: new Set<string>(),
    queued: [] as string[],
    seen: null,
    waitingSince: new Map<Piece, number>(),
    owed: [] as Owed[],
    visible: 2,
  };
  // The app is booted with the very object the commands change (the probe reads its network).
  const real = partial as Real;
  real.app = await boot(real);
  await settle();
  return real;
}

/** The network and the server are good again: everything sent arrives, once. */
async function finish(real: Real) {
  backend.faults.clear();
  real.faulted.clear();
  if (real.offline) {
    real.offline = false;
    server.resetHandlers();
    real.owed = failedPieces(view(real.app)).map((piece) => ({ piece, since: Date.now() }));
    real.fake.setOnline(true);
  }
  // The outbox's longest wait between attempts, and an attempt's deadline.
  await elapse(real, 60_000 + 2 * CALL_DEADLINES_MS.sendProfile);
  // An item the server refused for good (a 4xx, an answer it could not read) is tried on the next visit.
  await new Reload().run({ online: true, formOpen: false }, real);
  await elapse(real, 30_000);
  const keys = (await backend.leads.list()).map((lead) => lead.idempotencyKey);
  for (const key of real.queued)
    expect(
      keys.filter((kept) => kept === key),
      `profile ${key}`,
    ).toHaveLength(1);
  expect(pendingItems(real.app.actor.getSnapshot().context.visitor)).toEqual([]);
  await real.app.flushed();
  real.app.stop();
  vi.clearAllTimers();
  vi.useRealTimers();
}

/**
 * Found by CI's random seeds: a card's load in flight while the network came back, ending in part (its
 * parts failed offline) or held by a slow price.
 */
const FOUND_FAILING: Command[][] = [
  [new Network(false), new Elapse(1_000), new Elapse(65_000), new CardRetry(0)],
  [
    new Network(false),
    new Elapse(16_000),
    new Elapse(3_000),
    new Fault('calculatePrice', 'latency', undefined),
    new Elapse(6_000),
    new Network(true),
    new Elapse(1_000),
  ],
];

describe('failures show and heal, over random faults, offline periods and reloads (whole app, simulated clock)', () => {
  it('never waits past a deadline silently, retries on return, delivers once, changes nothing silently', async () => {
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        const real = await start();
        try {
          await fc.asyncModelRun(() => ({ model: { online: true, formOpen: false }, real }), cmds);
          await finish(real);
        } finally {
          real.app.stop();
          vi.clearAllTimers();
          vi.useRealTimers();
        }
      }),
      {
        numRuns: Number(process.env.MODEL_RUNS ?? 20),
        // Schedules CI once found failing, kept so they run every time.
        examples: FOUND_FAILING.map((schedule): [Command[]] => [schedule]),
        // MODEL_RUNS=200 explores further; MODEL_SEED=<seed> (and MODEL_PATH=<path>) replay a failure fast-check reported.
        ...(process.env.MODEL_SEED ? { seed: Number(process.env.MODEL_SEED), endOnFailure: true } : {}),
        ...(process.env.MODEL_PATH ? { path: process.env.MODEL_PATH } : {}),
      },
    );
  }, 120_000);
});
