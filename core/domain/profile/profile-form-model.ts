import type { FieldType, ProfileForm, ProfileFormField } from '../api/profile-form';
import { evaluateHideExpression } from './hide-expression';
import { DEFAULT_AGE, DEFAULT_SEX } from './profile';
import { isRecord, toInteger } from './profile-input';

/**
 * The server-defined profile form (§3 "Profile form definition") as a tree of fields, and the form's
 * values. A field's fldName is the profile key it fills; groupedBy names the array or group it sits
 * in. Values are text (inputs, selects, radios) or booleans (checkboxes), as the controls hold them;
 * they become typed (dataType) only when read.
 */
export type ScalarValue = string | boolean;
export interface FormValues {
  readonly [name: string]: FormValue;
}
export type FormValue = ScalarValue | FormValues | readonly FormValues[];
/** A field's place in the values: names and row indexes, e.g. ['cargas', 0, 'edad']. */
export type FieldPath = readonly (string | number)[];

export interface FormNode {
  readonly name: string;
  readonly kind: FieldType;
  readonly field: ProfileFormField;
  readonly children: readonly FormNode[];
}

const FORBIDDEN_NAMES = new Set(['__proto__', 'prototype', 'constructor']);
const CONTAINERS: ReadonlySet<FieldType> = new Set(['array', 'group']);

/** The fields as a tree, each level in definition order (or `order` when given). */
export function buildFormTree(form: Pick<ProfileForm, 'profileFormFields'>): readonly FormNode[] {
  const fields = form.profileFormFields.filter((field) => !FORBIDDEN_NAMES.has(field.fldName));
  const containers = new Set(
    fields.filter((field) => CONTAINERS.has(field.fieldType.fldType)).map((field) => field.fldName),
  );
  const parentOf = (field: ProfileFormField): string | null =>
    field.groupedBy && field.groupedBy !== field.fldName && containers.has(field.groupedBy)
      ? field.groupedBy
      : null;
  const ordered = fields
    .map((field, index) => ({ field, index }))
    .sort((a, b) => (a.field.order ?? a.index) - (b.field.order ?? b.index) || a.index - b.index)
    .map(({ field }) => field);
  const build = (parent: string | null, seen: ReadonlySet<string>): FormNode[] => {
    const names = new Set<string>();
    const nodes: FormNode[] = [];
    for (const field of ordered) {
      if (parentOf(field) !== parent || names.has(field.fldName) || seen.has(field.fldName)) continue;
      names.add(field.fldName);
      const kind = field.fieldType.fldType;
      const children = CONTAINERS.has(kind) ? build(field.fldName, new Set([...seen, field.fldName])) : [];
      nodes.push({ name: field.fldName, kind, field, children });
    }
    return nodes;
  };
  return build(null, new Set());
}

export function isContainer(node: FormNode): boolean {
  return CONTAINERS.has(node.kind);
}

/** A field's starting value: checkbox default 'true' is true; number defaults as integers (§5). */
export function defaultFieldValue(field: ProfileFormField): ScalarValue {
  const raw = field.defaultValue;
  if (field.fieldType.fldType === 'checkbox') return raw === true || raw === 'true';
  if (raw === null || raw === undefined || raw === '') {
    if (field.fldName === 'sexo') return DEFAULT_SEX;
    if (field.fldName === 'edad' && field.groupedBy === 'cotizante') return String(DEFAULT_AGE);
    return '';
  }
  if (isNumeric(field)) {
    const number = typeof raw === 'number' ? Math.trunc(raw) : toInteger(String(raw).replace(/\./g, ''));
    return number === null ? '' : String(number);
  }
  return String(raw);
}

/** Values of one row of an array (or of a group) from the defaults. */
export function rowTemplate(node: FormNode): FormValues {
  return Object.fromEntries(node.children.map((child) => [child.name, initialValue(child)]));
}

/** The values a form starts with before any profile is written into it. */
export function initialValues(tree: readonly FormNode[]): FormValues {
  return Object.fromEntries(tree.map((node) => [node.name, initialValue(node)]));
}

function initialValue(node: FormNode): FormValue {
  if (node.kind === 'group') return rowTemplate(node);
  if (node.kind === 'array') return Array.from({ length: minimumRows(node) }, () => rowTemplate(node));
  return defaultFieldValue(node.field);
}

/** The insured holder's list always has one row; other lists start with `min` rows (0 by default). */
function minimumRows(node: FormNode): number {
  const min = node.field.min ?? (node.name === 'cotizante' ? 1 : 0);
  return Math.max(0, Math.min(10, Math.trunc(min)));
}

export function findNode(tree: readonly FormNode[], path: FieldPath): FormNode | null {
  let level = tree;
  let found: FormNode | null = null;
  for (let i = 0; i < path.length; i += 1) {
    const segment = path[i];
    if (typeof segment !== 'string') return null;
    found = level.find((node) => node.name === segment) ?? null;
    if (!found) return null;
    if (found.kind === 'array') {
      if (i + 1 < path.length && typeof path[i + 1] !== 'number') return null;
      i += 1;
    }
    level = found.children;
  }
  return found;
}

export function readValue(values: FormValues, path: FieldPath): FormValue | undefined {
  let current: unknown = values;
  for (const segment of path) {
    if (typeof segment === 'number') current = Array.isArray(current) ? current[segment] : undefined;
    else current = isRecord(current) && Object.hasOwn(current, segment) ? current[segment] : undefined;
    if (current === undefined) return undefined;
  }
  return current as FormValue;
}

/** An edit of one field of the form: the values after the field at the path took the value. */
export type FieldEdit = (
  tree: readonly FormNode[],
  values: FormValues,
  path: FieldPath,
  value: ScalarValue,
) => FormValues;

/** The values with one field changed; a path that names no scalar field of the form changes nothing. */
export const setFieldValue: FieldEdit = (tree, values, path, value) => {
  const node = findNode(tree, path);
  if (!node || isContainer(node) || readValue(values, path) === undefined) return values;
  const typed = node.kind === 'checkbox' ? value === true || value === 'true' : String(value);
  return writeIn(values, path, typed) as FormValues;
};

function writeIn(target: unknown, path: FieldPath, value: FormValue): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const list = Array.isArray(target) ? [...(target as unknown[])] : [];
    list[head] = writeIn(list[head], rest, value);
    return list;
  }
  const record = isRecord(target) ? target : {};
  return { ...record, [head]: writeIn(record[head], rest, value) };
}

/** Replace a whole list (rows added or removed). */
export function setRows(values: FormValues, name: string, rows: readonly FormValues[]): FormValues {
  return { ...values, [name]: rows };
}

export function rowsOf(values: FormValues, name: string): readonly FormValues[] {
  const rows = Object.hasOwn(values, name) ? values[name] : undefined;
  return Array.isArray(rows) ? (rows as readonly FormValues[]).filter(isRecord) : [];
}

function isNumeric(field: ProfileFormField): boolean {
  return field.dataType === 'number' || field.fieldType.htmlType === 'number';
}

/** A control's value typed by the field's dataType: integers, booleans, text; empty numbers are undefined. */
function parseFieldValue(
  field: ProfileFormField,
  raw: FormValue | undefined,
): string | number | boolean | undefined {
  if (raw === undefined || typeof raw === 'object') return undefined;
  if (field.dataType === 'boolean' || (field.fieldType.fldType === 'checkbox' && field.dataType !== 'string'))
    return raw === true || raw === 'true';
  if (isNumeric(field)) {
    if (typeof raw === 'boolean') return undefined;
    return toInteger(raw.replace(/\./g, '')) ?? undefined;
  }
  return typeof raw === 'boolean' ? String(raw) : raw.trim();
}

/**
 * The values typed by dataType, without the fields their hideExpression hides. Hide expressions read
 * the typed values of the whole form, so `cantidadempleados < 10` compares numbers.
 */
export function typedValues(tree: readonly FormNode[], values: FormValues): Record<string, unknown> {
  const all = typeLevel(tree, values, null, null);
  return typeLevel(tree, values, all, all);
}

function typeLevel(
  nodes: readonly FormNode[],
  values: unknown,
  typedModel: unknown,
  typedRoot: Record<string, unknown> | null,
): Record<string, unknown> {
  const source = isRecord(values) ? values : {};
  const out: Record<string, unknown> = {};
  for (const node of nodes) {
    if (
      typedRoot &&
      evaluateHideExpression(node.field.hideExpression, { model: typedModel, root: typedRoot })
    )
      continue;
    const raw = Object.hasOwn(source, node.name) ? source[node.name] : undefined;
    const typedHere = isRecord(typedModel) ? typedModel[node.name] : undefined;
    if (node.kind === 'group') {
      out[node.name] = typeLevel(node.children, raw, typedHere, typedRoot);
    } else if (node.kind === 'array') {
      const rows = Array.isArray(raw) ? raw : [];
      const typedRows = Array.isArray(typedHere) ? typedHere : [];
      out[node.name] = rows.map((row, index) => typeLevel(node.children, row, typedRows[index], typedRoot));
    } else {
      const parsed = parseFieldValue(node.field, raw as FormValue | undefined);
      if (parsed !== undefined) out[node.name] = parsed;
    }
  }
  return out;
}

/** Whether a field is hidden, given the values of its own row or group and of the whole form. */
export function isHidden(
  tree: readonly FormNode[],
  values: FormValues,
  node: FormNode,
  rowPath: FieldPath,
): boolean {
  if (!node.field.hideExpression) return false;
  const root = typeLevel(tree, values, null, null);
  let model: unknown = root;
  for (const segment of rowPath) {
    if (typeof segment === 'number') model = Array.isArray(model) ? model[segment] : undefined;
    else model = isRecord(model) ? model[segment] : undefined;
  }
  return evaluateHideExpression(node.field.hideExpression, { model, root });
}

/**
 * What a control keeps of what the visitor types: numeric fields (dataType number, or a mask of
 * digits like '000') keep digits only, truncated to maxLength or the mask's length (§5: numeric fields
 * truncate to 3 digits by default).
 */
export function maskInput(field: ProfileFormField, text: string): string {
  const digitMask = field.mask && /^0+$/.test(field.mask) ? field.mask.length : null;
  if (!isNumeric(field) && digitMask === null) return field.maxLength ? text.slice(0, field.maxLength) : text;
  return text.replace(/\D/g, '').slice(0, field.maxLength ?? digitMask ?? 3);
}
