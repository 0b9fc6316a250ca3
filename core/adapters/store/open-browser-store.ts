import { STORE_OPEN_DEADLINE_MS, type StorageVersion } from '../../domain';
import { createEventStore, type EventStore } from './event-store';
import { idbKeyvalKeyValue } from './idb-keyval-key-value';
import { resilientKeyValue } from './resilient-key-value';

/** The visitor's log in IndexedDB, namespaced by storage version, falling back to memory when it fails. */
export function openBrowserEventStore(
  namespace: StorageVersion,
  warn: (message: string, detail?: unknown) => void,
  factory?: IDBFactory,
): EventStore {
  return createEventStore(
    namespace,
    resilientKeyValue(
      () =>
        idbKeyvalKeyValue({
          name: `queseguro-${namespace}`,
          openDeadlineMs: STORE_OPEN_DEADLINE_MS,
          ...(factory ? { factory } : {}),
        }),
      (cause) => warn('IndexedDB no disponible: el registro se guarda en memoria durante esta visita', cause),
    ),
  );
}
