import type { Browser } from '../../core/adapters/browser/browser';

/** An in-memory browser for tests: a history stack, and counters for reloads. */
export function fakeBrowser(initial = '/', hostname = 'localhost') {
  const stack = [initial];
  let index = 0;
  const popListeners = new Set<(address: string) => void>();
  const visibleListeners = new Set<() => void>();
  const connectivityListeners = new Set<(online: boolean) => void>();
  let online = true;
  const calls = { reloads: 0, scrolls: 0 };
  const browser: Browser = {
    currentAddress: () => stack[index] ?? '/',
    hostname: () => hostname,
    href: () => `http://${hostname}${stack[index] ?? '/'}`,
    push: (to) => {
      if (to === stack[index]) return;
      stack.splice(index + 1, stack.length, to);
      index = stack.length - 1;
    },
    replace: (to) => {
      stack[index] = to;
    },
    onPopState: (listener) => {
      popListeners.add(listener);
      return () => popListeners.delete(listener);
    },
    onVisible: (listener) => {
      visibleListeners.add(listener);
      return () => visibleListeners.delete(listener);
    },
    isOnline: () => online,
    onConnectivityChange: (listener) => {
      connectivityListeners.add(listener);
      return () => connectivityListeners.delete(listener);
    },
    reload: () => {
      calls.reloads += 1;
    },
    back: () => {
      index = Math.max(0, index - 1);
      for (const listener of popListeners) listener(stack[index] ?? '/');
    },
    scrollToTop: () => {
      calls.scrolls += 1;
    },
    userAgent: () => 'fake',
    storedToken: () => null,
    exposeDevtools: () => {},
  };
  return {
    browser,
    calls,
    back: () => {
      index = Math.max(0, index - 1);
      for (const listener of popListeners) listener(stack[index] ?? '/');
    },
    forward: () => {
      index = Math.min(stack.length - 1, index + 1);
      for (const listener of popListeners) listener(stack[index] ?? '/');
    },
    becomeVisible: () => {
      for (const listener of visibleListeners) listener();
    },
    history: () => [...stack],
    /** The browser's online or offline event. */
    setOnline: (value: boolean) => {
      online = value;
      for (const listener of connectivityListeners) listener(value);
    },
  };
}
