import type * as Effect from 'effect/Effect';
import type { ApiClient, ApiError } from '../../domain/api';
import { compare } from './calls/compare-call';
import {
  contactInformations,
  i18n,
  menu,
  notifications,
  referralByEmail,
  subdomainConfig,
  iframeToken,
} from './calls/content-calls';
import { blogArticle, blogArticles, landing } from './calls/site-content-calls';
import {
  requestAdditionalInsurance,
  requestPlan,
  sendConsent,
  sendContact,
  sendRevocation,
} from './calls/lead-calls';
import { organizationsByType } from './calls/organization-calls';
import { offers, paymentInfo } from './calls/payment-calls';
import {
  calculatePrice,
  conditions,
  coverageOrganizations,
  coverageResume,
  descriptions,
  documents,
  exclusions,
  faq,
  features,
  productByCode,
  promotedProduct,
  seo,
  topAmountsAndDeductibles,
} from './calls/product-calls';
import { profileForm, sendProfile } from './calls/profile-form-calls';
import { comparators, countries, regions, uf, workSectors } from './calls/reference-calls';
import { waitForToken } from './calls/token-call';
import { createSharedLink, validateSharedLink } from './calls/share-calls';
import { purchaseForms, updatePlanStatus } from './calls/purchase-calls';
import type { Deps } from './http-exchange';

type Value<P> = P extends Promise<infer R> ? (R extends { ok: true; value: infer T } ? T : never) : never;

/** The client as effects: what the facade runs, and what tests drive on a TestClock. */
export type ApiCalls = {
  readonly [K in keyof ApiClient]: (
    ...args: Parameters<ApiClient[K]>
  ) => Effect.Effect<Value<ReturnType<ApiClient[K]>>, ApiError, Deps>;
};

export const apiCalls: ApiCalls = {
  createSharedLink,
  validateSharedLink,
  compare,
  promotedProduct,
  productByCode,
  conditions,
  calculatePrice,
  coverageResume,
  features,
  seo,
  faq,
  descriptions,
  exclusions,
  topAmountsAndDeductibles,
  coverageOrganizations,
  documents,
  offers,
  paymentInfo,
  organizationsByType,
  profileForm,
  sendProfile,
  menu,
  contactInformations,
  notifications,
  referralByEmail,
  subdomainConfig,
  iframeToken,
  sendContact,
  requestPlan,
  requestAdditionalInsurance,
  sendConsent,
  sendRevocation,
  countries,
  regions,
  workSectors,
  uf,
  comparators,
  waitForToken,
  i18n,
  purchaseForms,
  updatePlanStatus,
  blogArticles,
  blogArticle,
  landing,
};
