export interface ChileanRegion {
  /** Region number (stateCode). */
  readonly id: number;
  readonly name: string;
  /** Position in lists, 1-based: Metropolitana first. */
  readonly order: number;
  /** Roman abbreviation; only RM is given by the spec, the rest are the official numerals (docs/decisions.md). */
  readonly abbreviation: string;
}

const REGIONS: readonly (readonly [number, string, string])[] = [
  [13, 'Metropolitana', 'RM'],
  [15, 'Arica y Parinacota', 'XV'],
  [1, 'Tarapacá', 'I'],
  [2, 'Antofagasta', 'II'],
  [3, 'Atacama', 'III'],
  [4, 'Coquimbo', 'IV'],
  [5, 'Valparaiso', 'V'],
  [6, 'O´Higgins', 'VI'],
  [7, 'Maule', 'VII'],
  [16, 'Ñuble', 'XVI'],
  [8, 'BioBío', 'VIII'],
  [9, 'Araucanía', 'IX'],
  [14, 'Los Ríos', 'XIV'],
  [10, 'Los Lagos', 'X'],
  [11, 'Aysén', 'XI'],
  [12, 'Magallanes', 'XII'],
];

/** The 16 Chilean regions in their order (§3). */
export const CHILEAN_REGIONS: readonly ChileanRegion[] = REGIONS.map(([id, name, abbreviation], index) => ({
  id,
  name,
  order: index + 1,
  abbreviation,
}));

/** The default region of a profile: Metropolitana, code 13, RM (§3). */
export const DEFAULT_CHILEAN_REGION_ID = 13;

export function chileanRegion(id: number): ChileanRegion | undefined {
  return CHILEAN_REGIONS.find((region) => region.id === id);
}
