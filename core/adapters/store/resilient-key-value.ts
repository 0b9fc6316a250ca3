import { memoryKeyValue, type KeyValue } from './key-value';

/**
 * IndexedDB can fail at any moment (private mode, quota, a blocked upgrade, an open past its deadline).
 * Every write is mirrored in memory; on the first failure the store switches to the mirror for good and
 * reports it, so the visit goes on with nothing lost from this page's life.
 */
export function resilientKeyValue(open: () => KeyValue, onFallback: (cause: unknown) => void): KeyValue {
  const mirror = new Map<unknown, unknown>();
  let active: KeyValue;
  let fellBack = false;
  try {
    active = open();
  } catch (cause) {
    active = memoryKeyValue();
    fellBack = true;
    onFallback(cause);
  }

  const fallBack = (cause: unknown): KeyValue => {
    if (!fellBack) {
      fellBack = true;
      active = memoryKeyValue(mirror);
      onFallback(cause);
    }
    return active;
  };

  async function run<T>(operation: (store: KeyValue) => Promise<T>): Promise<T> {
    try {
      return await operation(active);
    } catch (cause) {
      return operation(fallBack(cause));
    }
  }

  return {
    get kind() {
      return active.kind;
    },
    keys: () => run((store) => store.keys()),
    get: async (key) => {
      const found = await run((store) => store.get(key));
      if (found !== undefined && !mirror.has(key)) mirror.set(key, found);
      return found;
    },
    entries: async (range) => {
      const found = await run((store) => store.entries(range));
      for (const [key, value] of found) if (!mirror.has(key)) mirror.set(key, value);
      return found;
    },
    setMany: async (items) => {
      for (const [key, value] of items) mirror.set(key, value);
      await run((store) => store.setMany(items));
    },
    replaceAll: async (items) => {
      mirror.clear();
      for (const [key, value] of items) mirror.set(key, value);
      await run((store) => store.replaceAll(items));
    },
  };
}
