// What a page fetches while it loads, as the browser counts it: every script response's bytes over the
// wire (the body, compressed as served) from navigation until the network has been quiet for
// `quietMs`. Shared by tests/e2e/budgets.spec.ts and npm run bench.

/**
 * @param {import('@playwright/test').Page} page a fresh page (empty cache)
 * @param {string} url
 * @param {{ quietMs?: number, timeoutMs?: number }} [options]
 * @returns {Promise<{ total: number, scripts: Array<{ url: string, bytes: number }> }>}
 */
export async function scriptBytesWhileLoading(page, url, { quietMs = 2000, timeoutMs = 30000 } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map();
  const scripts = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    const length = Number(headers['content-length']);
    types.set(event.requestId, {
      type: event.type,
      url: event.response.url,
      body: Number.isFinite(length) ? length : undefined,
    });
  });
  const settle = (event) => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
    const seen = types.get(event.requestId);
    // The compressed body as sent (its Content-Length); the headers, the same for every file, are left out.
    if (seen?.type === 'Script')
      scripts.push({ url: seen.url, bytes: seen.body ?? event.encodedDataLength ?? 0 });
  };
  cdp.on('Network.loadingFinished', settle);
  cdp.on('Network.loadingFailed', settle);
  await page.goto(url, { waitUntil: 'load' });
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (inFlight === 0 && Date.now() - lastActivity >= quietMs) break;
    await page.waitForTimeout(100);
  }
  await cdp.detach();
  return { total: scripts.reduce((sum, script) => sum + script.bytes, 0), scripts };
}
