import type { InsuranceProduct } from '../api';
import { COMPARE_SECTIONS, type CompareSection } from '../routing/route-table';

/**
 * The addresses rendered to HTML at build time: pages a crawler or a first visit lands on. Adding a
 * page is one line here; pages built from the catalogue take its products.
 */
export function prerenderAddresses(_catalogue: readonly InsuranceProduct[] = []): readonly string[] {
  return [
    '/',
    ...(Object.keys(COMPARE_SECTIONS) as CompareSection[]).map((section) => `/Comparar/${section}`),
  ];
}
