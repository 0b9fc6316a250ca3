import type { Page } from '@playwright/test';

/** The types of the events in the site's IndexedDB log, as stored. */
export async function loggedTypes(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name ?? '');
    const name = names.find((candidate) => candidate.startsWith('queseguro-'));
    if (!name) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const values = await new Promise<unknown[]>((resolve, reject) => {
      const request = db.transaction('events').objectStore('events').getAll();
      request.onsuccess = () => resolve(request.result as unknown[]);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return values.map((value) => String((value as { type?: unknown } | null)?.type ?? ''));
  });
}
