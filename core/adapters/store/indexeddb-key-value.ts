import { clear, createStore, delMany, entries, setMany } from 'idb-keyval';
import type { StorageVersion } from '../../domain';
import type { KeyValue } from './key-value';

/** One IndexedDB database per storage version (V1.6_CO, V1.7, V1.6_PE, V1.6_INT). */
export function indexedDbKeyValue(namespace: StorageVersion): KeyValue {
  // createStore throws synchronously where there is no indexedDB global; the caller falls back to memory.
  const store = createStore(`queseguro-${namespace}`, 'events');
  return {
    kind: 'indexeddb',
    entries: () => entries<string, unknown>(store),
    setMany: (items) => setMany(items, store),
    delMany: (keys) => delMany(keys, store),
    clear: () => clear(store),
  };
}
