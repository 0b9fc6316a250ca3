import { RECORDED_ANSWERS_ID, type RecordedAnswers } from './recorded-answers';

export interface PrerenderedPage {
  readonly address: string;
  readonly answers: RecordedAnswers;
  /** Answers to calls the page makes after its first view (its first cards' details), given when asked. */
  readonly prefetched: RecordedAnswers;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The prerendered page this document carries, when it was built for the path being shown. A query
 * that changes what the machines ask for (filters, sort) shows up as a missed answer, so a campaign
 * link's query still hydrates. Unreadable data means none: the page renders afresh.
 */
function readPrerenderedPage(
  document: Document,
  location: Pick<Location, 'pathname'>,
): PrerenderedPage | null {
  const element = document.getElementById(RECORDED_ANSWERS_ID);
  if (!element?.textContent) return null;
  try {
    const data: unknown = JSON.parse(element.textContent);
    if (!isRecord(data) || typeof data['address'] !== 'string' || !isRecord(data['answers'])) return null;
    if (data['address'] !== location.pathname) return null;
    const prefetched = isRecord(data['prefetched']) ? data['prefetched'] : {};
    return { address: data['address'], answers: data['answers'], prefetched };
  } catch {
    return null;
  }
}

/** The prerendered page of the window's document, for the path it shows. */
export const windowPrerenderedPage = (): PrerenderedPage | null =>
  readPrerenderedPage(window.document, window.location);
