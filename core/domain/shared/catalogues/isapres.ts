export interface IsapreEntry {
  readonly code: number;
  readonly name: string;
  /** Open to new members; null for the 'Otras Isapres' bucket. */
  readonly open: boolean | null;
  readonly disabled: boolean;
}

/**
 * Isapre codes (§3). Names of the closed ones are the Superintendencia's (the spec lists only codes);
 * 88 is the disabled duplicate of Nueva Masvida.
 */
export const ISAPRES: readonly IsapreEntry[] = [
  { code: 62, name: 'San Lorenzo', open: false, disabled: false },
  { code: 63, name: 'Fusat', open: false, disabled: false },
  { code: 65, name: 'Chuquicamata', open: false, disabled: false },
  { code: 67, name: 'Colmena', open: true, disabled: false },
  { code: 68, name: 'Río Blanco', open: false, disabled: false },
  { code: 76, name: 'Fundación', open: false, disabled: false },
  { code: 78, name: 'CruzBlanca', open: true, disabled: false },
  { code: 80, name: 'Vida Tres', open: true, disabled: false },
  { code: 81, name: 'Nueva Masvida', open: true, disabled: false },
  { code: 88, name: 'Nueva Masvida', open: true, disabled: true },
  { code: 99, name: 'Banmédica', open: true, disabled: false },
  { code: 107, name: 'Consalud', open: true, disabled: false },
  { code: 108, name: 'Esencial', open: true, disabled: false },
  { code: 94, name: 'Cruz del Norte', open: false, disabled: false },
  { code: 999, name: 'Otras Isapres', open: null, disabled: false },
];

/** GES price in UF of the open isapres: the catalogue's table (§3), used for prices. */
export const ISAPRE_GES_PRICES_UF: Readonly<Record<number, number>> = {
  67: 0.77,
  78: 0.74,
  80: 0.63,
  81: 0.795,
  99: 0.59,
  107: 0.595,
  108: 0.8,
};

/**
 * The second GES table (§3), used only for the message about children under 2; it differs for 99
 * (0.602 against 0.59) and 107 (0.602 against 0.595). Both are kept (docs/decisions.md).
 */
export const CHILDREN_GES_PRICES_UF: Readonly<Record<number, number>> = {
  108: 0.8,
  99: 0.602,
  80: 0.63,
  67: 0.77,
  107: 0.602,
  81: 0.795,
};

/** Isapres a visitor can pick: enabled ones, the disabled duplicate left out. */
export function selectableIsapres(): readonly IsapreEntry[] {
  return ISAPRES.filter((isapre) => !isapre.disabled);
}
