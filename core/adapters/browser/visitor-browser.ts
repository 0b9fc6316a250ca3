/** What the visitor flows need of the browser beyond the Browser port: origin, frame, clipboard. */
export interface VisitorBrowser {
  origin(): string;
  hostname(): string;
  /** Whether the page runs in a frame, and the embedding page's origin when the browser tells it. */
  framing(): { framed: boolean; embedderOrigin: string | null };
  /** A query parameter of the address the page opened with. */
  queryParam(name: string): string | null;
  /** Copies text; false when the browser refuses (no permission, insecure context). */
  copy(text: string): Promise<boolean>;
  /** Leaves the site for a blank page (unauthorized frame with deny on). */
  blankPage(): void;
}

export function windowVisitorBrowser(win: Window = window): VisitorBrowser {
  return {
    origin: () => win.location.origin,
    hostname: () => win.location.hostname,
    framing: () => {
      let framed: boolean;
      try {
        framed = win.self !== win.top;
      } catch {
        framed = true; // a cross-origin parent throws on access
      }
      const ancestors = win.location.ancestorOrigins;
      const embedder =
        ancestors && ancestors.length > 0 ? (ancestors[0] ?? null) : win.document.referrer || null;
      return { framed, embedderOrigin: framed ? embedder : null };
    },
    queryParam: (name) => new URLSearchParams(win.location.search).get(name),
    copy: async (text) => {
      try {
        await win.navigator.clipboard.writeText(text);
        return true;
      } catch {
        return false;
      }
    },
    blankPage: () => win.location.replace('about:blank'),
  };
}
