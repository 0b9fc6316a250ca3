import { describe, expect, it, vi } from 'vitest';
import { startSiteCode } from '../../core/site-code';

/** A window that paints when the test says, with session storage, a network word and reload. */
function fakeWindow({ online = true, paints = true }: { online?: boolean; paints?: boolean } = {}) {
  const observers: Array<() => void> = [];
  const paintEntries: unknown[] = [];
  const listeners = new Map<string, () => void>();
  const storage = new Map<string, string>();
  const reload = vi.fn();
  class FakePerformanceObserver {
    private connected = true;
    constructor(private readonly notify: () => void) {}
    observe() {
      observers.push(() => {
        if (this.connected) this.notify();
      });
    }
    disconnect() {
      this.connected = false;
    }
  }
  const win = {
    setTimeout: (run: () => void, ms?: number) => globalThis.setTimeout(run, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => globalThis.clearTimeout(id),
    PerformanceObserver: FakePerformanceObserver,
    performance: { getEntriesByType: (type: string) => (type === 'paint' ? paintEntries : []) },
    navigator: { onLine: online },
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    },
    location: { reload },
    addEventListener: (type: string, listener: () => void) => void listeners.set(type, listener),
  } as unknown as typeof window;
  return {
    win,
    reload,
    paint: () => {
      if (!paints) return;
      paintEntries.push({ name: 'first-paint' });
      observers.splice(0).forEach((notify) => notify());
    },
    fire: (type: string) => listeners.get(type)?.(),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the site code starts once the prerendered page has painted (core/site-code.ts)', () => {
  it('runs the code once the page has painted, not before', async () => {
    const page = fakeWindow();
    const load = vi.fn(() => Promise.resolve());
    const outcome = startSiteCode(load, { win: page.win, version: 'v1' });
    await flush();
    expect(load).not.toHaveBeenCalled();
    page.paint();
    expect(await outcome).toBe('started');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a page painted before the code looked starts at once', async () => {
    const page = fakeWindow();
    page.paint();
    const load = vi.fn(() => Promise.resolve());
    expect(await startSiteCode(load, { win: page.win, version: 'v1' })).toBe('started');
  });

  it('a tab that paints nothing (in the background) still starts the code', async () => {
    vi.useFakeTimers();
    try {
      const page = fakeWindow({ paints: false });
      const load = vi.fn(() => Promise.resolve());
      const outcome = startSiteCode(load, { win: page.win, version: 'v1' });
      await vi.advanceTimersByTimeAsync(1000);
      expect(await outcome).toBe('started');
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('code that did not arrive while online reloads the page once; a second failure waits and says so', async () => {
    const page = fakeWindow({ online: true });
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const first = startSiteCode(failing, { win: page.win, version: 'v1' });
    page.paint();
    expect(await first).toBe('reloading');
    expect(page.reload).toHaveBeenCalledTimes(1);

    // The reloaded page (same version, same tab) fails again: no loop of reloads.
    const second = startSiteCode(failing, { win: page.win, version: 'v1' });
    page.paint();
    expect(await second).toBe('waiting');
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('offline, the page waits for the network and reloads when it is back', async () => {
    const page = fakeWindow({ online: false });
    const outcome = startSiteCode(() => Promise.reject(new TypeError('Failed to fetch')), {
      win: page.win,
      version: 'v1',
    });
    page.paint();
    expect(await outcome).toBe('waiting');
    expect(page.reload).not.toHaveBeenCalled();
    page.fire('online');
    expect(page.reload).toHaveBeenCalledTimes(1);
  });
});
