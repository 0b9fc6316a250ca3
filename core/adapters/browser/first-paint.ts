const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

/**
 * Resolves once the browser has painted the page's content (its 'first-contentful-paint' entry,
 * already there or observed). A page with nothing to paint yet (the empty shell), a tab in the
 * background (it paints nothing) and a browser without paint timing do not wait; `patienceMs` is a
 * last resort so the site's code always starts. No frame or short timer stands in for the entry: on a
 * busy phone a large page's first frames come before its content, and code started then holds that
 * content's paint back.
 */
export function afterFirstPaint(
  { hasContent, patienceMs = 3000 }: { hasContent: boolean; patienceMs?: number },
  win: typeof window = window,
): Promise<void> {
  return new Promise((resolve) => {
    const doc = win.document;
    const supported =
      typeof win.PerformanceObserver === 'function' &&
      (win.PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
    const painted = () =>
      win.performance.getEntriesByType('paint').some((entry) => entry.name === FIRST_CONTENTFUL_PAINT);
    if (!hasContent || !supported || doc.visibilityState === 'hidden' || painted()) return resolve();
    let settled = false;
    const observer = new win.PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === FIRST_CONTENTFUL_PAINT)) done();
    });
    const onHidden = () => {
      if (doc.visibilityState === 'hidden') done();
    };
    const timer = win.setTimeout(done, patienceMs);
    function done() {
      if (settled) return;
      settled = true;
      observer.disconnect();
      win.clearTimeout(timer);
      doc.removeEventListener('visibilitychange', onHidden);
      resolve();
    }
    observer.observe({ type: 'paint' });
    doc.addEventListener('visibilitychange', onHidden);
  });
}
