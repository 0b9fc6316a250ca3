import type { AllowedValue, ProfileFormField } from '../api/profile-form';
import { allowsDependants } from '../shared/catalogues/product-types';
import { accept, reject, type Outcome } from '../shared/outcome';
import {
  checkInsuredProfileForm,
  type ProfileFormField as InsuredProfileFormField,
} from '../shared/validators/insured-profile-form';
import type { SiteCountryCode } from '../site/country';
import {
  DEFAULT_AGE,
  DEFAULT_PARTNER_SEX,
  DEFAULT_SEX,
  PROFILE_MESSAGES,
  MIN_COLLECTIVE_EMPLOYEES,
  NO_EPS,
  type Profile,
} from './profile';
import { isRecord, normaliseKinship, parseProfileInput, toInteger } from './profile-input';
import {
  findNode,
  initialValues,
  isContainer,
  isHidden,
  readValue,
  setFieldValue,
  type FieldEdit,
  type FieldPath,
  type ScalarValue,
  rowTemplate,
  rowsOf,
  setRows,
  typedValues,
  type FormNode,
  type FormValue,
  type FormValues,
} from './profile-form-model';
import { isPetProductType } from './pet-product-type';

export { isPetProductType };

/** Company insurance: the subtitle about sex and age does not apply. */
const COLLECTIVE_PRODUCT_TYPES: ReadonlySet<string> = new Set(['SEGURO COLECTIVO', 'SCTR']);

export const isCompanyInsurance = (productType: string): boolean => COLLECTIVE_PRODUCT_TYPES.has(productType);
/** Adding persons is disallowed for colectivo, SCTR and SEGURO COLECTIVO (§5). */
export const allowsAddingPersons = (productType: string): boolean => allowsDependants(productType);

/** The list dependants go to: pets for pet insurance, cargas otherwise. */
export function dependantsListName(productType: string): 'mascota' | 'cargas' {
  return isPetProductType(productType) ? 'mascota' : 'cargas';
}

const COUPLE_KINSHIP = 'Cónyuge';
const CHILD_KINSHIP = 'Hijo/Hija';
export const PET_KINSHIP = 'Mascota';

/** Who can be added: the form's own kinship options when it has them, else Cónyuge and Hijo(a). */
export function dependantKinds(tree: readonly FormNode[], productType: string): readonly AllowedValue[] {
  if (isPetProductType(productType)) return [{ value: PET_KINSHIP, label: 'Mascota' }];
  const list = tree.find((node) => node.name === 'cargas');
  const kinship = list?.children.find((child) => child.name === 'parentescoCarga');
  const options = kinship?.field.allowedValues?.filter((option) => String(option.value) !== '');
  if (options && options.length > 0) return options;
  return [
    { value: COUPLE_KINSHIP, label: 'Cónyuge' },
    { value: CHILD_KINSHIP, label: 'Hijo(a)' },
  ];
}

function isCouple(kind: unknown): boolean {
  return typeof kind === 'string' && normaliseKinship(kind) === COUPLE_KINSHIP;
}

/** A couple exists when a dependant is the Cónyuge. */
function hasCouple(rows: readonly FormValues[]): boolean {
  return rows.some((row) => isCouple(row.parentescoCarga));
}

/** A Cónyuge may be added only once (§2, 001 §5). */
export function canAddDependant(kind: string, rows: readonly FormValues[]): boolean {
  return !(isCouple(kind) && hasCouple(rows));
}

/** The insured-persons menu adds at most this many dependants (or pets) to one profile. */
export const MAX_DEPENDANTS = 10;

/** Whether the menu may add a dependant of this kind to the list: the cap, and one Cónyuge for cargas. */
export function mayAddDependant(listName: string, kind: string, rows: readonly FormValues[]): boolean {
  if (rows.length >= MAX_DEPENDANTS) return false;
  return listName !== 'cargas' || canAddDependant(kind, rows);
}

/** Dependants are valid when each has a non-negative age, or when there are none (§5). */
export function dependantsValid(rows: readonly FormValues[]): boolean {
  return rows.every((row) => {
    const raw = row.edad;
    // An age has no thousands dots: '7.5' is not 75, it is not an age.
    const age = typeof raw === 'string' ? toInteger(raw) : null;
    return age !== null && age >= 0;
  });
}

/**
 * Adding appends a cloned row of the list's template, of the kind chosen; a partner defaults to female.
 * A new dependant starts without an age, whatever the form's default (issue 30: a child added as 25 years
 * old priced the wrong plan): the visitor is asked for it (dependantsValid blocks until then).
 */
export function addDependant(
  tree: readonly FormNode[],
  values: FormValues,
  listName: string,
  kind: string,
): FormValues {
  const list = tree.find((node) => node.name === listName && node.kind === 'array');
  if (!list) return values;
  const rows = rowsOf(values, listName);
  if (!mayAddDependant(listName, kind, rows)) return values;
  const row: Record<string, FormValue> = { ...rowTemplate(list) };
  if (Object.hasOwn(row, 'parentescoCarga')) row.parentescoCarga = kind;
  if (Object.hasOwn(row, 'edad')) row.edad = '';
  if (Object.hasOwn(row, 'sexo') && isCouple(kind)) row.sexo = DEFAULT_PARTNER_SEX;
  return syncEnPareja(tree, setRows(values, listName, [...rows, row]));
}

/** Removing deletes the last row. */
export function removeLastDependant(
  tree: readonly FormNode[],
  values: FormValues,
  listName: string,
): FormValues {
  const rows = rowsOf(values, listName);
  return rows.length === 0 ? values : syncEnPareja(tree, setRows(values, listName, rows.slice(0, -1)));
}

/** enPareja as the form holds it: text. */
function enParejaText(enPareja: boolean | undefined): string {
  return enPareja ? 'true' : 'false';
}

/**
 * The stored profile written into the form (the 200 ms prefill of §4): each field takes the profile
 * value of its name; booleans become text for non-checkbox fields (enPareja), lists keep their rows.
 */
export function profileToValues(tree: readonly FormNode[], profile: Profile): FormValues {
  const start = initialValues(tree);
  return fillLevel(tree, profile as unknown as Record<string, unknown>, start) as FormValues;
}

function fillLevel(nodes: readonly FormNode[], source: unknown, start: FormValues): FormValues {
  const record = isRecord(source) ? source : {};
  const out: Record<string, FormValue> = { ...start };
  for (const node of nodes) {
    const raw = Object.hasOwn(record, node.name) ? record[node.name] : undefined;
    if (raw === undefined || raw === null) continue;
    if (node.kind === 'group') {
      const base = isRecord(start[node.name]) ? (start[node.name] as FormValues) : rowTemplate(node);
      out[node.name] = fillLevel(node.children, raw, base);
    } else if (node.kind === 'array') {
      if (Array.isArray(raw))
        out[node.name] = raw.slice(0, 20).map((row) => fillLevel(node.children, row, rowTemplate(node)));
    } else if (node.kind === 'checkbox') {
      out[node.name] = raw === true || raw === 'true';
    } else if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') {
      out[node.name] = String(raw);
    } else if (isRecord(raw) && (typeof raw.stateCode === 'number' || typeof raw.stateCode === 'string')) {
      // A stored region (§3) shows in its select by its number.
      out[node.name] = String(raw.stateCode);
    }
  }
  return out;
}

/**
 * The form's values as a profile: typed by dataType (ages as integers), hidden fields left out, an
 * empty sex read as 'Masculino', a missing holder age as 25, a partner without sex as female, enPareja
 * from its field or from the presence of a Cónyuge, and the company size kept as colectivos too.
 */
export function valuesToProfile(tree: readonly FormNode[], values: FormValues): Outcome<Profile, string> {
  const typed = typedValues(tree, values);
  const input: Record<string, unknown> = { ...typed };
  const cargas = Array.isArray(typed.cargas) ? (typed.cargas as unknown[]).filter(isRecord) : [];
  input.cargas = cargas.map((row) =>
    isCouple(row.parentescoCarga) && !row.sexo ? { ...row, sexo: DEFAULT_PARTNER_SEX } : row,
  );
  if (typeof typed.enPareja !== 'boolean' && typed.enPareja !== 'true' && typed.enPareja !== 'false')
    input.enPareja = cargas.some((row) => isCouple(row.parentescoCarga));
  if (!Array.isArray(typed.cotizante) || typed.cotizante.length === 0)
    input.cotizante = [{ sexo: DEFAULT_SEX, edad: DEFAULT_AGE }];
  const employees = employeesOf(typed);
  if (employees !== undefined) {
    input.colectivo = { cantidadempleados: employees };
    if (!Array.isArray(typed.colectivos) || typed.colectivos.length === 0)
      input.colectivos = [{ cantidadDeTrabajadores: employees, cantidadDeCargas: cargas.length }];
  }
  const parsed = parseProfileInput(input);
  return parsed.ok ? accept(parsed.value) : reject(PROFILE_MESSAGES.invalid);
}

function employeesOf(typed: Record<string, unknown>): number | undefined {
  const nested = isRecord(typed.colectivo) ? typed.colectivo.cantidadempleados : undefined;
  const value = nested ?? typed.cantidadempleados;
  return typeof value === 'number' ? value : undefined;
}

function hasEmployeesField(tree: readonly FormNode[]): boolean {
  const walk = (nodes: readonly FormNode[]): boolean =>
    nodes.some((node) => node.name === 'cantidadempleados' || (isContainer(node) && walk(node.children)));
  return walk(tree);
}

/**
 * The live verdict of §4 and §5 (Colombia): a holder without EPS, or a company under 10 employees,
 * makes the profile invalid while the visitor types. Null when neither applies.
 */
export function liveProfileError(
  tree: readonly FormNode[],
  values: FormValues,
  country: SiteCountryCode,
): string | null {
  if (country !== 'CO') return null;
  const typed = typedValues(tree, values);
  const titular = isRecord(typed.titular) ? typed.titular : {};
  if (titular.epsActual === NO_EPS) return PROFILE_MESSAGES.noEps;
  const employees = employeesOf(typed);
  if (employees !== undefined && employees < MIN_COLLECTIVE_EMPLOYEES) return PROFILE_MESSAGES.minEmployees;
  return null;
}

/** At submit an empty company size counts as none: the minimum-10 message, not a silent pass. */
export function submitProfileError(
  tree: readonly FormNode[],
  values: FormValues,
  country: SiteCountryCode,
): string | null {
  const live = liveProfileError(tree, values, country);
  if (live) return live;
  if (country === 'CO' && hasEmployeesField(tree) && employeesOf(typedValues(tree, values)) === undefined)
    return PROFILE_MESSAGES.minEmployees;
  const checked = checkInsuredProfileForm(requiredFields(tree, values));
  return checked.ok ? null : checked.error;
}

/**
 * retrieveFunction names a list of options the site knows how to build; the definition can only pick
 * from these names (no code comes with it). Unknown names fall back to allowedValues.
 */
type Retrieve = (field: ProfileFormField, row: FormValues) => readonly AllowedValue[];
const CAT_BREEDS = /gat|persa|siam|bengal|angora|maine|ragdoll|sphynx|azul ruso/i;
const RETRIEVE_FUNCTIONS: Readonly<Record<string, Retrieve>> = {
  breedsBySpecies: (field, row) => {
    const all = field.allowedValues ?? [];
    if (row.especie !== 'Perro' && row.especie !== 'Gato') return all;
    const cat = row.especie === 'Gato';
    return all.filter((option) => CAT_BREEDS.test(String(option.value)) === cat);
  },
  edades: () => ageOptions(0, 99),
  edadesMascota: () => ageOptions(0, 20),
};

/** The options a select or radio offers in its row. */
export function fieldOptions(field: ProfileFormField, row: FormValues): readonly AllowedValue[] {
  const name = field.retrieveFunction;
  if (name && Object.hasOwn(RETRIEVE_FUNCTIONS, name)) return RETRIEVE_FUNCTIONS[name]?.(field, row) ?? [];
  return field.allowedValues ?? [];
}

function ageOptions(from: number, to: number): AllowedValue[] {
  return Array.from({ length: to - from + 1 }, (_, index) => {
    const age = from + index;
    return { value: String(age), label: age === 1 ? '1 año' : `${age} años` };
  });
}

/**
 * changeAction names what else happens when a field changes; like retrieveFunction it is a name from
 * a fixed list, never code. 'validateProfile' asks for the live check, which runs on every change
 * anyway; 'clearDependants' empties the dependants. Unknown names change nothing.
 */
function applyChangeAction(name: string | null | undefined, values: FormValues): FormValues {
  if (name === 'clearDependants' || name === 'limpiarCargas')
    return rowsOf(values, 'cargas').length > 0 ? setRows(values, 'cargas', []) : values;
  return values;
}

/**
 * A visitor's edit: the field takes the value (unless it would make a second Cónyuge), its
 * changeAction runs, enPareja and the Cónyuge dependant follow each other, and a select whose options
 * depend on the row (breed by species) falls back to its first option when its value no longer fits.
 */
export const changeField: FieldEdit = (tree, values, path, value) => {
  const node = findNode(tree, path);
  if (!node || isContainer(node)) return values;
  if (node.name === 'parentescoCarga' && path[0] === 'cargas' && isCouple(value)) {
    const others = rowsOf(values, 'cargas').filter((_, index) => index !== path[1]);
    if (hasCouple(others)) return values;
  }
  let next = setFieldValue(tree, values, path, value);
  if (next === values) return values;
  next = applyChangeAction(node.field.changeAction, next);
  if (path.length === 1 && node.name === 'enPareja') next = followEnPareja(tree, next);
  else if (path[0] === 'cargas') next = syncEnPareja(tree, next);
  if (path.length === 3 && typeof path[0] === 'string' && typeof path[1] === 'number')
    next = refitRow(tree, next, path[0], path[1]);
  return next;
};

/** enPareja ticked adds the Cónyuge (female by default); unticked removes it. */
function followEnPareja(tree: readonly FormNode[], values: FormValues): FormValues {
  const rows = rowsOf(values, 'cargas');
  const on = values.enPareja === true || values.enPareja === 'true';
  if (on && !hasCouple(rows)) return addDependant(tree, values, 'cargas', COUPLE_KINSHIP);
  if (!on && hasCouple(rows))
    return setRows(
      values,
      'cargas',
      rows.filter((row) => !isCouple(row.parentescoCarga)),
    );
  return values;
}

/** After the dependants change, enPareja says whether a Cónyuge is among them (text or checkbox alike). */
function syncEnPareja(tree: readonly FormNode[], values: FormValues): FormValues {
  const field = tree.find((node) => node.name === 'enPareja');
  if (!field) return values;
  const couple = hasCouple(rowsOf(values, 'cargas'));
  const value: ScalarValue = field.kind === 'checkbox' ? couple : enParejaText(couple);
  return values.enPareja === value ? values : { ...values, enPareja: value };
}

function refitRow(
  tree: readonly FormNode[],
  values: FormValues,
  listName: string,
  index: number,
): FormValues {
  const list = tree.find((node) => node.name === listName && node.kind === 'array');
  const row = rowsOf(values, listName)[index];
  if (!list || !row) return values;
  let next = values;
  for (const child of list.children) {
    if (!child.field.retrieveFunction || (child.kind !== 'select' && child.kind !== 'radio')) continue;
    const options = fieldOptions(child.field, row);
    const current = row[child.name];
    const first = options[0];
    if (first && !options.some((option) => String(option.value) === current))
      next = setFieldValue(tree, next, [listName, index, child.name], String(first.value));
  }
  return next;
}

/** The visible required fields with their values, for the insured-profile form check (001 §5). */
function requiredFields(tree: readonly FormNode[], values: FormValues): InsuredProfileFormField[] {
  const fields: InsuredProfileFormField[] = [];
  const visit = (nodes: readonly FormNode[], base: FieldPath) => {
    for (const node of nodes) {
      if (isHidden(tree, values, node, base)) continue;
      if (node.kind === 'group') visit(node.children, [...base, node.name]);
      else if (node.kind === 'array')
        rowsOf((readValue(values, base) ?? {}) as FormValues, node.name).forEach((_, index) =>
          visit(node.children, [...base, node.name, index]),
        );
      else if (node.field.required && node.kind !== 'checkbox')
        fields.push({
          label: node.field.label ?? node.name,
          required: true,
          value: readValue(values, [...base, node.name]),
        });
    }
  };
  visit(tree, []);
  return fields;
}
