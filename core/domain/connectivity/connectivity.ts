import type { ApiResult } from '../api/result';

/**
 * What a finished call teaches about the network: an answer of any kind means the server was reached,
 * a dropped connection means it was not; a timeout or a request that never left says nothing.
 */
export type CallOutcome = 'reached' | 'unreachable' | 'unknown';

export type NetworkSignal =
  | { readonly source: 'browser'; readonly online: boolean }
  | { readonly source: 'call'; readonly outcome: CallOutcome };

export function callOutcome(result: ApiResult<unknown>): CallOutcome {
  if (result.ok) return 'reached';
  switch (result.error.kind) {
    case 'network':
      return 'unreachable';
    case 'timeout':
    case 'invalid-request':
      return 'unknown';
    case 'http':
    case 'decode':
    case 'robot':
      return 'reached';
    default: {
      const never: never = result.error.kind;
      return never;
    }
  }
}

/**
 * While the browser says it is offline, an answer can only have come from a cache: it says nothing
 * about the network (else the site would believe it is back and skip the retries of its real return).
 */
export function observedOutcome(outcome: CallOutcome, browserOnline: boolean): CallOutcome {
  return outcome === 'reached' && !browserOnline ? 'unknown' : outcome;
}

/** Offline after a network failure until a call gets through or the browser says online (and the reverse). */
export function onlineAfter(online: boolean, signal: NetworkSignal): boolean {
  if (signal.source === 'browser') return signal.online;
  if (signal.outcome === 'reached') return true;
  if (signal.outcome === 'unreachable') return false;
  return online;
}

/** While offline, how often the site asks whether the server answers again (what failed then retries within 5 s of its return). */
export const CONNECTIVITY_PROBE_MS = 3_000;

export const CONNECTIVITY_TEXTS = {
  offlineTitle: 'Sin conexión',
  offlineBanner: 'Te mostramos lo último que cargamos y lo pondremos al día en cuanto vuelva la conexión.',
} as const;
