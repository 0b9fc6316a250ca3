/**
 * The error-reporting port (issue 27): what the site tells its error-reporting service. A report never
 * carries personal or health data: the live adapter scrubs every text before it leaves (scrub-report).
 */
type ErrorReportKind = 'uncaught' | 'call-failed' | 'csp' | 'unsafe-link' | 'token';

export interface ErrorReport {
  readonly kind: ErrorReportKind;
  /** One line: the error's message, the call's name and failure, the violated directive... */
  readonly message: string;
  /** A few named values (call, status, reason, page path); scrubbed like the message. */
  readonly detail?: Readonly<Record<string, string | number | boolean>>;
}

/** The port: fire and forget; it never throws and never waits. */
export type ReportError = (report: ErrorReport) => void;

/** One report as the error service keeps and lists it (the staff panel shows the latest). */
export interface ReceivedReport {
  readonly kind: string;
  readonly message: string;
  readonly page?: string;
  readonly receivedAt?: string;
}
