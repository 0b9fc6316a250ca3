/**
 * Dependant parentesco values in English or Portuguese, normalised to Spanish: Cónyuge, Hijo/Hija
 * (001 §3). The one reading of a dependant's kinship: the profile's input and the menu use it too.
 */
const COUPLE = 'Cónyuge';
const CHILD = 'Hijo/Hija';
const PARENTESCO: ReadonlyMap<string, string> = new Map([
  ...['conyuge', 'spouse', 'wife', 'husband', 'partner', 'conjuge', 'esposa', 'esposo', 'pareja'].map(
    (word) => [word, COUPLE] as const,
  ),
  ...[
    'child',
    'son',
    'daughter',
    'filho',
    'filha',
    'filho/filha',
    'hijo',
    'hija',
    'hijo/hija',
    'hijo(a)',
  ].map((word) => [word, CHILD] as const),
]);

const key = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** The Spanish parentesco; values it does not know (Mascota, Padre...) pass through, trimmed. */
export function normaliseParentesco(value: string): string {
  return PARENTESCO.get(key(value)) ?? value.trim();
}

/** A Cónyuge can be added only once (§5). */
export function canAddSpouse(
  cargas: readonly { readonly parentescoCarga?: string; readonly parentesco?: string }[],
): boolean {
  return !cargas.some(
    (carga) => normaliseParentesco(carga.parentescoCarga ?? carga.parentesco ?? '') === 'Cónyuge',
  );
}
