import type { InsuranceProduct } from '../api';
import { CHILE_HEALTH_INSURANCE_KINDS } from '../routing/route-table';

/**
 * /Comparar/{section}/{product} (§2): the comparison of the section with the named plan shown first and
 * open. The plan is named by its address segment (its url, as on its own page) or its product code, in
 * any case. Chile's health comparator reads that segment as a kind of insurance, not a plan.
 */
export function pinnedPlanOf(params: Readonly<Record<string, string | undefined>>): string | null {
  const product = params['product']?.trim();
  if (!product) return null;
  if (params['section'] === 'Seguros-de-Salud' && Object.hasOwn(CHILE_HEALTH_INSURANCE_KINDS, product))
    return null;
  return product;
}

/** Whether a plan is the one the address names. */
export function isPinnedPlan(
  product: Pick<InsuranceProduct, 'url' | 'productCode'>,
  pinned: string,
): boolean {
  const named = pinned.toLowerCase();
  return product.url.toLowerCase() === named || product.productCode.toLowerCase() === named;
}

/** The results with the named plan first (the others keep their order); unchanged when it is not among them. */
export function pinnedFirst<P extends Pick<InsuranceProduct, 'url' | 'productCode'>>(
  products: readonly P[],
  pinned: string | null,
): readonly P[] {
  if (pinned === null) return products;
  const index = products.findIndex((product) => isPinnedPlan(product, pinned));
  if (index <= 0) return products;
  return [products[index] as P, ...products.slice(0, index), ...products.slice(index + 1)];
}

/**
 * The canonical address of a comparison: a named plan changes only which card comes first and opens,
 * not the list, so its canonical is the section's comparison (the plan's own page is its plan page).
 */
export function comparisonCanonicalPath(
  pathname: string,
  params: Readonly<Record<string, string | undefined>>,
): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return pinnedPlanOf(params) === null ? trimmed : trimmed.replace(/\/[^/]+$/, '');
}
