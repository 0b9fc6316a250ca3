/**
 * Resolves once the browser has painted the page: its first 'paint' performance entry (already there
 * or observed), or a frame followed by the task after it, whichever comes first. A tab in the
 * background paints nothing, so it resolves at once there (or when the tab is hidden). There is no
 * blind timeout: on a busy phone the HTML's paint may take longer than any guess, and starting the
 * code before it would hold the paint back.
 */
export function afterFirstPaint(win: typeof window = window): Promise<void> {
  return new Promise((resolve) => {
    const doc = win.document;
    const painted = () => win.performance.getEntriesByType('paint').length > 0;
    if (doc.visibilityState === 'hidden' || painted()) return resolve();
    let settled = false;
    const observer =
      typeof win.PerformanceObserver === 'function' ? new win.PerformanceObserver(() => done()) : null;
    const onHidden = () => {
      if (doc.visibilityState === 'hidden') done();
    };
    function done() {
      if (settled) return;
      settled = true;
      observer?.disconnect();
      doc.removeEventListener('visibilitychange', onHidden);
      resolve();
    }
    observer?.observe({ type: 'paint' });
    doc.addEventListener('visibilitychange', onHidden);
    // The frame's callbacks run before its paint; the task queued from them runs after it.
    win.requestAnimationFrame(() => win.setTimeout(done, 0));
  });
}
