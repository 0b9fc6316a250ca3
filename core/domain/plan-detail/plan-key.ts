/**
 * How a path segment names a plan or an organization: accents, case, spaces and hyphens do not matter
 * (§2: coverage organizations by name "with spaces replaced by hyphens and accents removed").
 */
export function planKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Whether a segment names this product, by code or by url. */
export function segmentNamesProduct(
  segment: string,
  product: { readonly productCode: string; readonly url: string },
): boolean {
  const key = planKey(segment);
  return key !== '' && (key === planKey(product.productCode) || key === planKey(product.url));
}

/** The words a clinic's path ignores (§2: clinica, centro-medico, hospital). */
const CLINIC_WORDS = /\b(clinica|centro-medico|hospital)\b/g;

/** A clinic or insurer named in a path: accents, case and the words clinica, centro-medico, hospital ignored. */
export function organizationKey(text: string): string {
  return planKey(text).replace(CLINIC_WORDS, '').replace(/-+/g, '-').replace(/^-|-$/g, '');
}
