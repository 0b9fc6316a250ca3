import type { ApiClient } from '../../domain/api';

/**
 * The API answers a prerendered page was built from, keyed by call and arguments. Serialized into the
 * page so the browser replays them instead of asking the server again for what the HTML already shows.
 */
export type RecordedAnswers = Readonly<Record<string, unknown>>;

/** The id of the script element that carries a page's recorded answers. */
export const RECORDED_ANSWERS_ID = 'prerendered-answers';

const answerKey = (call: string, args: readonly unknown[]): string => `${call} ${JSON.stringify(args)}`;

type AnyMethod = (...args: unknown[]) => Promise<unknown>;

/**
 * Calls that send something (a lead, a profile, a purchase's status) rather than read: their answer is
 * about this visit, never part of what a page shows. They are not recorded, not replayed, and a page
 * that sends one (the purchase opens a session) still hydrates.
 */
const SENDS: ReadonlySet<string> = new Set<keyof ApiClient>([
  'sendProfile',
  'sendContact',
  'requestPlan',
  'requestAdditionalInsurance',
  'sendConsent',
  'sendRevocation',
  'updatePlanStatus',
  'createSharedLink',
]);

const method = (api: ApiClient, call: string): AnyMethod =>
  (api as unknown as Record<string, AnyMethod>)[call] as AnyMethod;

/** Counts calls in flight so a caller can wait until the actor system has nothing left to ask. */
function inFlight() {
  let pending = 0;
  let waiters: Array<() => void> = [];
  return {
    track<T>(promise: Promise<T>): Promise<T> {
      pending += 1;
      const done = () => {
        pending -= 1;
        // A macrotask later: the actor that got the answer may ask for the next thing at once.
        setTimeout(() => {
          if (pending > 0) return;
          const ready = waiters;
          waiters = [];
          for (const resolve of ready) resolve();
        }, 0);
      };
      promise.then(done, done);
      return promise;
    },
    idle(): Promise<void> {
      if (pending === 0) return new Promise((resolve) => setTimeout(resolve, 0));
      return new Promise((resolve) => waiters.push(resolve));
    },
    pending: () => pending,
  };
}

export interface RecordingApi {
  readonly api: ApiClient;
  /** Resolves once no call is in flight, and none started in the macrotask after the last answer. */
  settled(): Promise<void>;
  answers(): RecordedAnswers;
}

/** At build time: every answer the page's machines received, so the browser can replay them. */
export function recordingApi(inner: ApiClient): RecordingApi {
  const answers: Record<string, unknown> = {};
  const flight = inFlight();
  const api = new Proxy({} as ApiClient, {
    get: (_, call: string) => {
      if (typeof call !== 'string' || call === 'then') return undefined;
      return (...args: unknown[]) =>
        flight.track(
          method(
            inner,
            call,
          )(...args).then((answer) => {
            if (!SENDS.has(call)) answers[answerKey(call, args)] = answer;
            return answer;
          }),
        );
    },
  });
  const settled = async () => {
    do await flight.idle();
    while (flight.pending() > 0);
  };
  return { api, settled, answers: () => ({ ...answers }) };
}

export interface ReplayingApi {
  readonly api: ApiClient;
  /**
   * Resolves true once every recorded answer was asked for and no call is in flight (the machines
   * reached the state the HTML shows), false as soon as a call misses (this visitor sees another page:
   * a saved profile, another address), or after `patienceMs`.
   */
  caughtUp(patienceMs: number): Promise<boolean>;
}

/**
 * In the browser: a recorded answer is given once, at once, without loading the API client; any other
 * call goes to `inner`. Answers are given in the order the machines ask, so the state matches the HTML.
 * `prefetched` answers (calls the page makes later, such as its first cards' details) are given once
 * too, but the machines need not ask for them to have caught up, and asking for them is no miss.
 */
export function replayingApi(
  inner: ApiClient,
  recorded: RecordedAnswers,
  prefetched: RecordedAnswers = {},
): ReplayingApi {
  const unused = new Map(Object.entries(recorded));
  const later = new Map(Object.entries(prefetched));
  const flight = inFlight();
  let missed = false;
  let onMiss: (() => void) | null = null;
  const api = new Proxy({} as ApiClient, {
    get: (_, call: string) => {
      if (typeof call !== 'string' || call === 'then') return undefined;
      return (...args: unknown[]) => {
        if (SENDS.has(call)) return method(inner, call)(...args);
        const key = answerKey(call, args);
        if (unused.has(key)) {
          const answer = unused.get(key);
          unused.delete(key);
          return flight.track(Promise.resolve(answer));
        }
        if (later.has(key)) {
          const answer = later.get(key);
          later.delete(key);
          return Promise.resolve(answer);
        }
        if (!missed) {
          missed = true;
          onMiss?.();
        }
        return method(inner, call)(...args);
      };
    },
  });
  const caughtUp = (patienceMs: number) =>
    new Promise<boolean>((resolve) => {
      if (missed) return resolve(false);
      const timer = setTimeout(() => resolve(false), patienceMs);
      onMiss = () => {
        clearTimeout(timer);
        resolve(false);
      };
      const check = async () => {
        while (!missed) {
          await flight.idle();
          if (unused.size === 0 && flight.pending() === 0) {
            clearTimeout(timer);
            resolve(!missed);
            return;
          }
          await new Promise((next) => setTimeout(next, 10));
        }
      };
      void check();
    });
  return { api, caughtUp };
}
