import { describe, expect, it, vi } from 'vitest';
import { startSiteCode } from '../../core/app/site-code';

/** A window that paints when the test says, with session storage, a network word and reload. */
function fakeWindow({
  online = true,
  paints = true,
  hidden = false,
}: { online?: boolean; paints?: boolean; hidden?: boolean } = {}) {
  const observers: Array<() => void> = [];
  const paintEntries: Array<{ name: string }> = [];
  const documentListeners = new Map<string, () => void>();
  const doc = {
    visibilityState: hidden ? 'hidden' : 'visible',
    addEventListener: (type: string, listener: () => void) => void documentListeners.set(type, listener),
    removeEventListener: (type: string) => void documentListeners.delete(type),
  };
  const listeners = new Map<string, () => void>();
  const storage = new Map<string, string>();
  const reload = vi.fn();
  class FakePerformanceObserver {
    static readonly supportedEntryTypes = paints ? ['paint', 'navigation'] : ['navigation'];
    private connected = true;
    constructor(private readonly notify: (list: { getEntries(): unknown[] }) => void) {}
    observe() {
      observers.push(() => {
        if (this.connected) this.notify({ getEntries: () => paintEntries });
      });
    }
    disconnect() {
      this.connected = false;
    }
  }
  const win = {
    setTimeout: (run: () => void, ms?: number) => globalThis.setTimeout(run, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => globalThis.clearTimeout(id),
    document: doc,
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
    /** The browser paints: first the page's background, then its content. */
    paint: () => {
      paintEntries.push({ name: 'first-paint' });
      observers.forEach((notify) => notify());
      paintEntries.push({ name: 'first-contentful-paint' });
      observers.splice(0).forEach((notify) => notify());
    },
    /** Only the background is painted (a large page's first frames, before its content). */
    paintBackground: () => {
      paintEntries.push({ name: 'first-paint' });
      observers.forEach((notify) => notify());
    },
    hide: () => {
      doc.visibilityState = 'hidden';
      documentListeners.get('visibilitychange')?.();
    },
    fire: (type: string) => listeners.get(type)?.(),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the site code starts once the prerendered page has painted (core/site-code.ts)', () => {
  it('runs the code once the page has painted, not before', async () => {
    const page = fakeWindow();
    const load = vi.fn(() => Promise.resolve());
    const outcome = startSiteCode(load, { hasContent: true, win: page.win, version: 'v1' });
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
    expect(await startSiteCode(load, { hasContent: true, win: page.win, version: 'v1' })).toBe('started');
  });

  it('waits for the content, not for a first paint of the background', async () => {
    const page = fakeWindow();
    const load = vi.fn(() => Promise.resolve());
    const outcome = startSiteCode(load, { hasContent: true, win: page.win, version: 'v1' });
    page.paintBackground();
    await flush();
    expect(load).not.toHaveBeenCalled();
    page.paint();
    expect(await outcome).toBe('started');
  });

  it('the empty shell and a browser without paint timing do not wait', async () => {
    const shell = fakeWindow();
    const load = vi.fn(() => Promise.resolve());
    expect(await startSiteCode(load, { hasContent: false, win: shell.win, version: 'v1' })).toBe('started');
    const old = fakeWindow({ paints: false });
    expect(await startSiteCode(load, { hasContent: true, win: old.win, version: 'v1' })).toBe('started');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a page that never reports its paint still gets its code, after a last-resort wait', async () => {
    vi.useFakeTimers();
    try {
      const page = fakeWindow();
      const load = vi.fn(() => Promise.resolve());
      const outcome = startSiteCode(load, { hasContent: true, win: page.win, version: 'v1' });
      await vi.advanceTimersByTimeAsync(2000);
      expect(load).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1500);
      expect(await outcome).toBe('started');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a page that takes a while to paint is waited for: no short timer starts the code first', async () => {
    vi.useFakeTimers();
    try {
      const page = fakeWindow();
      const load = vi.fn(() => Promise.resolve());
      const outcome = startSiteCode(load, { hasContent: true, win: page.win, version: 'v1' });
      await vi.advanceTimersByTimeAsync(1500);
      expect(load).not.toHaveBeenCalled();
      page.paint();
      await vi.advanceTimersByTimeAsync(0);
      expect(await outcome).toBe('started');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a tab in the background (it paints nothing) starts the code at once, or when it is hidden', async () => {
    const hidden = fakeWindow({ hidden: true });
    const load = vi.fn(() => Promise.resolve());
    expect(await startSiteCode(load, { hasContent: true, win: hidden.win, version: 'v1' })).toBe('started');

    const later = fakeWindow();
    const loadLater = vi.fn(() => Promise.resolve());
    const outcome = startSiteCode(loadLater, { hasContent: true, win: later.win, version: 'v1' });
    await flush();
    expect(loadLater).not.toHaveBeenCalled();
    later.hide();
    expect(await outcome).toBe('started');
  });

  it('code that did not arrive while online reloads the page once; a second failure waits and says so', async () => {
    const page = fakeWindow({ online: true });
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const warn = vi.fn();
    const first = startSiteCode(failing, { hasContent: true, win: page.win, version: 'v1', warn });
    page.paint();
    expect(await first).toBe('reloading');
    expect(page.reload).toHaveBeenCalledTimes(1);

    // The reloaded page (same version, same tab) fails again: no loop of reloads.
    const second = startSiteCode(failing, { hasContent: true, win: page.win, version: 'v1', warn });
    page.paint();
    expect(await second).toBe('waiting');
    expect(page.reload).toHaveBeenCalledTimes(1);
    // Each failure is told, with its cause.
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[1]).toBeInstanceOf(TypeError);
  });

  it('offline, the page waits for the network and reloads when it is back', async () => {
    const page = fakeWindow({ online: false });
    const warn = vi.fn();
    const outcome = startSiteCode(() => Promise.reject(new TypeError('Failed to fetch')), {
      hasContent: true,
      win: page.win,
      version: 'v1',
      warn,
    });
    page.paint();
    expect(await outcome).toBe('waiting');
    expect(page.reload).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    page.fire('online');
    expect(page.reload).toHaveBeenCalledTimes(1);
  });
});
