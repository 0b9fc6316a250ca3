import type { CoverageTag, InsuranceProduct, OffersValue, ProfilePrice } from '../api';
import { sellsOnline } from '../shared/catalogues/sale-channels';
import { insurerPath } from '../shared/routes/insurer-path';
import type { SiteCountryCode } from '../site/country';
import { INTERNATIONAL_PLAN_TYPE } from '../routing/route-table';
import { applyDiscounts } from '../shared/money/discounts';
import { priceRange } from '../shared/money/price-range';
import { starScore } from '../shared/money/star-score';
import { toCalendarDate } from '../shared/rules/calendar-date';
import { truncateNumericField } from '../shared/validators/numeric-field';
import { isNewPlan } from '../shared/rules/plan-is-new';
import { textRef, type TextRef } from '../texts/text-ref';
import { UNIT_TEXTS, PERIOD_TEXTS } from './compare-texts';

/** Acronyms a badge keeps in capitals: SCTR (§2) and, by the same reading, EPS and PAC. */
const BADGE_ACRONYMS = ['SCTR', 'EPS', 'PAC'];
/** Spanish joining words stay lower case inside a title. */
const BADGE_MINOR_WORDS = ['de', 'del', 'la', 'las', 'el', 'los', 'y', 'e', 'o', 'para', 'en', 'con'];

/** Badges are title case, except SCTR (§2 Result list); see docs/decisions.md for EPS and joining words. */
export function badgeLabel(name: string): string {
  const words = name.trim().replace(/_/g, ' ').split(/\s+/).filter(Boolean);
  return words
    .map((word, index) => {
      if (BADGE_ACRONYMS.includes(word.toUpperCase())) return word.toUpperCase();
      const lower = word.toLowerCase();
      if (index > 0 && BADGE_MINOR_WORDS.includes(lower)) return lower;
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(' ');
}

/** Product types whose price is per employee ('p/empl'); see docs/decisions.md. */
const COLLECTIVE_PRODUCT_TYPES: readonly string[] = ['SEGURO COLECTIVO', 'SCTR'];

export function isCollectiveProductType(productType: string | null | undefined): boolean {
  return COLLECTIVE_PRODUCT_TYPES.includes(productType ?? '');
}

/** The period a payment mode bills; monthly when the mode is missing or unknown. */
export type PricePeriod = 'month' | 'bimonth' | 'quarter' | 'semester' | 'year' | 'once';
const PERIODS: ReadonlyMap<string, PricePeriod> = new Map([
  ['mensual', 'month'],
  ['monthly', 'month'],
  ['bimestral', 'bimonth'],
  ['trimestral', 'quarter'],
  ['quarterly', 'quarter'],
  ['semestral', 'semester'],
  ['anual', 'year'],
  ['yearly', 'year'],
  ['annual', 'year'],
  ['unico', 'once'],
  ['único', 'once'],
]);

export function pricePeriod(paymentMode: string | null | undefined): PricePeriod {
  return PERIODS.get((paymentMode ?? '').trim().toLowerCase()) ?? 'month';
}

const PERIOD_LABELS: Readonly<Record<PricePeriod, string>> = PERIOD_TEXTS;

export function periodicityLabel(paymentMode: string | null | undefined): string {
  return PERIOD_LABELS[pricePeriod(paymentMode)];
}

function unitKey(productType: string | null | undefined, paymentMode?: string | null) {
  return `${pricePeriod(paymentMode)}${isCollectiveProductType(productType) ? 'Employee' : 'Person'}` as const;
}

/** The price's unit as a text of the page's language. */
export function priceUnit(productType: string | null | undefined, paymentMode?: string | null): TextRef {
  return textRef(`units.${unitKey(productType, paymentMode)}`);
}

/** The same unit in es-CO, for screens that are not translated yet. */
export function priceUnitLabel(productType: string | null | undefined, paymentMode?: string | null): string {
  return UNIT_TEXTS[unitKey(productType, paymentMode)];
}

/** Coverage tags on a card: 2 when there is more than one, else 1 (§2). */
export function visibleCoverageTags(tags: readonly CoverageTag[]): readonly CoverageTag[] {
  return tags.slice(0, tags.length > 1 ? 2 : 1);
}

export type CardLayout = 'grid' | 'list';

/** Other-benefit icons: up to 4 in grid and 15 in list, then '+N' (§2). */
const BENEFIT_ICON_LIMIT: Readonly<Record<CardLayout, number>> = { grid: 4, list: 15 };

export function visibleBenefits<T>(
  benefits: readonly T[],
  layout: CardLayout,
): { shown: readonly T[]; more: number } {
  const limit = BENEFIT_ICON_LIMIT[layout];
  return { shown: benefits.slice(0, limit), more: Math.max(0, benefits.length - limit) };
}

export function moreLabel(more: number): string | null {
  return more > 0 ? `+${more}` : null;
}

/** Affinity = distance x 10, rounded, as a percentage (§2), kept within 0-100. */
export function affinityPercent(distance: number | null | undefined): number | null {
  if (distance == null || !Number.isFinite(distance)) return null;
  return Math.min(100, Math.max(0, Math.round(distance * 10)));
}

export interface ScoreSummary {
  readonly stars: number;
  readonly affinity: number | null;
}

export function scoreSummary(product: Pick<InsuranceProduct, 'score' | 'distance'>): ScoreSummary {
  return { stars: starScore(product.score), affinity: affinityPercent(product.distance) };
}

export function isNewProduct(
  product: Pick<InsuranceProduct, 'isNew' | 'availableSince'>,
  now: number,
): boolean {
  if (product.availableSince && toCalendarDate(product.availableSince))
    return isNewPlan(product.availableSince, new Date(now), 'recent');
  return product.isNew === true;
}

/**
 * The price a card shows: the price for the visitor's profile, or a range around the list price when no
 * profile price is known. Discounts apply in sequence to give the offer price; the headline stays the
 * regular price, so on-screen order follows the sort.
 */
export type CardPrice =
  | {
      readonly kind: 'exact';
      readonly amount: number;
      readonly discounted: number | null;
      readonly currency: string;
    }
  | { readonly kind: 'range'; readonly min: number; readonly max: number; readonly currency: string };

export function cardPrice(
  product: Pick<InsuranceProduct, 'price' | 'priceRange' | 'profilePrice'>,
  profilePrice: ProfilePrice | null | undefined,
  offers: OffersValue | undefined,
): CardPrice {
  const currency = product.price.unit.code || product.priceRange?.unit.code || 'COP';
  const known = profilePrice ?? product.profilePrice ?? null;
  if (known && known.total.minPrice > 0) {
    const amount = known.total.minPrice;
    const list = Array.isArray(offers) ? offers : [];
    const discounted = applyDiscounts(amount, list);
    return { kind: 'exact', amount, discounted: discounted < amount ? discounted : null, currency };
  }
  const bounds = priceRange(product.price.minPrice);
  return { kind: 'range', min: bounds.min, max: bounds.max, currency };
}

/** §4: 0 offers shows the promotion-exhausted notice; null shows nothing. */
export function offersNotice(offers: OffersValue | undefined): TextRef | null {
  return offers === 0 ? textRef('cardRules.promotionExhausted') : null;
}

/** Employer contribution split of a collective card's cost per employee (§2). */
export interface ContributionSplit {
  readonly employer: number;
  readonly employee: number;
  readonly percent: number;
}

export function clampContribution(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, Math.round(percent)));
}

export function contributionSplit(price: number, percent: number): ContributionSplit {
  const clamped = clampContribution(percent);
  const employer = Math.round((Math.max(0, price) * clamped) / 100);
  return { employer, employee: Math.max(0, Math.round(price) - employer), percent: clamped };
}

/**
 * What the company pays each period for all its employees (§2): the employer's share times the
 * employees typed, in the plan's period ('/mes' unless its payment mode says otherwise). Null until a
 * number of employees is typed.
 */
export function companyCost(
  split: ContributionSplit,
  employees: number | null,
  paymentMode?: string | null,
): {
  readonly employees: number;
  readonly amount: number;
  readonly period: string;
  readonly periodText: TextRef;
} | null {
  if (employees === null || employees <= 0) return null;
  return {
    employees,
    amount: split.employer * employees,
    period: periodicityLabel(paymentMode),
    periodText: textRef(`periods.${pricePeriod(paymentMode)}`),
  };
}

/** Minimum employees of a collective card: the product's minsubscribers, default 5 (§5). */
const DEFAULT_MIN_EMPLOYEES = 5;

export function minimumEmployees(product: Pick<InsuranceProduct, 'insuranceMetadata'>): number {
  const value = product.insuranceMetadata?.metadata.minsubscribers;
  return value != null && value > 0 ? value : DEFAULT_MIN_EMPLOYEES;
}

/** The warning when the company has fewer employees than the plan's minimum; null when it has enough. */
export function minimumEmployeesWarning(
  minimum: number,
  employees: number | null | undefined,
): TextRef | null {
  if (employees != null && employees >= minimum) return null;
  return textRef('cardRules.minimumEmployees', { count: minimum });
}

export const truncateDigits = (text: string): string => truncateNumericField(text);

/** The number a truncated numeric field holds, or null when empty. */
export function numericField(text: string): number | null {
  const digits = truncateNumericField(text);
  return digits === '' ? null : Number.parseInt(digits, 10);
}

/** Sales channels starting QpOnlineSale or ExternalOnlineSale sell online (§9): 'Comprar' instead of 'Solicitar'. */
export function productSellsOnline(product: Pick<InsuranceProduct, 'insuranceMetadata'>): boolean {
  return sellsOnline(product.insuranceMetadata?.metadata.salesChannel);
}

/** A product can be ticked for comparison unless it says otherwise. */
export function isComparable(product: Pick<InsuranceProduct, 'comparable'>): boolean {
  return product.comparable !== false;
}

/**
 * Where a card's detail lives (§2): company plans open in collective mode under /Empresa/{productType}/…/Planes/…,
 * the others at their insurer page path.
 */
export function planDetailPath(
  country: SiteCountryCode,
  product: Pick<InsuranceProduct, 'organization' | 'url'>,
  productType: string,
): string {
  const organization = product.organization.metadata?.url ?? product.organization.displayName;
  if (isCollectiveProductType(productType)) {
    const segment = (value: string) => encodeURIComponent(value.trim());
    return `/Empresa/${segment(productType)}/${segment(organization)}/Planes/${segment(product.url)}`;
  }
  const segment = (value: string) => encodeURIComponent(value.trim());
  // The plan-detail resolver's path for an isapre plan (§2): /Isapre/{isapreUrl}/Planes/{planCode}.
  if (country === 'CL' && productType === 'ISAPRE')
    return `/Isapre/${segment(organization)}/Planes/${segment(product.url)}`;
  // International: /{type}/{a}/{b}, the type being the plan kind's segment (docs/decisions.md).
  if (country === 'INT') return insurerPath('INT', INTERNATIONAL_PLAN_TYPE, organization, product.url);
  return insurerPath(country, product.organization.typeAlias ?? '', organization, product.url);
}

/** A plan's main action (§2): 'Comprar' leads to its online purchase, 'Solicitar' to its detail's request tab. */
export function planAction(
  country: SiteCountryCode,
  product: Pick<InsuranceProduct, 'organization' | 'url' | 'productCode' | 'insuranceMetadata'>,
  productType: string,
): { readonly kind: 'buy' | 'request'; readonly path: string } {
  return productSellsOnline(product)
    ? { kind: 'buy', path: `/Compra-Online/${encodeURIComponent(product.productCode)}` }
    : { kind: 'request', path: `${planDetailPath(country, product, productType)}/Solicitar` };
}
