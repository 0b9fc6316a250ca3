import { z } from 'zod/mini';
import { Profile } from '../profile/profile';
import { InsuranceProduct } from './product';
import { UseLevel } from '../cost/yearly-cost';
import { COMPARE_PAGE_SIZE, SortOrder } from './compare-terms';
import { MISSING_REASONS } from '../compare/missing-reasons';

export { COMPARE_PAGE_SIZE, ORGANIZATION_TYPES_BY_PRODUCT_TYPE, SortOrder } from './compare-terms';

const ids = z.array(z.number().check(z.int(), z.nonnegative()));

/**
 * What the comparison asks for. page is 1-based. organizationTypes is required by the client (§8) but
 * optional here so the rule is the client's to enforce and test.
 */
export const CompareParams = z.object({
  profile: z.optional(Profile),
  productType: z._default(z.string(), ''),
  organizationTypes: z.optional(z.array(z.string())),
  insuranceTypes: z.optional(ids),
  organizations: z.optional(ids),
  coverageOrganizations: z.optional(ids),
  coverageCountries: z.optional(z.array(z.string())),
  categoryTypes: z.optional(z.array(z.string())),
  features: z.optional(ids),
  featuresFilter: z.optional(ids),
  fromPrice: z.optional(z.number().check(z.nonnegative())),
  toPrice: z.optional(z.number().check(z.nonnegative())),
  fromDeductible: z.optional(z.number().check(z.nonnegative())),
  toDeductible: z.optional(z.number().check(z.nonnegative())),
  deductiblesToCompare: z.optional(z.array(z.string())),
  targetCurrency: z.optional(z.string()),
  order: z._default(SortOrder, 'recommended'),
  /** The use level the yearly cost (and its sort) counts copays for (issue 28); default medio. */
  useLevel: z.optional(UseLevel),
  page: z._default(z.number().check(z.int(), z.minimum(1)), 1),
  take: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(100)), COMPARE_PAGE_SIZE),
  uuid: z.optional(z.string()),
  ponderer: z.optional(z.number().check(z.minimum(0), z.maximum(1))),
  comparator: z.optional(z.string()),
  displayShowcase: z.optional(z.boolean()),
  /** Kilometres from the visitor, for the distance sort; not shown in the specification. */
  latitude: z.optional(z.number()),
  longitude: z.optional(z.number()),
});
export type CompareParams = z.input<typeof CompareParams>;
export type CompareParamsParsed = z.output<typeof CompareParams>;

/** Response of /api/insurance/compare/metadata: data, total and metaData.uuid. */
export const CompareResponse = z.object({
  data: z.array(InsuranceProduct),
  total: z.number().check(z.int(), z.nonnegative()),
  metaData: z.object({
    uuid: z.string(),
    page: z.optional(z.number().check(z.int())),
    take: z.optional(z.number().check(z.int())),
    /** The entities of this market the comparator covers, and who is missing and why. */
    market: z.optional(
      z.object({
        compared: z.array(z.string()),
        missing: z.array(z.object({ name: z.string(), reason: z.enum(MISSING_REASONS) })),
      }),
    ),
  }),
});
export type CompareResponse = z.infer<typeof CompareResponse>;
