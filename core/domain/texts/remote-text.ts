import { textRef, type TextRef } from './text-ref';

/** A remote label as the server sent it; the page's language says it (remote.raw shows it as sent). */
export const REMOTE_RAW_TEXTS = { raw: '{{text}}' } as const;

/**
 * A label a remote call sent in Spanish, as a text: es shows it as sent; the en and pt translators say a
 * known one by its key (knownRemoteLabel), so the table of known labels loads with them only.
 */
export function remoteText(text: string): TextRef {
  return textRef('remote.raw', { text });
}
