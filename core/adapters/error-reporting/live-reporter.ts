import { scrubReportDetail, scrubReportText } from '../../domain/shared/rules/scrub-report';
import type { ErrorReport, ReportError } from './error-report';

/**
 * The live error reporter (issue 27): reports are scrubbed of personal and health data as they come in
 * (core/domain scrub-report), gathered for a few seconds and sent together to the configured endpoint,
 * at most `perMinute` a minute (the rest are counted, and the count is sent with the next batch).
 * It never throws and never makes the visitor wait; a batch that cannot be sent is dropped.
 */
export interface ReporterOptions {
  readonly endpoint: string;
  readonly send: (url: string, body: string) => Promise<unknown>;
  readonly now: () => number;
  readonly schedule: (run: () => void, ms: number) => void;
  /** The page's path when the report was made (no query: it may carry a profile). */
  readonly page: () => string;
  readonly version: string;
  readonly batchMs?: number;
  readonly perMinute?: number;
}

const BATCH_MS = 5_000;
const REPORTS_PER_MINUTE = 20;

interface SentReport extends ErrorReport {
  readonly at: number;
  readonly page: string;
}

export function createErrorReporter(options: ReporterOptions): ReportError & { flush: () => void } {
  const batchMs = options.batchMs ?? BATCH_MS;
  const perMinute = options.perMinute ?? REPORTS_PER_MINUTE;
  let queue: SentReport[] = [];
  let windowStart = 0;
  let inWindow = 0;
  let dropped = 0;
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    if (queue.length === 0) return;
    const body = JSON.stringify({ version: options.version, dropped, reports: queue });
    queue = [];
    dropped = 0;
    void options.send(options.endpoint, body).catch(() => undefined);
  };

  const report = (raw: ErrorReport) => {
    try {
      const now = options.now();
      if (now - windowStart >= 60_000) {
        windowStart = now;
        inWindow = 0;
      }
      if (inWindow >= perMinute) {
        dropped += 1;
        return;
      }
      inWindow += 1;
      queue.push({
        kind: raw.kind,
        message: scrubReportText(raw.message),
        ...(raw.detail ? { detail: scrubReportDetail(raw.detail) } : {}),
        at: now,
        page: scrubReportText(options.page().split(/[?#]/)[0] ?? ''),
      });
      if (!scheduled) {
        scheduled = true;
        options.schedule(flush, batchMs);
      }
    } catch {
      // Reporting must never be a failure of its own.
    }
  };
  return Object.assign(report, { flush });
}

/** The browser's sender: a POST that survives the page closing (keepalive), without credentials. */
export function beaconSend(url: string, body: string): Promise<unknown> {
  return fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
  });
}
