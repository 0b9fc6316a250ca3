import { describe, expect, it, vi } from 'vitest';
import { importWhenOnline } from '../../../core/adapters/browser/import-when-online';
import { isChunkLoadFailure } from '../../../core/domain';

describe('importWhenOnline', () => {
  it('does not try the import offline, and fails as a chunk that did not load', async () => {
    const load = vi.fn(async () => ({ value: 1 }));
    const failure = await importWhenOnline(load, { onLine: false }).catch((cause: unknown) => cause);
    expect(load).not.toHaveBeenCalled();
    expect(failure).toBeInstanceOf(Error);
    expect(isChunkLoadFailure((failure as Error).message, (failure as Error).name)).toBe(true);
  });

  it('imports online, and once the network is back', async () => {
    const load = vi.fn(async () => ({ value: 1 }));
    const network = { onLine: false };
    await expect(importWhenOnline(load, network)).rejects.toThrow();
    network.onLine = true;
    await expect(importWhenOnline(load, network)).resolves.toEqual({ value: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
