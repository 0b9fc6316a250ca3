import type { CoverageAmounts, CoverageTag, ProductCoverages } from '../../../domain/api';
import { copayAmount, type CopayService, type CopayTable } from '../../../domain/cost/index';
import type { CategoryKey } from './insurance-types';
import type { Tier } from './plan-seeds';

const COP = { name: 'Pesos colombianos', code: 'COP', currencyCode: 'COP' };
const USD = { name: 'Dólares', code: 'USD', currencyCode: 'USD' };
const PCT = { name: 'Porcentaje', code: '%' };
const DAYS = { name: 'Días', code: 'DIAS' };

const TIER_SCALE: Readonly<Record<Tier, number>> = { basico: 1, intermedio: 2, premium: 4 };

const tag = (
  name: string,
  icon: string,
  amounts: CoverageAmounts,
  extra: { waitingPeriodMonths?: number } = {},
): CoverageTag => ({
  name,
  icon,
  coverages: [{ name, amounts, ...extra }],
});

/** A service's copay as a coverage's deductible: the plan's one copay table (copay-tables.ts), nothing else. */
const copayOf = (table: CopayTable, service: CopayService): CoverageAmounts =>
  copayAmount(table, service) === null
    ? {}
    : { deductible: { minAmount: copayAmount(table, service), unit: COP } };

function healthTags(tier: Tier, table: CopayTable): CoverageTag[] {
  const k = TIER_SCALE[tier];
  const tags: CoverageTag[] = [
    tag('Hospitalización y cirugía', 'hospital', {
      yearly_top: { maxAmount: 150_000_000 * k, unit: COP },
      percentage: { maxAmount: 100, unit: PCT },
      // The beds of the room hospitalization pays for: a shared room on a basic plan, a private one above.
      bed_day: { maxAmount: tier === 'basico' ? 2 : 1, unit: { name: 'Cuarto', code: 'CUARTO' } },
      ...(tier === 'basico'
        ? {}
        : {
            top_amount_pref: { maxAmount: 80_000_000 * k, unit: COP },
            yearly_top_pref: { maxAmount: 150_000_000 * k, unit: COP },
            yearly_top_libre: { maxAmount: 90_000_000 * k, unit: COP },
          }),
    }),
    tag('Consulta médica general', 'stethoscope', copayOf(table, 'consultaGeneral')),
    tag('Consulta con especialista', 'doctor', copayOf(table, 'especialista')),
    tag('Urgencias', 'ambulance', copayOf(table, 'urgencias')),
    tag(
      'Maternidad',
      'baby',
      {
        top_amount: { maxAmount: 6_000_000 * k, unit: COP },
        percentage_particular: { maxAmount: 80, unit: PCT },
      },
      { waitingPeriodMonths: 10 },
    ),
    tag('Medicamentos ambulatorios', 'pill', {
      percentage: { maxAmount: 60 + 10 * k, unit: PCT },
      monthly_top: { maxAmount: 400_000 * k, unit: COP },
    }),
  ];
  if (tier !== 'basico') {
    tags.push(
      tag('Renta diaria por hospitalización', 'cash', {
        compensation: { minAmount: 80_000 * k, unit: COP },
        daily_top: { maxAmount: 30, unit: DAYS },
      }),
    );
  }
  if (tier === 'premium') {
    tags.push(
      tag('Cobertura en el exterior', 'globe', {
        lifetime_top: { maxAmount: 1_000_000, unit: USD },
        top_amount_libre: { maxAmount: 250_000, unit: USD },
        halfyearly_top: { maxAmount: 2, unit: { name: 'Viajes', code: 'VIAJES' } },
      }),
    );
  }
  return tags;
}

/** Pet plans: 1,5 to 6 million sum insured by cover (market anchors). */
function petTags(tier: Tier, table: CopayTable): CoverageTag[] {
  const sum = { basico: 1_500_000, intermedio: 3_000_000, premium: 6_000_000 }[tier];
  return [
    tag('Gastos veterinarios por accidente o enfermedad', 'paw', {
      yearly_top: { maxAmount: sum, unit: COP },
      ...copayOf(table, 'eventoVeterinario'),
    }),
    tag('Responsabilidad civil', 'shield', { top_amount: { maxAmount: sum * 2, unit: COP } }),
    tag('Consulta veterinaria', 'stethoscope', {
      weekly_top: { maxAmount: 1, unit: { name: 'Consultas', code: 'CONSULTAS' } },
      ...copayOf(table, 'consultaVeterinaria'),
    }),
    tag('Exequias de la mascota', 'heart', { compensation: { maxAmount: 350_000, unit: COP } }),
  ];
}

export function coveragesFor(category: CategoryKey, tier: Tier, table: CopayTable): ProductCoverages {
  const tags = category === 'mascotas' ? petTags(tier, table) : healthTags(tier, table);
  return { tags, count: tags.length };
}
