/** Modality (§4): 'Libre elección' libre_eleccion; 'Prestador Preferente' preferente; anything else cerrado. */
export type PlanModality = 'libre_eleccion' | 'preferente' | 'cerrado';

export function planModality(modalidadplan: string | null | undefined): PlanModality {
  const value = (modalidadplan ?? '').trim();
  if (value === 'Libre elección') return 'libre_eleccion';
  if (value === 'Prestador Preferente') return 'preferente';
  return 'cerrado';
}

export const PLAN_MODALITY_LABELS: Readonly<Record<PlanModality, string>> = {
  libre_eleccion: 'Libre elección',
  preferente: 'Preferente',
  cerrado: 'Cerrado',
};

/** Coverage amplitude (§4): 'reduced for birth' sin_parto; 'general' con_parto. */
export type CoverageAmplitude = 'sin_parto' | 'con_parto';

export function coverageAmplitude(amplitudcobertura: string | null | undefined): CoverageAmplitude | null {
  const value = (amplitudcobertura ?? '').trim().toLowerCase();
  if (value === 'reduced for birth' || value.includes('reducida')) return 'sin_parto';
  if (value === 'general') return 'con_parto';
  return null;
}

/** Plan state (§4): 'Si Comer.' Comercializable; 'No Comer.' No comercializable. */
export type PlanState = 'Comercializable' | 'No comercializable';

export function planState(estadoplan: string | null | undefined): PlanState | null {
  const value = (estadoplan ?? '').trim();
  if (value === 'Si Comer.') return 'Comercializable';
  if (value === 'No Comer.') return 'No comercializable';
  return null;
}
