import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { z } from 'zod/mini';
import { StoredLead } from '../../domain/api';
import { keptBefore, newLead, type LeadsStore } from './leads-store';

/** Default place of the leads file: .data/ in the project root (git-ignored). */
const DEFAULT_LEADS_FILE = resolve(process.cwd(), '.data', 'sample-leads.json');

const LeadsFile = z.array(StoredLead);

/**
 * Leads kept in a JSON file so they survive restarts of the dev and preview servers. Writes are
 * serialized and atomic (write then rename), so a crash never leaves half a file.
 */
export function fileLeadsStore(path: string = DEFAULT_LEADS_FILE): LeadsStore {
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  };

  const read = async (): Promise<StoredLead[]> => {
    try {
      const parsed = LeadsFile.safeParse(JSON.parse(await readFile(path, 'utf8')));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  };
  const write = async (leads: readonly StoredLead[]): Promise<void> => {
    await mkdir(dirname(path), { recursive: true });
    const temp = `${path}.${process.pid}.tmp`;
    await writeFile(temp, JSON.stringify(leads, null, 2));
    await rename(temp, path);
  };

  return {
    add: (kind, body, country, idempotencyKey) =>
      serial(async () => {
        const leads = await read();
        const before = keptBefore(leads, kind, idempotencyKey);
        if (before) return before;
        const lead = newLead(kind, body, country, idempotencyKey ?? null);
        await write([...leads, lead]);
        return lead;
      }),
    list: () => serial(read),
    clear: () => serial(() => write([])),
  };
}
