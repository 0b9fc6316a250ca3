/**
 * What an error report may carry (issue 27): no personal or health data. Texts lose e-mail addresses,
 * phone and ID numbers (any run of 5 or more digits, with or without separators) and the query of any
 * address; named values whose name says personal or health data are left out whatever their value.
 */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
// Five or more digits, possibly split by spaces, dots, dashes or parentheses (+57 300 123 4567, 1.020.304.050).
const DIGITS = /\+?\d(?:[\s().-]*\d){4,}/g;
const QUERY = /(https?:\/\/[^\s?#]+|\/[^\s?#]*)\?[^\s#]*/g;

/** Words of value names never reported: who the visitor is and anything about their health. */
const PERSONAL_WORDS = new Set([
  'mail',
  'email',
  'correo',
  'phone',
  'telefono',
  'celular',
  'whatsapp',
  'nombre',
  'name',
  'apellido',
  'apellidos',
  'cedula',
  'documento',
  'document',
  'id',
  'identificacion',
  'nit',
  'rut',
  'direccion',
  'address',
  'birth',
  'birthdate',
  'nacimiento',
  'edad',
  'age',
  'sexo',
  'sex',
  'gender',
  'salud',
  'health',
  'peso',
  'weight',
  'estatura',
  'height',
  'perfil',
  'profile',
  'cotizante',
  'cargas',
  'token',
  'password',
  'card',
  'tarjeta',
]);
const PERSONAL_PREFIXES = [
  'preexist',
  'embaraz',
  'pregnan',
  'medic',
  'diagn',
  'enferm',
  'disease',
  'condici',
];

function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z]+|(?<=[a-z])(?=[A-Z])/)
    .map((word) => word.toLowerCase())
    .filter((word) => word !== '');
}

const REPORT_TEXT_MAX = 300;

/** A text safe to report: no e-mail, no digit runs that could be a phone or an ID, no query strings. */
export function scrubReportText(text: string): string {
  return text
    .replace(QUERY, '$1?[query]')
    .replace(EMAIL, '[email]')
    .replace(DIGITS, '[number]')
    .slice(0, REPORT_TEXT_MAX);
}

/** Whether a named value may be reported at all. */
export const reportableName = (name: string): boolean =>
  !nameWords(name).some(
    (word) => PERSONAL_WORDS.has(word) || PERSONAL_PREFIXES.some((prefix) => word.startsWith(prefix)),
  );

/** Named values safe to report: personal and health names left out, texts scrubbed. */
export function scrubReportDetail(
  detail: Readonly<Record<string, unknown>>,
): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(detail)) {
    if (!reportableName(name)) continue;
    if (typeof value === 'string') out[name] = scrubReportText(value);
    else if (typeof value === 'boolean') out[name] = value;
    else if (typeof value === 'number' && Number.isFinite(value))
      // A status or a count is small; a long number could be an ID or a phone.
      out[name] = Math.abs(value) < 10_000 ? value : '[number]';
  }
  return out;
}
