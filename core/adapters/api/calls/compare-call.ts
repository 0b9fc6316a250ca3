import * as Effect from 'effect/Effect';
import {
  API_MESSAGES,
  CompareParams,
  CompareResponse,
  type ApiError,
  type CompareParamsParsed,
} from '../../../domain/api';
import { invalidRequest, withMessage } from '../api-failure';
import { fetchJson, type Deps } from '../http-exchange';
import type { QueryValue } from '../request-rules';

const COMPARE_PATH = 'api/insurance/compare/metadata';

/**
 * §7: POST when the profile has ingresodatos or a price bound is given, GET otherwise; a sort by yearly
 * cost (issue 28) needs the insured too, so it goes by POST with the profile the cards are priced for.
 */
function comparesByPost(params: CompareParamsParsed): boolean {
  return (
    params.profile?.ingresodatos === true ||
    params.fromPrice !== undefined ||
    params.toPrice !== undefined ||
    params.order === 'lowerYearlyCost'
  );
}

/** The query keys of the GET form (§7), plus categoryTypes when a category filter is set. */
function compareQuery(params: CompareParamsParsed): Record<string, QueryValue> {
  return {
    order: params.order,
    useLevel: params.useLevel,
    organizationTypes: params.organizationTypes,
    insuranceTypes: params.insuranceTypes,
    organizations: params.organizations,
    features: params.features,
    featuresFilter: params.featuresFilter,
    productType: params.productType,
    take: params.take,
    comparator: params.comparator,
    coverageCountries: params.coverageCountries,
    coverageOrganizations: params.coverageOrganizations,
    displayShowcase: params.displayShowcase,
    page: params.page,
    categoryTypes: params.categoryTypes,
  };
}

/** The body of the POST form (§7); the organization types travel as organizationType. */
function compareBody(params: CompareParamsParsed): Record<string, unknown> {
  const { organizationTypes, ...rest } = params;
  return { ...rest, organizationType: organizationTypes };
}

function compareFailure(error: ApiError): ApiError {
  if (error.kind === 'http' && error.status === 401)
    return { ...error, kind: 'robot', message: API_MESSAGES.robot };
  return withMessage(error, API_MESSAGES.compareFailed);
}

/**
 * The result list. A failure carries 'Problema en endpoint para obtener lista de productos' (the list is
 * then empty); a 401 is the robot case of §8.
 */
export function compare(input: CompareParams): Effect.Effect<CompareResponse, ApiError, Deps> {
  const call = 'compare';
  const parsed = CompareParams.safeParse(input);
  if (!parsed.success) return Effect.fail(invalidRequest(call, API_MESSAGES.compareFailed));
  const params = parsed.data;
  if (!params.organizationTypes || params.organizationTypes.length === 0) {
    return Effect.fail(invalidRequest(call, API_MESSAGES.organizationTypesRequired));
  }
  const request = comparesByPost(params)
    ? fetchJson({ call, method: 'POST', path: COMPARE_PATH, body: compareBody(params) }, CompareResponse)
    : fetchJson({ call, method: 'GET', path: COMPARE_PATH, query: compareQuery(params) }, CompareResponse);
  return Effect.mapError(request, compareFailure);
}
