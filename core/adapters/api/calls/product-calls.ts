import * as Effect from 'effect/Effect';
import type { ZodMiniType } from 'zod/mini';
import {
  API_MESSAGES,
  CalculatePriceRequest,
  CoverageOrganizationList,
  CoverageResume,
  DescriptionList,
  ExclusionList,
  FaqList,
  FeatureList,
  InsuranceProduct,
  PlanDocumentList,
  ProductConditions,
  ProductSeo,
  ProfilePrice,
  TopAmountsAndDeductibles,
  type ApiError,
  type PromotedProductRequest,
} from '../../../domain/api';
import { invalidRequest } from '../api-failure';
import { keepSafeUrls } from '../../../domain/shared/validators/api-link';
import { fetchJson, withSafeLinks, type Deps } from '../http-exchange';
import { standardRetry, withRetry } from '../retry-policy';

const enc = encodeURIComponent;

/** On any failure the promoted product answers 404 with its §8 text. */
export function promotedProduct(
  request: PromotedProductRequest,
): Effect.Effect<InsuranceProduct, ApiError, Deps> {
  const call = 'promotedProduct';
  return fetchJson(
    { call, method: 'POST', path: 'api/insurance/promotedProduct', body: request },
    InsuranceProduct,
  ).pipe(Effect.mapError((error) => ({ ...error, status: 404, message: API_MESSAGES.promotedFailed })));
}

export const productByCode = (code: string) =>
  fetchJson(
    { call: 'productByCode', method: 'GET', path: `api/insurance/product/${enc(code)}`, cached: true },
    InsuranceProduct,
  );

export const conditions = (code: string) =>
  fetchJson(
    { call: 'conditions', method: 'GET', path: `api/insurance/${enc(code)}/conditions`, cached: true },
    ProductConditions,
  );

export function calculatePrice(
  productId: number,
  request: CalculatePriceRequest,
): Effect.Effect<ProfilePrice, ApiError, Deps> {
  const call = 'calculatePrice';
  const body = CalculatePriceRequest.safeParse(request);
  if (!body.success) return Effect.fail(invalidRequest(call, API_MESSAGES.calculatePrice));
  return fetchJson(
    { call, method: 'POST', path: `api/insurance/${productId}/calculatePrice`, body: body.data },
    ProfilePrice,
  ).pipe(withRetry(standardRetry(API_MESSAGES.calculatePrice)));
}

export const coverageResume = (productId: number, coverageOrganizationIds: readonly number[] = []) =>
  fetchJson(
    {
      call: 'coverageResume',
      method: 'GET',
      path: `api/insurance/coverages/${productId}/resume`,
      query: { coverageOrganizationIds },
      cached: true,
    },
    CoverageResume,
  ).pipe(withRetry(standardRetry(API_MESSAGES.coverageResume)));

/** The detail sections share one shape: GET /api/insurance/{id}/{section}, cached. */
const section =
  <T>(call: string, name: string, schema: ZodMiniType<T>) =>
  (productId: number) =>
    fetchJson({ call, method: 'GET', path: `api/insurance/${productId}/${name}`, cached: true }, schema);

export const features = section('features', 'features', FeatureList);
export const seo = section('seo', 'seo', ProductSeo);
export const faq = section('faq', 'faq', FaqList);
export const descriptions = section('descriptions', 'descriptions', DescriptionList);
export const exclusions = section('exclusions', 'exclusions', ExclusionList);
export const topAmountsAndDeductibles = section(
  'topAmountsAndDeductibles',
  'topAmountsAndDeductibles',
  TopAmountsAndDeductibles,
);
export const coverageOrganizations = section(
  'coverageOrganizations',
  'coverageOrganizations',
  CoverageOrganizationList,
);

export const documents = (productId: number) =>
  fetchJson(
    { call: 'documents', method: 'GET', path: `api/documents/insurance/${productId}`, cached: true },
    PlanDocumentList,
  ).pipe(withSafeLinks((list) => keepSafeUrls(list, 'documents')));
