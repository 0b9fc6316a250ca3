import type { CardPart } from './card-degraded';
import {
  CurrencyCode,
  type CoverageAmount,
  type CoverageResume,
  type Feature,
  type InsuranceProduct,
  type OffersValue,
  type PaymentInfo,
  type ProfilePrice,
} from '../api';
import { formatMoney } from '../shared/money/format-money';
import { UF_DEFAULT_VALUE, ufToClp } from '../shared/money/uf';
import { priceUnit, priceUnitLabel, pricePeriod, type CardPrice } from './card-rules';
import { insuredOf, planPrice, pricedPlanOf, type InsuredProfile, type PlanPrice } from './plan-price';
import { textRef } from '../texts/text-ref';
import type { TextRef } from '../texts/text-ref';
import { COVERAGE_TEXTS } from './compare-texts';
import { copayRows, type CopayService, type CopayTable } from '../cost/copay-table';
import { COST_TEXTS } from '../cost/cost-texts-es';
import { planBedText } from '../shared/money/country-wording';
import type { SiteCountryCode } from '../site/country';

/** What a card fetches once it is visible (§4): coverages, features, offers, price for the profile, payment. */
export interface CardExtras {
  readonly coverages: CoverageResume;
  readonly features: readonly Feature[];
  readonly offers: OffersValue;
  readonly profilePrice: ProfilePrice | null;
  readonly paymentInfo: PaymentInfo | null;
  /** Parts whose call failed: the card says so (degradedCardNotice) and offers its retry. */
  readonly missing?: readonly CardPart[];
}

/** An amount as a visitor reads it: money in its currency, a percentage with '%', anything else plain. */
function formatAmount(value: number, unit: CoverageAmount['unit']): string {
  const currency = CurrencyCode.safeParse(unit?.currencyCode ?? unit?.code);
  if (currency.success) return formatMoney(value, currency.data);
  const code = (unit?.code ?? '').toLowerCase();
  if (code === '%' || code.startsWith('percent') || code === 'porcentaje') return `${Math.round(value)}%`;
  const name = unit?.name ? ` ${unit.name}` : '';
  return `${value.toLocaleString('es-CO')}${name}`;
}

export function formatCardPrice(price: CardPrice): string {
  return price.kind === 'exact'
    ? formatCardAmount(price, price.amount)
    : `${formatCardAmount(price, price.min)} - ${formatCardAmount(price, price.max)}`;
}

/** A plan's headline as a visitor reads it: the range of an estimate, else the amount put first. */
export function formatPlanPrice(price: PlanPrice): string {
  switch (price.kind) {
    case 'estimate':
      return `${formatCardAmount(price, price.min)} - ${formatCardAmount(price, price.max)}`;
    case 'people':
      return formatCardAmount(price, price.total);
    case 'employees':
      return formatCardAmount(price, price.perEmployee);
  }
}

/**
 * A UF price's pesos (§9: UF converted by the day's value, 39214.8 until it is known); null for a
 * price in any other currency.
 */
export function formatCardEquivalent(price: CardPrice, ufValue: number = UF_DEFAULT_VALUE): string | null {
  if (price.currency !== 'UF') return null;
  const clp = (amount: number) => formatMoney(ufToClp(amount, ufValue), 'CLP');
  return price.kind === 'exact' ? clp(price.amount) : `${clp(price.min)} - ${clp(price.max)}`;
}

/** A UF plan price's pesos, for the amount its headline shows (§9); null in any other currency. */
export function formatPlanEquivalent(price: PlanPrice, ufValue: number = UF_DEFAULT_VALUE): string | null {
  if (price.currency !== 'UF') return null;
  const clp = (amount: number) => formatMoney(ufToClp(amount, ufValue), 'CLP');
  switch (price.kind) {
    case 'estimate':
      return `${clp(price.min)} - ${clp(price.max)}`;
    case 'people':
      return clp(price.total);
    case 'employees':
      return clp(price.perEmployee);
  }
}

/** An amount of a card (a discount, a contribution share) in its price's currency; COP when unknown. */
export function formatCardAmount(price: Pick<CardPrice, 'currency'>, amount: number): string {
  const currency = CurrencyCode.safeParse(price.currency);
  return formatMoney(amount, currency.success ? currency.data : 'COP');
}

const TOP_KINDS = [
  'top_amount',
  'yearly_top',
  'lifetime_top',
  'top_amount_pref',
  'top_amount_libre',
] as const;

/** A copay table's cell: the amount per use, or the share of the bill the visitor pays. */
function copayCell(table: CopayTable | null | undefined, service: CopayService): string {
  const entry = copayRows(table).find((row) => row.service === service);
  if (!entry || !table) return MISSING;
  return 'amount' in entry ? formatMoney(entry.amount, currencyOf(table.currency)) : `${entry.percent} %`;
}

const currencyOf = (code: string) => {
  const parsed = CurrencyCode.safeParse(code);
  return parsed.success ? parsed.data : 'COP';
};

function firstAmount(
  amounts: Partial<Record<string, CoverageAmount>>,
  kinds: readonly string[],
  field: 'max' | 'min',
) {
  for (const kind of kinds) {
    const amount = amounts[kind];
    const value =
      field === 'max' ? (amount?.maxAmount ?? amount?.minAmount) : (amount?.minAmount ?? amount?.maxAmount);
    if (amount && value != null) return formatAmount(value, amount.unit);
  }
  return null;
}

/** A coverage tag's amount: its percentage, else its top; null when it names none. */
function coverageTagAmount(tag: CoverageResume['tags'][number]): string | null {
  const amounts = tag.coverages[0]?.amounts ?? {};
  const percentage = amounts.percentage?.maxAmount;
  if (percentage != null) return `${Math.round(percentage)}%`;
  return firstAmount(amounts, TOP_KINDS, 'max');
}

/** A coverage tag's headline: its percentage, else its top, else 'Incluida'. */
function coverageTagSummary(tag: CoverageResume['tags'][number]): string {
  return coverageTagAmount(tag) ?? COVERAGE_TEXTS.included;
}

/** The same headline in the page's language. */
export function coverageTagText(tag: CoverageResume['tags'][number]): TextRef {
  const amount = coverageTagAmount(tag);
  return amount === null ? { key: 'coverage.included' } : { key: 'coverage.amount', params: { amount } };
}

export interface ComparedPlan {
  readonly product: InsuranceProduct;
  readonly extras: CardExtras | null;
}

export interface ComparisonRow {
  readonly group: 'Precio' | 'Coberturas' | 'Copagos y deducibles' | 'Topes' | 'Beneficios';
  readonly label: string;
  /** The label in the page's language, where a rule words it (the price row). */
  readonly labelText?: TextRef;
  readonly cells: readonly string[];
  /** The cells in the page's language, where a rule words them (the coverage rows). */
  readonly cellTexts?: readonly TextRef[];
  /** The plans differ on this row: the view highlights it. */
  readonly differs: boolean;
}

const MISSING = '—';

/** A coverage text in es-CO, the table's plain cells. */
const esText = (ref: TextRef): string =>
  (COVERAGE_TEXTS as Readonly<Record<string, string>>)[ref.key.replace(/^coverage\./, '')] ?? ref.key;

function row(group: ComparisonRow['group'], label: string, cells: string[]): ComparisonRow {
  return { group, label, cells, differs: new Set(cells).size > 1 };
}

function union<T>(lists: ReadonlyArray<readonly T[]>): T[] {
  const seen: T[] = [];
  for (const list of lists) for (const item of list) if (!seen.includes(item)) seen.push(item);
  return seen;
}

/** The side-by-side table of the chosen plans: price, coverages, deductibles, top amounts and benefits. */
export function comparisonTable(
  plans: readonly ComparedPlan[],
  productType: string,
  /** The profile the plans were priced for: the same price rule as the cards (plan-price.ts). */
  profile?: InsuredProfile | null,
  pets = false,
  /** The site: its bed wording (§9, cama in Chile, cuarto elsewhere) names the room row. */
  country: SiteCountryCode = 'CO',
): readonly ComparisonRow[] {
  const rows: ComparisonRow[] = [];
  const paymentMode = plans[0]?.product.price.paymentMode;
  const prices = plans.map(({ product, extras }) => {
    const plan = pricedPlanOf(product, productType);
    return planPrice({
      plan,
      insured: profile
        ? insuredOf(profile, { perEmployee: plan.perEmployee, pets })
        : { kind: 'people', ages: [null] },
      priced: extras?.profilePrice ?? product.profilePrice,
      offers: Array.isArray(extras?.offers) ? extras.offers : [],
    });
  });
  // A household's figure is its total, per period; one person's and an employee's carry their unit.
  const household = prices.some((price) => price.kind === 'people' && price.household);
  const unit = household
    ? textRef(`periods.${pricePeriod(paymentMode)}`)
    : priceUnit(productType, paymentMode);
  rows.push({
    ...row(
      'Precio',
      `Precio ${priceUnitLabel(productType, paymentMode).trim()}`,
      prices.map(formatPlanPrice),
    ),
    // A one-off unit starts with its own space (' pago único p/p').
    labelText: {
      key: pricePeriod(paymentMode) === 'once' ? 'coverage.priceRowOnce' : 'coverage.priceRow',
      lists: { unit: [unit] },
    },
  });
  const tagsOf = (plan: ComparedPlan) => plan.extras?.coverages.tags ?? plan.product.coverages?.tags ?? [];
  const tagNames = union(plans.map((plan) => tagsOf(plan).map((tag) => tag.name)));
  const tagOf = (plan: ComparedPlan, name: string) => tagsOf(plan).find((tag) => tag.name === name);
  for (const name of tagNames) {
    rows.push({
      ...row(
        'Coberturas',
        name,
        plans.map((plan) => {
          const tag = tagOf(plan, name);
          return tag ? coverageTagSummary(tag) : COVERAGE_TEXTS.notIncluded;
        }),
      ),
      cellTexts: plans.map((plan) => {
        const tag = tagOf(plan, name);
        return tag ? coverageTagText(tag) : { key: 'coverage.notIncluded' };
      }),
    });
  }
  // The room each plan's hospitalization pays for, in the site's bed wording.
  const beds = plans.map((plan) => planBedText(tagsOf(plan), country));
  const bedLabel = beds.find((bed) => bed !== null)?.label;
  if (bedLabel) {
    const missing = textRef('coverage.notIncluded');
    rows.push({
      ...row(
        'Coberturas',
        esText(bedLabel),
        beds.map((bed) => (bed ? esText(bed.value) : COVERAGE_TEXTS.notIncluded)),
      ),
      labelText: bedLabel,
      cellTexts: beds.map((bed) => bed?.value ?? missing),
    });
  }
  // Copays come from each plan's one copay table (issue 24); benefits the plan pays are not copays.
  const services = union(plans.map((plan) => copayRows(plan.product.copays).map((entry) => entry.service)));
  for (const service of services) {
    const cells = plans.map((plan) => copayCell(plan.product.copays, service));
    rows.push({
      ...row('Copagos y deducibles', COST_TEXTS[`label_${service}`], cells),
      labelText: { key: `cost.label_${service}` },
    });
  }
  for (const name of tagNames) {
    const cells = plans.map((plan) =>
      firstAmount(tagOf(plan, name)?.coverages[0]?.amounts ?? {}, TOP_KINDS, 'max'),
    );
    if (cells.some((cell) => cell !== null))
      rows.push(
        row(
          'Topes',
          name,
          cells.map((cell) => cell ?? MISSING),
        ),
      );
  }
  const featuresOf = (plan: ComparedPlan) =>
    (plan.extras?.features ?? plan.product.features ?? []).map((feature) => feature.name);
  for (const name of union(plans.map(featuresOf))) {
    rows.push(
      row(
        'Beneficios',
        name,
        plans.map((plan) => (featuresOf(plan).includes(name) ? 'Incluido' : MISSING)),
      ),
    );
  }
  return rows;
}
