import type { CopayEntry, CopayTable, PriceHistory } from '../../../domain/cost/index';
import type { PlanSeed, Tier } from './plan-seeds';

const SURA_INSURER = 13;
const TIERS: readonly Tier[] = ['basico', 'intermedio', 'premium'];
const byTier = (tier: Tier, values: readonly [number, number, number]): number =>
  values[TIERS.indexOf(tier)] ?? values[0];

type Row = readonly [CopayEntry['service'], readonly [number, number, number]];

/**
 * Sample copays per use (COP) by kind of plan and tier, in the ranges of ../shared/market-facts.md (GP
 * about 30.000, specialist 36.000-45.000, emergency about 59.000); prepaid 'bonos' and EPS plans' cuotas
 * moderadoras lower. Sample figures, said so on every screen that shows them.
 */
const HEALTH_ROWS: Readonly<Record<'poliza' | 'prepagada' | 'pac' | 'colectivo', readonly Row[]>> = {
  poliza: [
    ['consultaGeneral', [30_000, 26_000, 20_000]],
    ['especialista', [42_000, 39_000, 36_000]],
    ['laboratorio', [18_000, 15_000, 10_000]],
    ['imagenes', [45_000, 38_000, 30_000]],
    ['urgencias', [59_000, 59_000, 0]],
    ['terapia', [15_000, 12_000, 8_000]],
    ['hospitalizacion', [300_000, 150_000, 0]],
    ['parto', [250_000, 120_000, 0]],
  ],
  prepagada: [
    ['consultaGeneral', [25_000, 20_000, 15_000]],
    ['especialista', [35_000, 30_000, 25_000]],
    ['laboratorio', [12_000, 10_000, 8_000]],
    ['imagenes', [30_000, 25_000, 20_000]],
    ['urgencias', [45_000, 30_000, 0]],
    ['terapia', [12_000, 10_000, 8_000]],
    ['hospitalizacion', [200_000, 100_000, 0]],
    ['parto', [180_000, 90_000, 0]],
  ],
  pac: [
    ['consultaGeneral', [18_000, 15_000, 12_000]],
    ['especialista', [25_000, 22_000, 18_000]],
    ['laboratorio', [9_000, 8_000, 6_000]],
    ['imagenes', [20_000, 18_000, 15_000]],
    ['urgencias', [40_000, 30_000, 20_000]],
    ['terapia', [9_000, 8_000, 6_000]],
    ['hospitalizacion', [150_000, 100_000, 50_000]],
    ['parto', [120_000, 80_000, 40_000]],
  ],
  colectivo: [
    ['consultaGeneral', [24_000, 20_000, 16_000]],
    ['especialista', [34_000, 31_000, 28_000]],
    ['laboratorio', [14_000, 12_000, 8_000]],
    ['imagenes', [36_000, 30_000, 24_000]],
    ['urgencias', [47_000, 40_000, 0]],
    ['terapia', [12_000, 10_000, 6_000]],
    ['hospitalizacion', [240_000, 120_000, 0]],
    ['parto', [200_000, 100_000, 0]],
  ],
};

/** The share of ambulatory medicines the visitor pays: what the plan's medicines cover (60 % + 10 % a tier step) leaves. */
const MEDICINES_SHARE: Readonly<Record<Tier, number>> = { basico: 30, intermedio: 20, premium: 0 };

/** Sura's 2024 health policy, as published: GP $ 30.400, specialist $ 36.000 in network, emergency $ 59.000. */
const SURA_2024: Readonly<Partial<Record<CopayEntry['service'], number>>> = {
  consultaGeneral: 30_400,
  especialista: 36_000,
  urgencias: 59_000,
};

/** Each insurer's own level of copays against the tier's sample figures (sample). */
const HOUSE_FACTOR: readonly number[] = [1.3, 0.85, 1, 1.15];

/** The one copay table of a Colombian sample plan (issue 24): cards, plan page, side by side and purchase read it. */
export function copayTableFor(seed: PlanSeed): CopayTable {
  if (seed.category === 'mascotas') {
    return {
      currency: 'COP',
      entries: [
        { service: 'consultaVeterinaria', amount: 15_000, kind: 'copago' },
        { service: 'eventoVeterinario', amount: 25_000, kind: 'copago' },
        { service: 'gastosVeterinarios', percent: byTier(seed.tier, [20, 15, 10]) },
      ],
      yearlyCap: byTier(seed.tier, [1_500_000, 3_000_000, 6_000_000]),
      sample: true,
    };
  }
  const sura = seed.category === 'poliza' && seed.org === SURA_INSURER;
  // Insurers price their copays apart: a plan with a low premium may charge more per visit.
  const house = HOUSE_FACTOR[seed.org % HOUSE_FACTOR.length] ?? 1;
  const entries: CopayEntry[] = HEALTH_ROWS[seed.category].map(([service, values]) => ({
    service,
    amount:
      (sura ? SURA_2024[service] : undefined) ?? Math.round((byTier(seed.tier, values) * house) / 100) * 100,
    kind:
      seed.category === 'pac' && (service === 'consultaGeneral' || service === 'especialista')
        ? 'cuotaModeradora'
        : 'copago',
  }));
  entries.push({ service: 'medicamentos', percent: MEDICINES_SHARE[seed.tier] });
  return {
    currency: 'COP',
    entries,
    sample: true,
    ...(sura
      ? {
          source:
            'Sura, póliza de salud 2024: consulta general, especialista en red (fuera de red $ 44.900) y urgencias; el resto, cifras de muestra',
        }
      : {}),
  };
}

/**
 * DANE's December-to-December consumer price variation (IPC total), published figures: 2020 1,61 %,
 * 2021 5,62 %, 2022 13,12 %, 2023 9,28 %, 2024 5,20 %. Of the health division (IPC salud) only 2020's
 * (4,96 %, DANE's bulletin of that December) is stated here; other years are unknown, shown 'sin dato'.
 */
const IPC_TOTAL = [
  { year: 2020, percent: 1.61 },
  { year: 2021, percent: 5.62 },
  { year: 2022, percent: 13.12 },
  { year: 2023, percent: 9.28 },
  { year: 2024, percent: 5.2 },
];
const IPC_HEALTH = [{ year: 2020, percent: 4.96 }];

/** Sample yearly adjustments by kind of plan (prepaid rose 15-70 % a year recently, market-facts.md). */
const ADJUSTMENTS: Readonly<Record<PlanSeed['category'], readonly (readonly [number, number])[]>> = {
  prepagada: [
    [2021, 6.9],
    [2022, 9.8],
    [2023, 15.9],
    [2024, 18.4],
    [2025, 16.2],
  ],
  poliza: [
    [2021, 7.5],
    [2022, 12.1],
    [2023, 15.4],
    [2024, 11.8],
    [2025, 13.3],
  ],
  pac: [
    [2021, 5.0],
    [2022, 8.2],
    [2023, 13.1],
    [2024, 9.5],
    [2025, 7.9],
  ],
  colectivo: [
    [2021, 6.1],
    [2022, 10.4],
    [2023, 12.6],
    [2024, 9.9],
    [2025, 10.8],
  ],
  mascotas: [
    [2022, 7.0],
    [2023, 10.0],
    [2024, 8.0],
    [2025, 6.5],
  ],
};

/**
 * A plan's sample price history: adjustments from the year after it started; plans ending in -02 have
 * no published figure for 2022 (shown 'sin dato', never filled in).
 */
export function priceHistoryFor(seed: PlanSeed): PriceHistory {
  const started = Number(seed.since.slice(0, 4));
  const step = (seed.code.charCodeAt(seed.code.length - 1) % 3) * 0.6;
  return {
    adjustments: ADJUSTMENTS[seed.category]
      .filter(([year]) => year > started && !(year === 2022 && seed.code.endsWith('-02')))
      .map(([year, percent]) => ({ year, percent: Math.round((percent + step) * 10) / 10 })),
    healthInflation: IPC_HEALTH,
    inflation: IPC_TOTAL,
    sample: true,
    inflationSource: 'DANE',
  };
}
