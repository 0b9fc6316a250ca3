/**
 * Resolves in a later task of the event loop. A call started inside an input's handler (a filter, a
 * sort) waits for it, so the browser paints the input's answer before the request, its effect runtime
 * and the loading state run. `scheduler.yield` where the browser has it (it keeps the caller's place in
 * line), a message through a channel otherwise; timers are not used, so a page's faked clock (tests)
 * does not hold calls back.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
