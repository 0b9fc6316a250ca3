import type { LeadKind, StoredLead } from '../../domain/api';

/** Where the sample backend keeps the leads it receives, so a lead sent from the site can be seen. */
export interface LeadsStore {
  add(kind: LeadKind, body: unknown, country: string | null): Promise<StoredLead>;
  list(): Promise<StoredLead[]>;
  clear(): Promise<void>;
}

let sequence = 0;

export function newLead(kind: LeadKind, body: unknown, country: string | null): StoredLead {
  sequence += 1;
  const stamp = new Date().toISOString();
  return { id: `lead-${Date.now().toString(36)}-${sequence}`, kind, receivedAt: stamp, country, body };
}

/** Memory store: for tests and for the static build's service worker, where no file system exists. */
export function memoryLeadsStore(initial: readonly StoredLead[] = []): LeadsStore {
  const leads = [...initial];
  return {
    add: async (kind, body, country) => {
      const lead = newLead(kind, body, country);
      leads.push(lead);
      return lead;
    },
    list: async () => [...leads],
    clear: async () => {
      leads.length = 0;
    },
  };
}
