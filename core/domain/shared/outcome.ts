/** A rule's answer: a value, or a typed rejection the caller can show or branch on. */
export type Outcome<T, E> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const accept = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
export const reject = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });
