import { ProductTypeName } from '../../api/insurance-type';

// Product types (§3, with '' for Seguros and 'Medicina Prepagada' from §2) are the API's enum.
export { ProductTypeName };

/** Adding dependants is disallowed for these product types (§5). */
const PRODUCT_TYPES_WITHOUT_DEPENDANTS: readonly ProductTypeName[] = [
  'colectivo',
  'SCTR',
  'SEGURO COLECTIVO',
];

export function allowsDependants(productType: string | null | undefined): boolean {
  return !(PRODUCT_TYPES_WITHOUT_DEPENDANTS as readonly string[]).includes(productType ?? '');
}

/** enPareja applies to ISAPRES only (§5). */
export function allowsCouple(organizationType: string | null | undefined): boolean {
  return (organizationType ?? '').toUpperCase() === 'ISAPRE';
}
