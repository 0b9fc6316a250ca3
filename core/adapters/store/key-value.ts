/**
 * The little a log needs from a key-value store; IndexedDB and a Map both provide it. Keys come back as
 * found (`unknown`): anything on the origin can write into the database, so the log checks each one.
 */
export interface KeyValue {
  readonly kind: 'indexeddb' | 'memory';
  entries(): Promise<Array<readonly [unknown, unknown]>>;
  setMany(entries: ReadonlyArray<readonly [string, unknown]>): Promise<void>;
  /** Everything stored is replaced by `entries`, at once: a reader sees the old content or the new. */
  replaceAll(entries: ReadonlyArray<readonly [string, unknown]>): Promise<void>;
}

export function memoryKeyValue(seed: Iterable<readonly [unknown, unknown]> = []): KeyValue {
  const map = new Map<unknown, unknown>(seed);
  return {
    kind: 'memory',
    entries: async () => [...map.entries()].map(([key, value]) => [key, structuredClone(value)] as const),
    setMany: async (entries) => {
      for (const [key, value] of entries) map.set(key, structuredClone(value));
    },
    replaceAll: async (entries) => {
      const copies = entries.map(([key, value]) => [key, structuredClone(value)] as const);
      map.clear();
      for (const [key, value] of copies) map.set(key, value);
    },
  };
}
