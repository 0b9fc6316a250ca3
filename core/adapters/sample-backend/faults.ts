import { z } from 'zod/mini';

/** Faults the sample backend can play on demand, per call (the client's method name) or per request. */
// 'lost' lets the request do its work, then drops the answer: the client cannot know it was kept.
export const FaultKind = z.enum(['500', '401', 'network', 'malformed', 'invalid', 'latency', 'lost']);
export type FaultKind = z.infer<typeof FaultKind>;

export const FaultRule = z.object({
  call: z.string().check(z.minLength(1)),
  fault: FaultKind,
  /** Latency in ms (for 'latency'; other faults may be delayed too). */
  ms: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(120_000))),
  /** How many requests the fault affects; unlimited when absent. */
  times: z.optional(z.number().check(z.int(), z.minimum(1))),
});
export type FaultRule = z.infer<typeof FaultRule>;

/** Header a single request can carry to get a fault: `500`, `network`, `latency;ms=800`, ... */
export const FAULT_HEADER = 'x-sample-fault';

export function faultFromHeader(call: string, value: string | null): FaultRule | undefined {
  if (!value) return undefined;
  const [kind, ...options] = value.split(';').map((part) => part.trim());
  const ms = options.find((option) => option.startsWith('ms='))?.slice(3);
  const parsed = FaultRule.safeParse({ call, fault: kind, ...(ms ? { ms: Number(ms) } : {}) });
  return parsed.success ? parsed.data : undefined;
}

/** The faults armed through the control endpoint; '*' applies to every call. */
export class FaultRegistry {
  private readonly rules = new Map<string, FaultRule>();

  arm(rule: FaultRule): void {
    this.rules.set(rule.call, rule);
  }

  clear(call?: string): void {
    if (call === undefined) this.rules.clear();
    else this.rules.delete(call);
  }

  list(): FaultRule[] {
    return [...this.rules.values()];
  }

  /** The fault for this call, if any, counting down its remaining times. */
  take(call: string): FaultRule | undefined {
    const key = this.rules.has(call) ? call : this.rules.has('*') ? '*' : undefined;
    if (key === undefined) return undefined;
    const rule = this.rules.get(key);
    if (!rule) return undefined;
    if (rule.times !== undefined) {
      if (rule.times <= 1) this.rules.delete(key);
      else this.rules.set(key, { ...rule, times: rule.times - 1 });
    }
    return rule;
  }
}
