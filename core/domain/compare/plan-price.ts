import type { ProfilePrice } from '../api';
import { applyDiscounts, type DiscountOffer } from '../shared/money/discounts';
import { priceRange } from '../shared/money/price-range';
import { clampContribution, isCollectiveProductType, pricePeriod, type PricePeriod } from './card-rules';

/**
 * The one price rule of a plan (issue 24): a function of the plan, the people insured, the period and
 * the employer's share. Every place that shows or charges a plan's price (card, plan page, plan modal,
 * side by side, purchase) reads it, so a profile reads the same number everywhere. Country-neutral: the
 * currency is the plan's, amounts are whole units of it as the API priced them.
 */
export interface PricedPlan {
  /** The plan's list ('Desde') price for one reference person, in its own currency. */
  readonly listPrice: number;
  readonly currency: string;
  readonly paymentMode?: string | null | undefined;
  /** A company plan: its price is per employee and the company pays a total. */
  readonly perEmployee: boolean;
}

/** Who is insured, as far as the price needs to know: people (with their age) or a company's employees. */
export type InsuredPeople =
  | { readonly kind: 'people'; readonly ages: readonly (number | null)[] }
  | { readonly kind: 'employees'; readonly count: number };

/** A profile as the price reads it (the Profile schema fits). */
export interface InsuredProfile {
  readonly cotizante: readonly { readonly edad: number }[];
  readonly cargas: readonly { readonly edad: number }[];
  readonly colectivo?: { readonly cantidadempleados: number } | undefined;
  readonly colectivos?: readonly { readonly cantidadDeTrabajadores: number }[] | undefined;
  readonly mascota?: readonly { readonly edad: number }[] | undefined;
}

/** The insured of a profile: a company's employees, the pets of a pet plan, else the holder and dependants. */
export function insuredOf(
  profile: InsuredProfile,
  plan: { readonly perEmployee: boolean; readonly pets?: boolean },
): InsuredPeople {
  if (plan.perEmployee) {
    const listed = (profile.colectivos ?? []).reduce((sum, group) => sum + group.cantidadDeTrabajadores, 0);
    const count = listed > 0 ? listed : (profile.colectivo?.cantidadempleados ?? profile.cotizante.length);
    return { kind: 'employees', count: Math.max(1, count) };
  }
  if (plan.pets) return { kind: 'people', ages: (profile.mascota ?? []).map((pet) => pet.edad) };
  return {
    kind: 'people',
    ages: [...profile.cotizante.map((person) => person.edad), ...profile.cargas.map((carga) => carga.edad)],
  };
}

/** One insured person's line: null when the plan does not price them (age out of range). */
export interface PriceLine {
  readonly index: number;
  readonly age: number | null;
  readonly amount: number | null;
}

export type PlanPrice =
  /** No price for these people is known: the list price as a range ('Precio estimado'). */
  | {
      readonly kind: 'estimate';
      readonly min: number;
      readonly max: number;
      readonly from: number;
      readonly currency: string;
      readonly period: PricePeriod;
      readonly perEmployee: boolean;
    }
  /** People: one line each, and what they pay together (a household total when more than one). */
  | {
      readonly kind: 'people';
      readonly lines: readonly PriceLine[];
      readonly total: number;
      /** The total after the plan's discounts, null when none lowers it. */
      readonly discounted: number | null;
      readonly household: boolean;
      readonly currency: string;
      readonly period: PricePeriod;
    }
  /** A company: the price per employee, the employer's and employee's shares, the company's totals. */
  | {
      readonly kind: 'employees';
      readonly perEmployee: number;
      readonly discounted: number | null;
      readonly employees: number;
      readonly share: { readonly percent: number; readonly employer: number; readonly employee: number };
      /** Per employee times the employees: what the company's plan costs each period. */
      readonly companyTotal: number;
      /** The employer's share times the employees. */
      readonly employerTotal: number;
      readonly currency: string;
      readonly period: PricePeriod;
    };

export interface PlanPriceInput {
  readonly plan: PricedPlan;
  readonly insured: InsuredPeople;
  /** The API's price for exactly these insured (calculatePrice or the search's profilePrice); null: unknown. */
  readonly priced: ProfilePrice | null | undefined;
  /** Employees the company total is for, when typed apart from the profile (the comparator's field). */
  readonly employees?: number | null | undefined;
  /** The employer's share of a company plan, in percent (0-100). */
  readonly employerShare?: number | undefined;
  readonly offers?: readonly DiscountOffer[] | null | undefined;
}

const whole = (value: number): number => Math.round(value);

function discountedOf(amount: number, offers: readonly DiscountOffer[] | null | undefined): number | null {
  const after = applyDiscounts(amount, offers ?? []);
  return after < amount ? after : null;
}

export function planPrice(input: PlanPriceInput): PlanPrice {
  const { plan, insured, priced } = input;
  const period = pricePeriod(plan.paymentMode);
  const currency = plan.currency || 'COP';
  const total = priced?.total.minPrice ?? 0;
  if (!priced || !(total > 0)) {
    const bounds = priceRange(plan.listPrice);
    return {
      kind: 'estimate',
      min: bounds.min,
      max: bounds.max,
      from: plan.listPrice,
      currency,
      period,
      perEmployee: plan.perEmployee,
    };
  }
  if (plan.perEmployee || insured.kind === 'employees') {
    // The API prices the whole company; each employee costs the company's total over its employees.
    const pricedFor = insured.kind === 'employees' ? insured.count : Math.max(1, insured.ages.length);
    const perEmployee = whole(total / pricedFor);
    const employees = input.employees && input.employees > 0 ? input.employees : pricedFor;
    const percent = clampContribution(input.employerShare ?? 100);
    const employer = whole((perEmployee * percent) / 100);
    return {
      kind: 'employees',
      perEmployee,
      discounted: discountedOf(perEmployee, input.offers),
      employees,
      share: { percent, employer, employee: perEmployee - employer },
      companyTotal: perEmployee * employees,
      employerTotal: employer * employees,
      currency,
      period,
    };
  }
  const answered = priced.profiles ?? [];
  const lines: PriceLine[] = insured.ages.map((age, index) => ({
    index,
    age,
    amount: answered.find((line) => line.index === index)?.price ?? null,
  }));
  return {
    kind: 'people',
    lines,
    total,
    discounted: discountedOf(total, input.offers),
    household: insured.ages.length > 1,
    currency,
    period,
  };
}

/** The amount a place puts first (and a list sorts and filters by): per employee, the people's total, or the range's bottom. */
export function headlineAmount(price: PlanPrice): number {
  return price.kind === 'employees' ? price.perEmployee : price.kind === 'people' ? price.total : price.min;
}

/** A product as the price rule reads it: its type, its list price and the range's currency. */
export interface PricedProduct {
  readonly productType?: string | null | undefined;
  readonly price: {
    readonly minPrice: number;
    readonly unit: { readonly code: string };
    readonly paymentMode?: string | null | undefined;
  };
  readonly priceRange?: { readonly unit: { readonly code: string } } | null | undefined;
}

/** The plan as the price rule reads a product: its list price, currency, period and basis. */
export function pricedPlanOf(product: PricedProduct, productType?: string | null): PricedPlan {
  return {
    listPrice: product.price.minPrice,
    currency: product.price.unit.code || product.priceRange?.unit.code || 'COP',
    paymentMode: product.price.paymentMode,
    perEmployee: isCollectiveProductType(productType ?? product.productType),
  };
}

/**
 * The amount a list orders and filters a product by, for the insured it was priced for: per employee
 * for a company (never the company's total), the people's total otherwise, the list price when unpriced.
 */
export function unitPriceOf(
  product: {
    readonly price: { readonly minPrice: number };
    readonly profilePrice?: { readonly total: { readonly minPrice: number } } | null | undefined;
  },
  insured: InsuredPeople | null | undefined,
): number {
  const total = product.profilePrice?.total.minPrice;
  if (total === undefined || !(total > 0)) return product.price.minPrice;
  return insured?.kind === 'employees' ? whole(total / Math.max(1, insured.count)) : total;
}

/** The employees a company search is priced for: the profile's groups, its company size, else one. */
export function sampleEmployees(profile: InsuredProfile): number {
  const insured = insuredOf(profile, { perEmployee: true });
  return insured.kind === 'employees' ? insured.count : 1;
}
