/** The little a log needs from a key-value store; IndexedDB (idb-keyval) and a Map both provide it. */
export interface KeyValue {
  readonly kind: 'indexeddb' | 'memory';
  entries(): Promise<Array<[string, unknown]>>;
  setMany(entries: Array<[string, unknown]>): Promise<void>;
  delMany(keys: string[]): Promise<void>;
  clear(): Promise<void>;
}

export function memoryKeyValue(seed: Iterable<[string, unknown]> = []): KeyValue {
  const map = new Map<string, unknown>(seed);
  return {
    kind: 'memory',
    entries: async () => [...map.entries()].map(([key, value]) => [key, structuredClone(value)]),
    setMany: async (entries) => {
      for (const [key, value] of entries) map.set(key, structuredClone(value));
    },
    delMany: async (keys) => {
      for (const key of keys) map.delete(key);
    },
    clear: async () => map.clear(),
  };
}
