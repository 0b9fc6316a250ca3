import type { ProfilePrice } from '../api/price';
import {
  insuredOf,
  planPrice,
  pricedPlanOf,
  type InsuredProfile,
  type PricedProduct,
} from '../compare/plan-price';
import { isPetProductType } from '../profile/pet-product-type';
import type { CopayTable } from './copay-table';
import { yearlyCost, type UseLevel, type YearlyCost } from './yearly-cost';

/** A product as the yearly cost reads it: its price (the one price rule) and its copay table. */
export interface CostedProduct extends PricedProduct {
  readonly copays?: CopayTable | null | undefined;
}

/**
 * A plan's cost of a year for a profile: the card, the plan page and the comparator's sort (the sample
 * backend's too) read this one function, so the number a card shows is the number the list sorts by.
 */
export function planYearlyCost(input: {
  readonly product: CostedProduct;
  readonly productType?: string | null | undefined;
  readonly profile: InsuredProfile;
  /** The price the API gave for this profile; null or undefined: the list price ('desde'). */
  readonly priced: ProfilePrice | null | undefined;
  readonly level: UseLevel;
}): YearlyCost {
  const productType = input.productType ?? input.product.productType ?? '';
  const plan = pricedPlanOf(input.product, productType);
  const pets = isPetProductType(productType);
  const insured = insuredOf(input.profile, { perEmployee: plan.perEmployee, pets });
  const price = planPrice({ plan, insured, priced: input.priced });
  return yearlyCost({
    price,
    table: input.product.copays,
    level: input.level,
    pets,
    insured: insured.kind === 'people' ? insured.ages.length : 1,
  });
}
