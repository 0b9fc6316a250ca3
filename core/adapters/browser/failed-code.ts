/**
 * Code of the site (a page's, a dialog's) that did not arrive, each with its way to ask for it again:
 * the view's lazy parts note themselves here when their import fails, and the page-code flow asks for
 * all of them again (core/machines/page-code.machine.ts, supplied by core/app/page-code-flow.ts).
 */
const failed = new Set<() => Promise<unknown>>();

/** A part whose code failed: `askAgain` imports it again (and notes it again if that fails too). */
export function noteFailedCode(askAgain: () => Promise<unknown>): void {
  failed.add(askAgain);
}

/** Asks again for every code that did not arrive: resolves once all of it arrived, fails while some did not. */
export async function askFailedCodeAgain(): Promise<void> {
  const asks = [...failed];
  failed.clear();
  const answers = await Promise.allSettled(asks.map((ask) => ask()));
  const missing = answers.find((answer) => answer.status === 'rejected');
  if (missing) throw missing.reason;
}
