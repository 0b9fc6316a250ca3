import { z } from 'zod';
import { Profile } from '../profile/profile';
import { InsuranceProduct } from './product';
import { COMPARE_PAGE_SIZE, SortOrder } from './compare-terms';

export { COMPARE_PAGE_SIZE, ORGANIZATION_TYPES_BY_PRODUCT_TYPE, SortOrder } from './compare-terms';

const ids = z.array(z.number().int().nonnegative());

/**
 * What the comparison asks for. page is 1-based. organizationTypes is required by the client (§8) but
 * optional here so the rule is the client's to enforce and test.
 */
export const CompareParams = z.object({
  profile: z.optional(Profile),
  productType: z.string().default(''),
  organizationTypes: z.array(z.string()).optional(),
  insuranceTypes: ids.optional(),
  organizations: ids.optional(),
  coverageOrganizations: ids.optional(),
  coverageCountries: z.array(z.string()).optional(),
  categoryTypes: z.array(z.string()).optional(),
  features: ids.optional(),
  featuresFilter: ids.optional(),
  fromPrice: z.number().nonnegative().optional(),
  toPrice: z.number().nonnegative().optional(),
  fromDeductible: z.number().nonnegative().optional(),
  toDeductible: z.number().nonnegative().optional(),
  deductiblesToCompare: z.array(z.string()).optional(),
  targetCurrency: z.string().optional(),
  order: z._default(SortOrder, 'recommended'),
  page: z.number().int().min(1).default(1),
  take: z.number().int().min(1).max(100).default(COMPARE_PAGE_SIZE),
  uuid: z.string().optional(),
  ponderer: z.number().min(0).max(1).optional(),
  comparator: z.string().optional(),
  displayShowcase: z.boolean().optional(),
  /** Kilometres from the visitor, for the distance sort; not shown in the specification. */
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});
export type CompareParams = z.input<typeof CompareParams>;
export type CompareParamsParsed = z.output<typeof CompareParams>;

/** Response of /api/insurance/compare/metadata: data, total and metaData.uuid. */
export const CompareResponse = z.object({
  data: z.array(InsuranceProduct),
  total: z.number().int().nonnegative(),
  metaData: z.object({
    uuid: z.string(),
    page: z.number().int().optional(),
    take: z.number().int().optional(),
  }),
});
export type CompareResponse = z.infer<typeof CompareResponse>;
