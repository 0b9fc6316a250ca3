/**
 * Resolves once the browser has painted the page (its first 'paint' performance entry, already there
 * or observed), or after `patienceMs` when none comes (a tab in the background paints nothing). The
 * entry is the browser's own word: it does not depend on timers or frames, which a tab may throttle.
 */
export function afterFirstPaint(win: typeof window = window, patienceMs = 200): Promise<void> {
  return new Promise((resolve) => {
    if (typeof win.PerformanceObserver !== 'function') return resolve();
    if (win.performance.getEntriesByType('paint').length > 0) return resolve();
    const observer = new win.PerformanceObserver(() => done());
    const timer = win.setTimeout(() => done(), patienceMs);
    function done() {
      observer.disconnect();
      win.clearTimeout(timer);
      resolve();
    }
    observer.observe({ type: 'paint' });
  });
}
