import type { LeadKind, StoredLead } from '../../domain/api';

/** Where the sample backend keeps the leads it receives, so a lead sent from the site can be seen. */
export interface LeadsStore {
  /** Keeps a lead; with an idempotency key already kept, answers that lead and keeps nothing new. */
  add(
    kind: LeadKind,
    body: unknown,
    country: string | null,
    idempotencyKey?: string | null,
  ): Promise<StoredLead>;
  list(): Promise<StoredLead[]>;
  clear(): Promise<void>;
}

let sequence = 0;

export function newLead(
  kind: LeadKind,
  body: unknown,
  country: string | null,
  idempotencyKey: string | null = null,
): StoredLead {
  sequence += 1;
  const stamp = new Date().toISOString();
  return {
    id: `lead-${Date.now().toString(36)}-${sequence}`,
    kind,
    receivedAt: stamp,
    country,
    idempotencyKey,
    body,
  };
}

/** The lead already kept under this key (same kind), if any. */
export function keptBefore(
  leads: readonly StoredLead[],
  kind: LeadKind,
  idempotencyKey: string | null | undefined,
): StoredLead | undefined {
  if (!idempotencyKey) return undefined;
  return leads.find((lead) => lead.kind === kind && lead.idempotencyKey === idempotencyKey);
}

/** Memory store: for tests and for the static build's service worker, where no file system exists. */
export function memoryLeadsStore(initial: readonly StoredLead[] = []): LeadsStore {
  const leads = [...initial];
  return {
    add: async (kind, body, country, idempotencyKey) => {
      const before = keptBefore(leads, kind, idempotencyKey);
      if (before) return before;
      const lead = newLead(kind, body, country, idempotencyKey ?? null);
      leads.push(lead);
      return lead;
    },
    list: async () => [...leads],
    clear: async () => {
      leads.length = 0;
    },
  };
}
