/** UF value used until the daily indicator arrives (§9). */
export const UF_DEFAULT_VALUE = 39214.8;

/** UF to Chilean pesos by the daily value, rounded to whole pesos (CLP has no decimals). */
export function ufToClp(uf: number, ufValue: number = UF_DEFAULT_VALUE): number {
  return Math.round(uf * ufValue);
}

/** Chilean pesos to UF by the daily value, kept to the 2 decimals UF is shown with. */
export function clpToUf(clp: number, ufValue: number = UF_DEFAULT_VALUE): number {
  if (!(ufValue > 0)) return 0;
  return Math.round((clp / ufValue) * 100) / 100;
}
