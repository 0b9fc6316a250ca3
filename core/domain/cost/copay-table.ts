import { z } from 'zod/mini';

/**
 * The services a plan's copay table prices (issue 24: one table per plan, read by every place that
 * shows a copay; issue 28: the yearly cost and the scenarios read it too). People's plans and pet plans
 * name their own services. A benefit the plan pays (a daily cash benefit, a pet's funeral) is never a
 * copay and has no service here.
 */
export const CopayService = z.enum([
  'consultaGeneral',
  'especialista',
  'laboratorio',
  'imagenes',
  'urgencias',
  'terapia',
  'hospitalizacion',
  'parto',
  'medicamentos',
  'consultaVeterinaria',
  'eventoVeterinario',
  'gastosVeterinarios',
]);
export type CopayService = z.infer<typeof CopayService>;

/**
 * One row: a fixed amount per use (a copago or a cuota moderadora), or the share in percent of a bill
 * the visitor pays (medicines, a pet's vet bill).
 */
export const CopayEntry = z.union([
  z.object({
    service: CopayService,
    amount: z.number().check(z.nonnegative()),
    /** What Colombia calls it: a cuota moderadora (consultations of EPS plans) or a copago. */
    kind: z.optional(z.enum(['copago', 'cuotaModeradora'])),
  }),
  z.object({ service: CopayService, percent: z.number().check(z.minimum(0), z.maximum(100)) }),
]);
export type CopayEntry = z.infer<typeof CopayEntry>;

export const CopayTable = z.object({
  currency: z.string().check(z.minLength(1)),
  entries: z.array(CopayEntry),
  /** The most the plan pays for one year's bills (pet plans' sum insured); absent: no cap that matters. */
  yearlyCap: z.optional(z.number().check(z.nonnegative())),
  /** Sample figures, not the insurer's published table (the sample catalogue says so). */
  sample: z.optional(z.boolean()),
  /** Where the figures come from, e.g. 'Sura, póliza de salud 2024'. */
  source: z.optional(z.string()),
});
export type CopayTable = z.infer<typeof CopayTable>;

/** The fixed amount a plan charges per use of a service; null when its table does not price it so. */
export function copayAmount(table: CopayTable | null | undefined, service: CopayService): number | null {
  const entry = table?.entries.find((row) => row.service === service);
  return entry && 'amount' in entry ? entry.amount : null;
}

/** The share (percent) of a bill the visitor pays for a service; null when the table says none. */
export function copayPercent(table: CopayTable | null | undefined, service: CopayService): number | null {
  const entry = table?.entries.find((row) => row.service === service);
  return entry && 'percent' in entry ? entry.percent : null;
}

/** The table's rows in its own order, each once (the first row of a service wins). */
export function copayRows(table: CopayTable | null | undefined): readonly CopayEntry[] {
  const seen = new Set<CopayService>();
  return (table?.entries ?? []).filter((row) => !seen.has(row.service) && seen.add(row.service));
}
