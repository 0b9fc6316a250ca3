import type { Profile } from '../profile/profile';
import { remoteText } from '../texts/remote-text';
import { textRef, type TextRef } from '../texts/text-ref';
import type { PurchaseField, PurchaseForm } from './purchase-form';

/**
 * Everyone a purchase insures is registered (issue 24): the buyer and each other person of the profile
 * the purchase is priced for (a second cotizante, each dependant) is named, identified and answers the
 * health declaration. The product's forms say which fields are asked of each person (perInsured); the
 * site repeats them for every other person, under a heading that names who they are.
 */
export interface InsuredPerson {
  /** 0 is the buyer (the holder); the others in the profile's order, cotizantes then dependants. */
  readonly index: number;
  /** The prefix of this person's field names ('' for the buyer, 'asegurado2.' for the second). */
  readonly prefix: string;
  /** As the profile says it (Cónyuge, Hijo/Hija…); null for the buyer. */
  readonly relation: string | null;
  readonly age: number | null;
}

const DEFAULT_RELATION = 'Asegurado adicional';

/** The people a profile insures: the buyer first, then every other cotizante and each dependant. */
export function insuredPeople(profile: Pick<Profile, 'cotizante' | 'cargas'>): InsuredPerson[] {
  const [holder, ...others] = profile.cotizante;
  const rest = [
    ...others.map((person) => ({ relation: person.parentesco ?? DEFAULT_RELATION, age: person.edad })),
    ...profile.cargas.map((carga) => ({ relation: carga.parentescoCarga, age: carga.edad })),
  ];
  return [
    { index: 0, prefix: '', relation: null, age: holder?.edad ?? null },
    ...rest.map((person, position) => ({
      index: position + 1,
      prefix: `asegurado${position + 2}.`,
      relation: person.relation,
      age: person.age,
    })),
  ];
}

/** A field as the purchase shows it: the person it asks about, when the step asks about several. */
export interface PersonField extends PurchaseField {
  readonly person?: InsuredPerson;
}

/** The heading over a person's fields: 'Titular: tú, 60 años', 'Asegurado 2: Hijo/Hija, 30 años'. */
export function personHeading(person: InsuredPerson): TextRef {
  const known = person.age !== null;
  if (person.index === 0)
    return known
      ? textRef('purchase.insuredHolderAge', { age: person.age })
      : textRef('purchase.insuredHolder');
  const params = { index: person.index + 1, ...(known ? { age: person.age } : {}) };
  return {
    key: known ? 'purchase.insuredDependantAge' : 'purchase.insuredDependant',
    params,
    lists: { relation: [remoteText(person.relation ?? DEFAULT_RELATION)] },
  };
}

/**
 * A form with its per-person fields asked of everyone insured. With the buyer alone it is the form as
 * the product gives it. Else the buyer's own fields come first, under the buyer's heading; then each
 * other person's copy of the per-person fields; then what is asked once for all (the consent last).
 */
function formForInsured(form: PurchaseForm, people: readonly InsuredPerson[]): PurchaseForm {
  const perPerson = form.fields.filter((field) => field.perInsured === true);
  const [holder, ...others] = people;
  if (!holder || others.length === 0 || perPerson.length === 0) return form;
  const firstConsent = form.fields.findIndex((field) => field.kind === 'consent');
  const lastPerPerson = form.fields.findLastIndex((field) => field.perInsured === true);
  const at = firstConsent > lastPerPerson ? firstConsent : lastPerPerson + 1;
  const copies: PersonField[] = others.flatMap((person) =>
    perPerson.map((field) => {
      const { insuredLabel, perInsured: _perInsured, autocomplete: _autocomplete, ...rest } = field;
      return {
        ...rest,
        name: `${person.prefix}${field.name}`,
        label: insuredLabel ?? field.label,
        person,
      };
    }),
  );
  const own: PersonField[] = form.fields.slice(0, at).map((field) => ({ ...field, person: holder }));
  return { ...form, fields: [...own, ...copies, ...form.fields.slice(at)] };
}

/** The product's forms for the people of the profile the purchase is priced for. */
export function formsForInsured(
  forms: readonly PurchaseForm[],
  profile: Pick<Profile, 'cotizante' | 'cargas'>,
): PurchaseForm[] {
  const people = insuredPeople(profile);
  return forms.map((form) => formForInsured(form, people));
}

/** One insured person as the lead tells the back office: who they are and their declaration. */
export interface InsuredRecord {
  readonly asegurado: number;
  readonly parentesco: string;
  readonly edad?: number;
  readonly datos: Readonly<Record<string, string>>;
}

/**
 * Everyone insured, with what the purchase collected of each (name, document, birth date, each
 * health answer), for the lead: read from the forms' per-person fields and the values typed so far.
 */
export function insuredRecords(
  forms: readonly PurchaseForm[],
  values: Readonly<Record<string, string>>,
): InsuredRecord[] {
  const records = new Map<number, { person: InsuredPerson; datos: Record<string, string> }>();
  for (const form of forms)
    for (const field of form.fields as readonly PersonField[]) {
      const person = field.person;
      if (!person) continue;
      const asked = person.index === 0 ? field.perInsured === true : true;
      const value = values[field.name];
      if (!asked || value === undefined || value === '') continue;
      const record = records.get(person.index) ?? { person, datos: {} };
      record.datos[field.name.slice(person.prefix.length)] = value.slice(0, 200);
      records.set(person.index, record);
    }
  return [...records.values()]
    .sort((a, b) => a.person.index - b.person.index)
    .map(({ person, datos }) => ({
      asegurado: person.index + 1,
      parentesco: person.relation ?? 'Titular',
      ...(person.age !== null ? { edad: person.age } : {}),
      datos,
    }));
}

/** A run of a step's fields: one person's (under their heading), or fields asked once for all. */
export interface FieldGroup {
  readonly person: InsuredPerson | null;
  readonly fields: readonly PersonField[];
}

/** The step's fields in runs: consecutive fields about the same person go together. */
export function fieldGroups(fields: readonly PersonField[]): FieldGroup[] {
  const groups: { person: InsuredPerson | null; fields: PersonField[] }[] = [];
  for (const field of fields) {
    const person = field.person ?? null;
    const last = groups.at(-1);
    if (last && last.person?.index === person?.index) last.fields.push(field);
    else groups.push({ person, fields: [field] });
  }
  return groups;
}
