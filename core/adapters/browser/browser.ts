/** The browser port: the address bar and history, page reload, visibility and scrolling. */
export interface Browser {
  /** Path, query and fragment of the current address. */
  currentAddress(): string;
  /** The whole address with its origin, to resolve relative URLs against. */
  href(): string;
  hostname(): string;
  push(address: string): void;
  replace(address: string): void;
  /** Calls back with the new address on back and forward; returns the unsubscribe. */
  onPopState(listener: (address: string) => void): () => void;
  /** Calls back when the page becomes visible again (timers may have slept meanwhile). */
  onVisible(listener: () => void): () => void;
  /** What the browser believes of the network (navigator.onLine); failed calls may know better. */
  isOnline(): boolean;
  /** Calls back on the browser's online and offline events; returns the unsubscribe. */
  onConnectivityChange(listener: (online: boolean) => void): () => void;
  reload(): void;
  /** One step back in the history (closing a modal that has its own entry). */
  back(): void;
  scrollToTop(): void;
  userAgent(): string;
  /** document.referrer: the page that linked here (lead attribution); empty when unknown. */
  referrer?(): string;
  /** window.prerenderReady, which prerenderers wait for (§2: a plan page once its PDFs rendered). */
  markPrerenderReady?(ready: boolean): void;
  /** Brings the element with this id into view (the initial tab scroll of a plan page). */
  scrollIntoView?(id: string): void;
  /** The JWT kept in local storage under 'token' (§6), or null. */
  storedToken(): string | null;
  /** Puts developer tools on the window (the console's `queseguro`). */
  exposeDevtools(name: string, tools: object): void;
}

export function windowBrowser(win: Window = window): Browser {
  const address = () => `${win.location.pathname}${win.location.search}${win.location.hash}`;
  return {
    currentAddress: address,
    hostname: () => win.location.hostname,
    href: () => win.location.href,
    push: (to) => {
      if (to !== address()) win.history.pushState(null, '', to);
    },
    replace: (to) => win.history.replaceState(null, '', to),
    onPopState: (listener) => {
      const handler = () => listener(address());
      win.addEventListener('popstate', handler);
      return () => win.removeEventListener('popstate', handler);
    },
    onVisible: (listener) => {
      const handler = () => {
        if (win.document.visibilityState === 'visible') listener();
      };
      win.document.addEventListener('visibilitychange', handler);
      return () => win.document.removeEventListener('visibilitychange', handler);
    },
    isOnline: () => win.navigator.onLine,
    onConnectivityChange: (listener) => {
      const online = () => listener(true);
      const offline = () => listener(false);
      win.addEventListener('online', online);
      win.addEventListener('offline', offline);
      return () => {
        win.removeEventListener('online', online);
        win.removeEventListener('offline', offline);
      };
    },
    reload: () => win.location.reload(),
    back: () => win.history.back(),
    scrollToTop: () => win.scrollTo({ top: 0 }),
    userAgent: () => win.navigator.userAgent,
    referrer: () => win.document.referrer,
    markPrerenderReady: (ready) => {
      Reflect.set(win, 'prerenderReady', ready);
    },
    scrollIntoView: (id) => win.document.getElementById(id)?.scrollIntoView({ block: 'start' }),
    storedToken: () => {
      try {
        return win.localStorage.getItem('token');
      } catch {
        return null; // storage blocked (private mode, sandboxed iframe)
      }
    },
    exposeDevtools: (name, tools) => {
      Reflect.set(win, name, tools);
    },
  };
}
