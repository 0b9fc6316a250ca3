import { copayAmount, copayPercent, type CopayService, type CopayTable } from './copay-table';

export type ScenarioKey = 'parto' | 'diabetes' | 'fractura' | 'mascota';

/** One assumption of a scenario: uses of a service (paid per use) or a bill (paid by the plan's share). */
type ScenarioItem =
  | { readonly service: CopayService; readonly uses: number }
  | { readonly service: CopayService; readonly bill: number };

/**
 * What happens in each scenario (issue 28), for one person (or one pet), in pesos. The bills are sample
 * reference costs, said as such on the page: a year of diabetes medicines (metformin and insulin) about
 * $ 1.800.000; a pet's accident with surgery about $ 1.800.000.
 */
const SCENARIOS: Readonly<Record<ScenarioKey, readonly ScenarioItem[]>> = {
  parto: [
    { service: 'especialista', uses: 8 },
    { service: 'laboratorio', uses: 6 },
    { service: 'imagenes', uses: 4 },
    { service: 'parto', uses: 1 },
  ],
  diabetes: [
    { service: 'consultaGeneral', uses: 4 },
    { service: 'especialista', uses: 4 },
    { service: 'laboratorio', uses: 8 },
    { service: 'medicamentos', bill: 1_800_000 },
  ],
  fractura: [
    { service: 'urgencias', uses: 1 },
    { service: 'imagenes', uses: 3 },
    { service: 'especialista', uses: 3 },
    { service: 'terapia', uses: 10 },
  ],
  mascota: [
    { service: 'eventoVeterinario', uses: 1 },
    { service: 'consultaVeterinaria', uses: 2 },
    { service: 'gastosVeterinarios', bill: 1_800_000 },
  ],
};

/** The scenarios a plan's page shows: people's for people's plans, the pet's for pet plans. */
export function scenariosFor(pets: boolean): readonly ScenarioKey[] {
  return pets ? ['mascota'] : ['parto', 'diabetes', 'fractura'];
}

export interface ScenarioLine {
  readonly item: ScenarioItem;
  /** The plan's amount per use, or the share in percent of the bill. */
  readonly rate: { readonly amount: number } | { readonly percent: number } | null;
  /** What the visitor pays for this line; null when the plan's table does not say ('sin dato'). */
  readonly pays: number | null;
}

export interface ScenarioCost {
  readonly key: ScenarioKey;
  readonly lines: readonly ScenarioLine[];
  /** Out of pocket, on top of the premium; null when a line is unknown (never guessed). */
  readonly total: number | null;
  readonly currency: string;
}

function lineOf(table: CopayTable | null | undefined, item: ScenarioItem): ScenarioLine {
  if ('uses' in item) {
    const amount = copayAmount(table, item.service);
    return {
      item,
      rate: amount === null ? null : { amount },
      pays: amount === null ? null : amount * item.uses,
    };
  }
  const percent = copayPercent(table, item.service);
  if (percent === null) return { item, rate: null, pays: null };
  // Above the plan's yearly cap the visitor pays the whole rest of the bill.
  const covered = table?.yearlyCap === undefined ? item.bill : Math.min(item.bill, table.yearlyCap);
  return { item, rate: { percent }, pays: Math.round((covered * percent) / 100) + (item.bill - covered) };
}

/** What one scenario costs the visitor under a plan, line by line, from the plan's copay table. */
export function scenarioCost(table: CopayTable | null | undefined, key: ScenarioKey): ScenarioCost {
  const lines = SCENARIOS[key].map((item) => lineOf(table, item));
  return {
    key,
    lines,
    total: lines.every((line) => line.pays !== null)
      ? lines.reduce((sum, line) => sum + (line.pays ?? 0), 0)
      : null,
    currency: table?.currency ?? 'COP',
  };
}
