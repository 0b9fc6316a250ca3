import { z } from 'zod/mini';

/** Plan restriction digits (§4): what each restricts, and its Spanish label (ours, docs/decisions.md). */
export const PLAN_RESTRICTIONS = {
  1: { restricts: 'birth/neonatology/obstetrics', label: 'Parto, neonatología y obstetricia' },
  2: { restricts: 'psychiatry/psychology', label: 'Psiquiatría y psicología' },
  3: { restricts: 'bariatric surgery', label: 'Cirugía bariátrica' },
  4: { restricts: 'refractive surgery', label: 'Cirugía refractiva' },
  5: { restricts: 'other restricted', label: 'Otras prestaciones restringidas' },
  6: { restricts: 'none restricted', label: 'Sin prestaciones restringidas' },
} as const;
export const PlanRestrictionDigit = z.literal([1, 2, 3, 4, 5, 6]);
export type PlanRestrictionDigit = z.infer<typeof PlanRestrictionDigit>;

/** The restriction digits in a plan's restriction code (prestacionesrest, e.g. '125'); unknown digits dropped. */
export function planRestrictionDigits(code: string | number | null | undefined): PlanRestrictionDigit[] {
  const digits = String(code ?? '')
    .split('')
    .map(Number)
    .filter((digit): digit is PlanRestrictionDigit => PlanRestrictionDigit.safeParse(digit).success);
  return [...new Set(digits)];
}
