/** A value is blank when it holds nothing a person typed: empty text, null, or only blank parts. */
function isBlank(value: unknown): boolean {
  if (value == null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isBlank);
  if (typeof value === 'object') return Object.values(value).every(isBlank);
  return false;
}

/** Title fields are labels of the form, not data (§5: "ignoring title fields"). */
function withoutTitles(
  fields: Readonly<Record<string, unknown>> | null | undefined,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields ?? {}).filter(([key]) => !/title|titulo/i.test(key)));
}

export interface PurchasePayload {
  readonly holder?: Readonly<Record<string, unknown>> | null;
  readonly company?: Readonly<Record<string, unknown>> | null;
  readonly beneficiaries?: readonly unknown[] | null;
}

/** A payload counts as empty if the holder and company fields (titles ignored) and beneficiaries are blank (§5). */
export function isEmptyPayload(payload: PurchasePayload | null | undefined): boolean {
  if (!payload) return true;
  return (
    isBlank(withoutTitles(payload.holder)) &&
    isBlank(withoutTitles(payload.company)) &&
    isBlank(payload.beneficiaries)
  );
}
