import type { Offer, ProfilePrice } from '../api';
import { isCollectiveProductType } from '../compare/card-rules';
import { insuredOf, planPrice } from '../compare/plan-price';
import type { Profile } from '../profile/profile';
import { isPetProductType } from '../profile/pet-product-type';
import type { CurrencyCode } from '../shared/catalogues/currencies';
import { formatMoney } from '../shared/money/format-money';
import { remoteText } from '../texts/remote-text';
import { textRef, type TextRef } from '../texts/text-ref';
import { insuredPeople } from './purchase-people';
import { purchaseTotal, type InsuredPrice, type PurchaseTotal } from './purchase-payment';

/**
 * The purchase's price and its summary (issue 24): what the API priced for the people the purchase
 * insures, one line per insured person (who, age, price) and the total, by the same price rule as every
 * other place that shows the plan (core/domain/compare/plan-price.ts). The view only renders it.
 */

/**
 * The purchase's price for these insured with the plan's offers, or null when the answer prices nobody,
 * or not everyone: then nothing may be charged.
 */
export function purchasePrice(input: {
  readonly priced: ProfilePrice;
  readonly profile: Profile;
  readonly productType: string;
  readonly offers: readonly Offer[];
}): PurchaseTotal | null {
  const { priced, profile, productType } = input;
  const total = priced.total.minPrice;
  if (!(total > 0) || priced.total.arePricesDefined === false) return null;
  const perEmployee = isCollectiveProductType(productType);
  const pets = isPetProductType(productType);
  const price = planPrice({
    plan: { listPrice: total, currency: '', perEmployee },
    insured: insuredOf(profile, { perEmployee, pets }),
    priced,
  });
  const relations = pets
    ? (profile.mascota ?? []).map((pet) => pet.especie)
    : insuredPeople(profile).map((person) => person.relation);
  const insured: InsuredPrice[] =
    price.kind === 'people'
      ? price.lines.map((line) => ({
          index: line.index,
          relation: relations[line.index] ?? null,
          age: line.age,
          amount: line.amount === null ? null : Math.round(line.amount),
        }))
      : [];
  return { ...purchaseTotal(Math.round(total), input.offers), insured };
}

/** A line of the summary, its amount already written in the site's money (null: not known yet). */
interface SummaryLine {
  readonly key: string;
  readonly kind: 'person' | 'base' | 'discount' | 'perk';
  readonly label: TextRef;
  readonly note?: TextRef;
  readonly amount: string | null;
}

export interface PurchaseSummaryView {
  readonly lines: readonly SummaryLine[];
  /** What the payment charges, labelled as the total (for how many insured when more than one). */
  readonly total: { readonly label: TextRef; readonly amount: string | null };
}

/** Who a line is for: the name typed for them in the purchase, else their kinship (the buyer: Titular). */
function whoOf(person: InsuredPrice, typed: Readonly<Record<string, string>>, pets: boolean): TextRef {
  const nameField = pets
    ? person.index === 0
      ? 'nombreMascota'
      : null
    : person.index === 0
      ? 'nombre'
      : `asegurado${person.index + 1}.nombre`;
  const name = nameField ? typed[nameField]?.trim().replace(/\s+/g, ' ') : undefined;
  if (name) return remoteText(name);
  if (person.relation) return remoteText(person.relation);
  return textRef('purchase.summaryHolder');
}

function personLabel(person: InsuredPrice, who: TextRef): TextRef {
  if (person.age === null) return who;
  return { key: 'purchase.summaryPerson', params: { age: person.age }, lists: { who: [who] } };
}

/**
 * The summary beside the steps. The per-person lines and the offers are shown only when they add up to
 * what the payment charges (the total recorded when the purchase started); else the amount charged
 * alone. While no price for the insured is known, no amount is shown as if it were.
 */
export function purchaseSummaryView(input: {
  readonly summary: PurchaseTotal;
  /** The total recorded when the purchase started: what the payment charges. */
  readonly total: number;
  readonly priced: boolean;
  /** What the steps recorded, by step (names typed for each person). */
  readonly values: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly productType: string;
  /** The site: its money. */
  readonly site: { readonly currency: CurrencyCode };
}): PurchaseSummaryView {
  const { summary, total, priced, site } = input;
  const money = (amount: number) => siteMoney(site, amount);
  const linesAddUp = priced && summary.total === total;
  const insured = summary.insured ?? [];
  const perPerson =
    linesAddUp &&
    insured.length > 0 &&
    insured.every((person) => person.amount !== null) &&
    insured.reduce((sum, person) => sum + (person.amount ?? 0), 0) === summary.base;
  const typed: Record<string, string> = Object.assign({}, ...Object.values(input.values));
  const pets = isPetProductType(input.productType);
  const people: SummaryLine[] = perPerson
    ? insured.map((person) => ({
        key: `person-${person.index}`,
        kind: 'person',
        label: personLabel(person, whoOf(person, typed, pets)),
        amount: money(person.amount ?? 0),
      }))
    : [
        {
          key: 'base',
          kind: 'base',
          label: textRef('purchase.monthly'),
          amount: priced ? money(linesAddUp ? summary.base : total) : null,
        },
      ];
  const offers: SummaryLine[] = linesAddUp
    ? summary.lines.map((line, position) => ({
        key: `offer-${position}`,
        kind: line.amount === null ? 'perk' : 'discount',
        label: remoteText(line.label),
        ...(line.note ? { note: line.note } : {}),
        amount: line.amount === null ? '' : money(line.amount),
      }))
    : [];
  const count = perPerson ? insured.length : 0;
  return {
    lines: [...people, ...offers],
    total: {
      label: count > 1 ? textRef('purchase.totalFor', { count }) : textRef('purchase.total'),
      amount: priced ? money(total) : null,
    },
  };
}

/** An amount of the purchase in the site's money (what the payment charges, what was paid). */
export function siteMoney(site: { readonly currency: CurrencyCode }, amount: number): string {
  return formatMoney(amount, site.currency);
}
