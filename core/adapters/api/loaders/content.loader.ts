import {
  CATALOGUE_PRODUCT_TYPES,
  emptyLanding,
  findOrganization,
  LISTING_CATEGORIES,
  type CataloguePlan,
  type ContentRequest,
} from '../../../domain';
import {
  API_MESSAGES,
  ORGANIZATION_TYPES_BY_PRODUCT_TYPE,
  type ApiClient,
  type ApiResult,
  type Organization,
} from '../../../domain/api';
import type { ContentResult } from '../../../domain/api/loads';

/** The largest page the compare call gives: the listings show every plan of an organization. */
const WHOLE_LIST = 100;

const failed = (result: { ok: false; error: { message: string } }): ContentResult => ({
  ok: false,
  message: result.error.message,
});

async function organizationsOf(api: ApiClient, types: readonly string[]): Promise<ApiResult<Organization[]>> {
  const results = await Promise.all(types.map((type) => api.organizationsByType(type)));
  const organizations: Organization[] = [];
  for (const result of results) {
    if (!result.ok) return result;
    organizations.push(...result.value);
  }
  organizations.sort((a, b) => a.displayName.localeCompare(b.displayName, 'es'));
  return { ok: true, value: organizations };
}

async function plansOf(
  api: ApiClient,
  filter: { organizations?: number[]; coverageOrganizations?: number[] },
): Promise<ApiResult<CataloguePlan[]>> {
  const results = await Promise.all(
    CATALOGUE_PRODUCT_TYPES.map(async (productType) => ({
      productType,
      result: await api.compare({
        productType,
        organizationTypes: [...(ORGANIZATION_TYPES_BY_PRODUCT_TYPE[productType] ?? ['ASEG'])],
        take: WHOLE_LIST,
        ...filter,
      }),
    })),
  );
  const plans: CataloguePlan[] = [];
  const seen = new Set<number>();
  for (const { productType, result } of results) {
    if (!result.ok) return result;
    for (const product of result.value.data) {
      if (seen.has(product.id)) continue;
      seen.add(product.id);
      plans.push({ product, productType });
    }
  }
  return { ok: true, value: plans };
}

/** Runs a content request's calls; never rejects (a failure is a message the page shows). */
export async function loadContent(api: ApiClient, request: ContentRequest): Promise<ContentResult> {
  try {
    return await runRequest(api, request);
  } catch {
    // A client that throws breaks its contract; the page still shows the server-error panel, not a blank.
    return { ok: false, message: API_MESSAGES.generic };
  }
}

async function runRequest(api: ApiClient, request: ContentRequest): Promise<ContentResult> {
  switch (request.kind) {
    case 'menu': {
      const result = await api.menu();
      return result.ok ? { ok: true, content: { kind: 'menu', value: result.value } } : failed(result);
    }
    case 'contactInformations': {
      const result = await api.contactInformations();
      return result.ok
        ? { ok: true, content: { kind: 'contactInformations', value: result.value } }
        : failed(result);
    }
    case 'notification': {
      const result = await api.notifications();
      return result.ok
        ? { ok: true, content: { kind: 'notification', value: result.value } }
        : failed(result);
    }
    case 'organizations': {
      const result = await organizationsOf(api, LISTING_CATEGORIES[request.category].organizationTypes);
      return result.ok
        ? { ok: true, content: { kind: 'organizations', value: result.value } }
        : failed(result);
    }
    case 'organizationPlans': {
      const organizations = await organizationsOf(
        api,
        LISTING_CATEGORIES[request.category].organizationTypes,
      );
      if (!organizations.ok) return failed(organizations);
      const organization = findOrganization(request.category, request.url, organizations.value);
      if (!organization)
        return { ok: true, content: { kind: 'organizationPlans', value: { organization: null, plans: [] } } };
      const clinic = request.category === 'Clinicas-y-Hospitales';
      const plans = await plansOf(
        api,
        clinic ? { coverageOrganizations: [organization.id] } : { organizations: [organization.id] },
      );
      return plans.ok
        ? { ok: true, content: { kind: 'organizationPlans', value: { organization, plans: plans.value } } }
        : failed(plans);
    }
    case 'catalogue': {
      const plans = await plansOf(api, {});
      return plans.ok ? { ok: true, content: { kind: 'catalogue', value: plans.value } } : failed(plans);
    }
    case 'blogIndex': {
      const result = await api.blogArticles();
      return result.ok ? { ok: true, content: { kind: 'blogIndex', value: result.value } } : failed(result);
    }
    case 'blogArticle': {
      const result = await api.blogArticle(request.slug);
      return result.ok ? { ok: true, content: { kind: 'blogArticle', value: result.value } } : failed(result);
    }
    case 'landing': {
      // A landing that fails to load shows its empty default: the page's own fixed texts (§7).
      const result = await api.landing(request.slug, request.locale);
      const value = result.ok ? (result.value ?? emptyLanding(request.slug)) : emptyLanding(request.slug);
      return { ok: true, content: { kind: 'landing', value } };
    }
    default: {
      const unknown: never = request;
      return { ok: false, message: `Contenido desconocido ${JSON.stringify(unknown)}` };
    }
  }
}
