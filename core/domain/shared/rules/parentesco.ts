/** Dependant parentesco values in English or Portuguese, normalised to Spanish (§3). */
const PARENTESCO: Readonly<Record<string, string>> = {
  spouse: 'Cónyuge',
  husband: 'Cónyuge',
  wife: 'Cónyuge',
  partner: 'Cónyuge',
  conjuge: 'Cónyuge',
  esposo: 'Cónyuge',
  esposa: 'Cónyuge',
  conyuge: 'Cónyuge',
  son: 'Hijo',
  child: 'Hijo',
  filho: 'Hijo',
  hijo: 'Hijo',
  daughter: 'Hija',
  filha: 'Hija',
  hija: 'Hija',
};

const key = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** The Spanish parentesco; values it does not know (Mascota, Padre...) pass through unchanged. */
export function normaliseParentesco(value: string): string {
  return PARENTESCO[key(value)] ?? value;
}

/** A Cónyuge can be added only once (§5). */
export function canAddSpouse(
  cargas: readonly { readonly parentescoCarga?: string; readonly parentesco?: string }[],
): boolean {
  return !cargas.some(
    (carga) => normaliseParentesco(carga.parentescoCarga ?? carga.parentesco ?? '') === 'Cónyuge',
  );
}
