import { z } from 'zod/mini';
import { toCalendarDate, isoDate, type CalendarDateInput } from '../rules/calendar-date';
import { isWithinRetroactiveWindow, type MovementKind } from '../rules/retroactive-windows';
import { isValidEmail } from './email';
import { validatePhone } from './phone';
import { isValidRut, formatRut } from './rut';

/** Messages of a bulk-load cell; ours, the spec shows none (docs/decisions.md). */
export const BULK_LOAD_MESSAGES = {
  required: 'Campo requerido',
  rut: 'RUT inválido',
  date: 'Fecha inválida',
  email: 'Correo electrónico inválido',
  phone: 'Teléfono inválido',
  window: 'Fecha fuera del plazo permitido',
} as const;

const text = (value: unknown): unknown => (typeof value === 'number' ? String(value) : value);
const trimmed = (value: unknown): unknown => {
  const t = text(value);
  return typeof t === 'string' ? t.trim() : t;
};
const optionalBlank = (value: unknown): unknown => {
  const t = trimmed(value);
  return t === '' || t === null ? undefined : t;
};

const required = z.pipe(
  z.transform(trimmed),
  z.string({ error: BULK_LOAD_MESSAGES.required }).check(z.minLength(1, BULK_LOAD_MESSAGES.required)),
);
const optional = z.pipe(z.transform(optionalBlank), z.optional(z.string()));

/** A RUT cell, accepted formatted or not, kept in the dotted format. */
const rut = z.pipe(
  z.transform(trimmed),
  z.pipe(
    z
      .string({ error: BULK_LOAD_MESSAGES.required })
      .check(z.minLength(1, BULK_LOAD_MESSAGES.required), z.refine(isValidRut, BULK_LOAD_MESSAGES.rut)),
    z.transform(formatRut),
  ),
);
const optionalRut = z.pipe(
  z.transform(optionalBlank),
  z.optional(z.pipe(z.string().check(z.refine(isValidRut, BULK_LOAD_MESSAGES.rut)), z.transform(formatRut))),
);

/** Day-month-year with - or / (as spreadsheets write it in Chile), or ISO; kept as ISO 'YYYY-MM-DD'. */
function readDate(value: string): string | null {
  const dmy = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(value);
  const input: CalendarDateInput = dmy
    ? { year: Number(dmy[3]), month: Number(dmy[2]), day: Number(dmy[1]) }
    : value;
  const date = toCalendarDate(input);
  return date ? isoDate(date) : null;
}
const date = z.pipe(
  z.transform(trimmed),
  z.pipe(
    z.string({ error: BULK_LOAD_MESSAGES.required }).check(
      z.minLength(1, BULK_LOAD_MESSAGES.required),
      z.refine((value) => readDate(value) !== null, BULK_LOAD_MESSAGES.date),
    ),
    z.transform((value) => readDate(value) ?? value),
  ),
);
const email = z.pipe(
  z.transform(optionalBlank),
  z.optional(z.string().check(z.refine(isValidEmail, BULK_LOAD_MESSAGES.email))),
);
const phone = z.pipe(
  z.transform(optionalBlank),
  z.optional(z.string().check(z.refine((value) => validatePhone(value).ok, BULK_LOAD_MESSAGES.phone))),
);

const common = {
  rowNumber: z.coerce
    .number({ error: 'Número de fila inválido' })
    .check(z.int(), z.positive('Número de fila inválido')),
  name: required,
  paternalSurname: required,
  maternalSurname: optional,
  legalId: rut,
  birthDate: date,
  gender: required,
  effectiveDate: date,
  insuredType: required,
  holderLegalId: optionalRut,
  dependentType: optional,
};

/** An activation row (§3 bulk-load columns). */
export const ActivationRow = z.object({
  ...common,
  email,
  phone,
  coverageGroup: optional,
  accountType: optional,
  accountNumber: optional,
  bank: optional,
});
export type ActivationRow = z.infer<typeof ActivationRow>;

/** A cancellation row (§3); effectiveDate is shown as the exclusion date. */
export const CancellationRow = z.object({ ...common, reason: required });
export type CancellationRow = z.infer<typeof CancellationRow>;

export interface BulkLoadCellError {
  /** The row's rowNumber when readable, else its 1-based position. */
  readonly row: number;
  readonly column: string;
  readonly message: string;
}

export interface BulkLoadCheck<Row> {
  readonly rows: readonly Row[];
  readonly errors: readonly BulkLoadCellError[];
}

function rowNumberOf(raw: unknown, position: number): number {
  if (raw && typeof raw === 'object' && 'rowNumber' in raw) {
    const value = Number((raw as { rowNumber: unknown }).rowNumber);
    if (Number.isInteger(value) && value > 0) return value;
  }
  return position;
}

/**
 * Checks bulk-load rows and reports every error by row and column. With `today`, effective dates must
 * fall in the retroactive window of the load's kind (§9).
 */
export function checkBulkLoadRows(
  kind: 'activation',
  rows: readonly unknown[],
  today?: CalendarDateInput,
): BulkLoadCheck<ActivationRow>;
export function checkBulkLoadRows(
  kind: 'cancellation',
  rows: readonly unknown[],
  today?: CalendarDateInput,
): BulkLoadCheck<CancellationRow>;
export function checkBulkLoadRows(
  kind: MovementKind,
  rows: readonly unknown[],
  today?: CalendarDateInput,
): BulkLoadCheck<ActivationRow | CancellationRow> {
  const schema = kind === 'activation' ? ActivationRow : CancellationRow;
  const valid: (ActivationRow | CancellationRow)[] = [];
  const errors: BulkLoadCellError[] = [];
  rows.forEach((raw, index) => {
    const row = rowNumberOf(raw, index + 1);
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({ row, column: String(issue.path[0] ?? ''), message: issue.message });
      }
      return;
    }
    if (today !== undefined && !isWithinRetroactiveWindow(kind, parsed.data.effectiveDate, today)) {
      errors.push({ row, column: 'effectiveDate', message: BULK_LOAD_MESSAGES.window });
      return;
    }
    valid.push(parsed.data);
  });
  return { rows: valid, errors };
}
