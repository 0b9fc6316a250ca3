import { describe, expect, it, vi } from 'vitest';
import { importWhenOnline } from '../../../core/adapters/browser/import-when-online';
import { isChunkLoadFailure } from '../../../core/domain';

describe('importWhenOnline', () => {
  it('does not try an import offline, and fails as a chunk that did not load', async () => {
    const load = vi.fn(async () => ({ value: 1 }));
    const failure = await importWhenOnline(load, { onLine: false })().catch((cause: unknown) => cause);
    expect(load).not.toHaveBeenCalled();
    expect(failure).toBeInstanceOf(Error);
    expect(isChunkLoadFailure((failure as Error).message, (failure as Error).name)).toBe(true);
  });

  it('imports once the network is back', async () => {
    const load = vi.fn(async () => ({ value: 1 }));
    const network = { onLine: false };
    const code = importWhenOnline(load, network);
    await expect(code()).rejects.toThrow();
    network.onLine = true;
    await expect(code()).resolves.toEqual({ value: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers code that already arrived offline too, and tries again code that failed', async () => {
    const network = { onLine: true };
    const arrived = importWhenOnline(async () => ({ value: 1 }), network);
    await arrived();
    network.onLine = false;
    await expect(arrived()).resolves.toEqual({ value: 1 });

    network.onLine = true;
    const load = vi.fn().mockRejectedValueOnce(new Error('dropped')).mockResolvedValueOnce({ value: 2 });
    const flaky = importWhenOnline(load as () => Promise<{ value: number }>, network);
    await expect(flaky()).rejects.toThrow('dropped');
    await expect(flaky()).resolves.toEqual({ value: 2 });
  });
});
