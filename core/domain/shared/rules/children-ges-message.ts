import { CHILDREN_GES_PRICES_UF } from '../catalogues/isapres';

/**
 * The message about children under 2 (§8), with the GES price of the second table. The price is written
 * in the Chilean format (0,602): the visitors are Chilean (docs/decisions.md). The text is the spec's,
 * typo 'Importarte' included.
 */
export function childrenUnderTwoMessage(gesPriceUf: number): string {
  const x = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 3 }).format(gesPriceUf);
  return `Importarte: Tus cargas menores de 2 años no pagan por este "Plan" ($0) y solo pagan "GES" (UF${x}/mes). Una vez tus cargas cumplan 2 años, estos pasarán a pagar automáticamente "Plan" y "GES".`;
}

/** The message for an isapre; null when the isapre has no GES price in that table. */
export function childrenUnderTwoMessageForIsapre(isapreCode: number): string | null {
  const price = CHILDREN_GES_PRICES_UF[isapreCode];
  return price === undefined ? null : childrenUnderTwoMessage(price);
}

/** Whether a profile needs the message: some dependant under 2 years. */
export function hasChildrenUnderTwo(cargas: readonly { readonly edad: number }[]): boolean {
  return cargas.some((carga) => carga.edad < 2);
}
