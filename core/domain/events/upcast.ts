import { DomainEvent } from './domain-event';

/**
 * Reading a stored record: older versions are raised to the current one before decoding. A record
 * that cannot be read is a typed rejection, never an exception, so one bad entry costs only itself.
 */
type ReadRejection = { readonly reason: 'corrupt'; readonly detail: string };
export type ReadResult =
  | { readonly ok: true; readonly event: DomainEvent }
  | { readonly ok: false; readonly rejection: ReadRejection };

type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

/**
 * Upcasters by event type and stored version. Version 0 is the shape the first site kept in
 * localStorage before events were versioned: a flag stored as `{ key, value: 'true' | 'false' }`.
 */
const UPCASTERS: Readonly<Record<string, Readonly<Record<number, Upcaster>>>> = {
  FlagToggled: {
    0: (data) => ({ flag: data['key'], on: data['value'] === true || data['value'] === 'true' }),
  },
};

export function readEvent(raw: unknown): ReadResult {
  const lifted = upcast(raw);
  const parsed = DomainEvent.safeParse(lifted);
  if (parsed.success) return { ok: true, event: parsed.data };
  return {
    ok: false,
    rejection: { reason: 'corrupt', detail: parsed.error.issues[0]?.message ?? 'invalid event' },
  };
}

function upcast(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const record = raw as { type?: unknown; version?: unknown; data?: unknown };
  if (typeof record.type !== 'string' || typeof record.version !== 'number') return raw;
  // Own keys only: a stored type such as 'constructor' must not find Object's members.
  const steps = Object.hasOwn(UPCASTERS, record.type) ? UPCASTERS[record.type] : undefined;
  let version = record.version;
  let data = record.data as Record<string, unknown>;
  for (
    let step = steps && Object.hasOwn(steps, version) ? steps[version] : undefined;
    step && typeof data === 'object' && data !== null;
    step = steps && Object.hasOwn(steps, version) ? steps[version] : undefined
  ) {
    data = step(data);
    version += 1;
  }
  return { ...record, version, data };
}
