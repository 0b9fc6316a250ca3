import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileLeadsStore } from '../../../core/adapters/sample-backend/leads-file-store';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sample-leads-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('leads file store', () => {
  it('keeps leads across restarts (a new store on the same file lists them)', async () => {
    const file = join(dir, '.data', 'leads.json');
    const first = fileLeadsStore(file);
    await Promise.all([
      first.add('contacto', { name: 'Ana' }, 'CO'),
      first.add('solicitarplan', { nombre: 'Luis' }, 'CO'),
    ]);
    const restarted = fileLeadsStore(file);
    expect((await restarted.list()).map((lead) => lead.kind).sort()).toEqual(['contacto', 'solicitarplan']);
    await restarted.clear();
    expect(await fileLeadsStore(file).list()).toEqual([]);
  });

  it('starts empty on a missing or corrupt file instead of failing', async () => {
    const file = join(dir, 'leads.json');
    expect(await fileLeadsStore(file).list()).toEqual([]);
    await writeFile(file, '{ not json');
    const store = fileLeadsStore(file);
    await store.add('seguro-adicional', {}, null);
    expect(JSON.parse(await readFile(file, 'utf8'))).toHaveLength(1);
  });
});
