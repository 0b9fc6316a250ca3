import type { PlanPart } from './plan-degraded';
import type {
  CoverageOrganization,
  Description,
  Exclusion,
  Faq,
  PaymentInfo,
  PlanDocument,
  ProductCoverages,
  ProfilePrice,
  TopAmountsAndDeductibles,
} from '../api';
import type { PlanSections } from './plan-tabs';

/** What a plan detail shows beside the product: each section, empty when its call failed. */
export interface PlanContent {
  readonly coverages: ProductCoverages | null;
  readonly topAmounts: TopAmountsAndDeductibles | null;
  readonly descriptions: readonly Description[];
  readonly exclusions: readonly Exclusion[];
  readonly network: readonly CoverageOrganization[];
  readonly faq: readonly Faq[];
  readonly documents: readonly PlanDocument[];
  readonly paymentInfo: PaymentInfo | null;
  readonly profilePrice: ProfilePrice | null;
  /** Sections whose call failed: the page says so (absent in content built before this was kept). */
  readonly missing?: readonly PlanPart[];
}

export function sectionsOf(content: PlanContent): PlanSections {
  return {
    coverages: (content.coverages?.tags.length ?? 0) > 0 || content.topAmounts !== null,
    exclusions: content.exclusions.length > 0,
    network: content.network.length > 0,
    faq: content.faq.length > 0,
    documents: content.documents.length > 0,
  };
}
