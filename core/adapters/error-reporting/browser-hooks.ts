import type { ErrorReport, ReportError, ReceivedReport } from './error-report';

/**
 * What the browser tells about failures, to the error-reporting port (issue 27): uncaught errors,
 * unhandled rejections and Content-Security-Policy violations. The live reporter loads on the first
 * report only, so a page without failures never downloads it.
 */
export function installErrorHooks(report: ReportError): void {
  window.addEventListener('error', (event) =>
    report({
      kind: 'uncaught',
      message: event.message || 'Error',
      detail: { source: event.filename || '', line: event.lineno || 0 },
    }),
  );
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    report({
      kind: 'uncaught',
      message: reason instanceof Error ? `${reason.name}: ${reason.message}` : 'Unhandled rejection',
    });
  });
  document.addEventListener('securitypolicyviolation', (event) =>
    report({
      kind: 'csp',
      message: `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
      detail: { directive: event.effectiveDirective, source: event.sourceFile || '', line: event.lineNumber },
    }),
  );
}

/** The port's browser side: reports wait for the live reporter's code, which loads on the first one. */
export function lazyErrorReporter(endpoint: string | null, load: () => Promise<ReportError>): ReportError {
  if (endpoint === null) return () => undefined;
  let live: ReportError | null = null;
  let loading: Promise<void> | null = null;
  let pending: ErrorReport[] = [];
  return (report) => {
    if (live) return live(report);
    if (pending.length < 50) pending.push(report);
    loading ??= load().then(
      (reporter) => {
        live = reporter;
        for (const waiting of pending) reporter(waiting);
        pending = [];
      },
      () => {
        loading = null;
      },
    );
  };
}

/** The error service's latest reports (the sample backend lists them at the same address). */
export async function recentErrorReports(endpoint: string): Promise<readonly ReceivedReport[]> {
  const response = await fetch(endpoint, { credentials: 'omit' });
  if (!response.ok) throw new Error(`error reports: ${response.status}`);
  const body: unknown = await response.json();
  return Array.isArray(body) ? (body as ReceivedReport[]) : [];
}
