import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { sampleTokenKeys } from './sample-tokens';
import type { ZodMiniType } from 'zod/mini';
import {
  AdditionalInsuranceRequest,
  CalculatePriceRequest,
  ConsentNotice,
  ContactRequest,
  RevocationNotice,
  Language,
  PlanRequest,
  type LeadKind,
  type LeadReceipt,
  IDEMPOTENCY_HEADER,
} from '../../domain/api';
import { Profile } from '../../domain/profile/profile';
import { segmentNamesProduct } from '../../domain/plan-detail/plan-key';
import { TRANSLATIONS } from './catalogue/translations';
import { FEATURES } from './catalogue/features';
import { COVERAGE_ORGANIZATIONS as COVERAGE_ORGS, ORGANIZATIONS } from './catalogue/organizations';
import { sampleLogoSvg } from './catalogue/organization-logos';
import {
  conditionsFor,
  descriptionsFor,
  documentsFor,
  exclusionsFor,
  faqFor,
  seoFor,
  topAmountsFor,
} from './catalogue/product-content';
import { buildCatalogue, offersFor, PRODUCT_TYPE_OF, type CatalogueEntry } from './catalogue/products';
import { profileFormFor } from './catalogue/profile-forms';
import { COMPARATORS, COUNTRIES, REGIONS, UF, WORK_SECTORS } from './catalogue/reference-data';
import {
  CONTACT_INFORMATIONS,
  CURRENT_NOTIFICATION,
  MENU,
  REFERRALS,
  SUBDOMAINS,
  IFRAME_KEYS,
} from './catalogue/site-content';
import { isFormName, validationScript } from './catalogue/validation-scripts';
import { BLOG_ARTICLES } from './catalogue/blog-articles';
import { COUNTRY_BLOG_ARTICLES } from './catalogue/country-blog-articles';
import { LANDINGS } from './catalogue/landings';
import {
  robotsTxt,
  sitemapXml,
  SITE_BASE_URLS,
  planDetailPath,
  LISTING_CATEGORIES,
  organizationPagePath,
  siteListings,
} from '../../domain';
import {
  canonicalProductType,
  paramsFromBody,
  paramsFromQuery,
  parseCompareParams,
  runCompare,
} from './compare-engine';
import { FAULT_HEADER, FaultRegistry, FaultRule, faultFromHeader } from './faults';
import { memoryLeadsStore, type LeadsStore } from './leads-store';
import { priceEntry } from './entry-pricing';
import {
  buildCountryCatalogue,
  COUNTRY_ORGANIZATIONS,
  isCountryEntry,
  type CountryEntry,
} from './catalogue/country-catalogues';
import {
  countryConditions,
  countryDescriptions,
  countryDocuments,
  countryExclusions,
  countryFaq,
  countrySeo,
  countryTopAmounts,
} from './catalogue/country-content';
import {
  COUNTRY_CONTACTS,
  COUNTRY_MENUS,
  COUNTRY_NOTIFICATIONS,
  COUNTRY_REFERRALS,
} from './catalogue/country-site-content';
import { SiteCountryCode, siteCountryFor } from '../../domain/site/country';
import { siteBrandName } from '../../domain/site/country-site';
import { sharedLinkHandlers } from './shared-links';
import { purchaseFormsFor } from './catalogue/purchase-forms';
import { createPaymentSandbox } from './payment-sandbox';
import { createChatSample } from './chat-sample';
import { PlanStatusUpdate } from '../../domain/purchase/purchase-lead';

export interface SampleBackendOptions {
  readonly leads?: LeadsStore;
  readonly faults?: FaultRegistry;
  /** ISO date that decides which products are new; today by default. */
  readonly today?: string;
}

export interface SampleBackend {
  readonly handlers: HttpHandler[];
  readonly faults: FaultRegistry;
  readonly leads: LeadsStore;
  /** Error reports the site sent (issue 27), newest last, the last 200 kept. */
  readonly errors: () => readonly unknown[];
  readonly catalogue: readonly CatalogueEntry[];
}

type Params = Readonly<Record<string, string | readonly string[] | undefined>>;
interface Context {
  readonly request: Request;
  readonly params: Params;
  readonly url: URL;
}
type Resolver = (context: Context) => Response | Promise<Response>;

const param = (params: Params, name: string): string => {
  const value = params[name];
  return Array.isArray(value) ? (value[0] ?? '') : typeof value === 'string' ? value : '';
};

const idempotencyKey = (request: Request): string | null => request.headers.get(IDEMPOTENCY_HEADER);

const notFound = (message = 'No encontrado') => HttpResponse.json({ message }, { status: 404 });
const badRequest = (message: string) => HttpResponse.json({ message }, { status: 400 });

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

function parseJsonText(text: string | null): unknown {
  try {
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/** What a fault answers; undefined lets the request through (after its delay). */
async function play(rule: FaultRule): Promise<Response | undefined> {
  if (rule.ms !== undefined && rule.ms > 0) await delay(rule.ms);
  switch (rule.fault) {
    case 'latency':
    case 'lost':
      return undefined;
    case '500':
      return HttpResponse.json({ message: 'Falla simulada por el backend de muestra' }, { status: 500 });
    case '401':
      return HttpResponse.json({ message: 'No autorizado' }, { status: 401 });
    case 'network':
      return HttpResponse.error();
    case 'malformed':
      return new HttpResponse('{"data": [{"id": 1,', { headers: { 'content-type': 'application/json' } });
    case 'invalid':
      return HttpResponse.json({ __sample: 'invalid', data: 42 });
  }
}

/**
 * The sample backend: MSW handlers for every call the public site makes, answered from the sample
 * Colombian catalogue. The same handlers serve the Vite dev and preview servers, msw/node in tests,
 * and the service worker of a static build.
 */
export function createSampleBackend(options: SampleBackendOptions = {}): SampleBackend {
  const faults = options.faults ?? new FaultRegistry();
  const leads = options.leads ?? memoryLeadsStore();
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const catalogue = buildCatalogue(today);
  // Each site's catalogue: a request says its site by X-Country (non-GET) or by its host (cl., pe., int.).
  const catalogues: Readonly<Record<SiteCountryCode, readonly CatalogueEntry[]>> = {
    CO: catalogue,
    CL: buildCountryCatalogue('CL', today),
    PE: buildCountryCatalogue('PE', today),
    INT: buildCountryCatalogue('INT', today),
  };
  const countryOf = (request: Request): SiteCountryCode => {
    const header = SiteCountryCode.safeParse(request.headers.get('x-country')?.toUpperCase());
    return header.success ? header.data : siteCountryFor(new URL(request.url).hostname).code;
  };
  const catalogueOf = (request: Request) => catalogues[countryOf(request)];
  const byId = (request: Request, id: string) =>
    catalogueOf(request).find((entry) => entry.product.id === Number(id));
  // Like the real API, a plan is found by code or url whatever the accents and case of the address.
  const byCode = (request: Request, code: string) =>
    catalogueOf(request).find((entry) => segmentNamesProduct(code, entry.product));
  /** A detail section: Colombia's content, or the other sites' own. */
  const content =
    <T>(colombian: (entry: CatalogueEntry) => T, other: (entry: CountryEntry) => T) =>
    (entry: CatalogueEntry): T =>
      isCountryEntry(entry) ? other(entry) : colombian(entry);
  const coverageOrganizationsOf = (request: Request) => {
    const country = countryOf(request);
    return country === 'CO'
      ? COVERAGE_ORGS
      : COUNTRY_ORGANIZATIONS[country]
          .filter((o) => o.typeAlias === 'CLINICA')
          .map((o, index) => ({
            id: o.id,
            displayName: o.displayName,
            city: o.metadata?.city ?? '',
            distance: 1.5 + index * 3.2,
          }));
  };
  // Each site's blog: Colombia's guides, or the site's own articles by its own team.
  const blogArticlesOf = (country: SiteCountryCode) =>
    country === 'CO' ? BLOG_ARTICLES : COUNTRY_BLOG_ARTICLES[country];
  const articlesOf = (request: Request) => blogArticlesOf(countryOf(request));
  const tokenPolls = new Map<string, number>();
  const tokenKeys = sampleTokenKeys();
  const errorReports: object[] = [];

  const route =
    (call: string, resolve: Resolver) =>
    async ({ request, params }: { request: Request; params: Params }): Promise<Response> => {
      const fault = faultFromHeader(call, request.headers.get(FAULT_HEADER)) ?? faults.take(call);
      if (fault) {
        const faulted = await play(fault);
        if (faulted) return faulted;
      }
      const answer = await resolve({ request, params, url: new URL(request.url) });
      return fault?.fault === 'lost' ? HttpResponse.error() : answer;
    };
  const api = (path: string) => `*/api/${path}`;

  /** A product section: 404 for an unknown id, else the section built from the catalogue entry. */
  const section = (call: string, path: string, build: (entry: CatalogueEntry, request: Request) => unknown) =>
    http.get(
      api(path),
      route(call, ({ params, request }) => {
        const entry = byId(request, param(params, 'id'));
        return entry ? HttpResponse.json(build(entry, request) as object) : notFound();
      }),
    );

  const lead = (call: string, path: string, kind: LeadKind, schema: ZodMiniType) =>
    http.post(
      api(path),
      route(call, async ({ request }) => {
        const body = schema.safeParse(await readJson(request));
        if (!body.success) return badRequest('Datos de contacto inválidos');
        const stored = await leads.add(
          kind,
          body.data,
          request.headers.get('x-country'),
          idempotencyKey(request),
        );
        const receipt: LeadReceipt = { id: stored.id, receivedAt: stored.receivedAt };
        return HttpResponse.json(receipt, { status: 201 });
      }),
    );

  const compare: Resolver = async ({ request, url }) => {
    const raw =
      request.method === 'GET' ? paramsFromQuery(url.searchParams) : paramsFromBody(await readJson(request));
    const params = parseCompareParams(raw);
    if (!params.success) return badRequest('Parámetros de comparación inválidos');
    if (!params.data.organizationTypes || params.data.organizationTypes.length === 0) {
      return badRequest('organizationTypes es requerido');
    }
    return HttpResponse.json(
      runCompare(catalogueOf(request), params.data, crypto.randomUUID(), countryOf(request)),
    );
  };

  const calculatePrice: Resolver = async ({ request, params, url }) => {
    const entry = byId(request, param(params, 'id'));
    if (!entry) return notFound();
    const raw =
      request.method === 'GET'
        ? {
            profile: parseJsonText(url.searchParams.get('profile')),
            productType: url.searchParams.get('productType') ?? '',
          }
        : await readJson(request);
    const body = CalculatePriceRequest.safeParse(raw);
    if (!body.success) return badRequest('Perfil inválido');
    return HttpResponse.json(priceEntry(entry, body.data.profile));
  };

  const handlers: HttpHandler[] = [
    ...sharedLinkHandlers(),
    http.get(api('insurance/compare/metadata'), route('compare', compare)),
    http.post(api('insurance/compare/metadata'), route('compare', compare)),
    http.post(
      api('insurance/promotedProduct'),
      route('promotedProduct', async ({ request }) => {
        const body = (await readJson(request)) as { productType?: unknown } | undefined;
        const asked = typeof body?.productType === 'string' ? body.productType : '';
        const type = canonicalProductType(asked);
        const candidates = catalogueOf(request).filter(
          (e) =>
            ((e.product.productType ?? '') === type || (e.product.productType ?? '') === asked) &&
            e.product.isActive !== false,
        );
        const promoted =
          candidates.find((e) => e.product.isPromoted) ??
          [...candidates].sort((a, b) => (b.product.score ?? 0) - (a.product.score ?? 0))[0];
        return promoted ? HttpResponse.json(promoted.product) : notFound('Sin producto promocionado');
      }),
    ),
    http.get(
      api('insurance/product/:code'),
      route('productByCode', ({ params, request }) => {
        const entry = byCode(request, param(params, 'code'));
        return entry ? HttpResponse.json(entry.product) : notFound();
      }),
    ),
    http.get(
      api('insurance/coverages/:id/resume'),
      route('coverageResume', ({ params, request }) => {
        const entry = byId(request, param(params, 'id'));
        return entry?.product.coverages ? HttpResponse.json(entry.product.coverages) : notFound();
      }),
    ),
    http.get(
      api('insurance/:code/conditions'),
      route('conditions', ({ params, request }) => {
        const entry = byCode(request, param(params, 'code')) ?? byId(request, param(params, 'code'));
        return entry ? HttpResponse.json(content(conditionsFor, countryConditions)(entry)) : notFound();
      }),
    ),
    http.post(api('insurance/:id/calculatePrice'), route('calculatePrice', calculatePrice)),
    http.get(api('insurance/:id/calculatePrice'), route('calculatePrice', calculatePrice)),
    section('features', 'insurance/:id/features', ({ seed }) => seed.features.map((key) => FEATURES[key])),
    section('seo', 'insurance/:id/seo', content(seoFor, countrySeo)),
    section('faq', 'insurance/:id/faq', content(faqFor, countryFaq)),
    section('descriptions', 'insurance/:id/descriptions', content(descriptionsFor, countryDescriptions)),
    section('exclusions', 'insurance/:id/exclusions', content(exclusionsFor, countryExclusions)),
    section(
      'topAmountsAndDeductibles',
      'insurance/:id/topAmountsAndDeductibles',
      content(topAmountsFor, countryTopAmounts),
    ),
    section('coverageOrganizations', 'insurance/:id/coverageOrganizations', ({ seed }, request) =>
      coverageOrganizationsOf(request).filter((o) => seed.network.includes(o.id)),
    ),
    section('documents', 'documents/insurance/:id', content(documentsFor, countryDocuments)),
    http.get(
      api('qppayment/getOffers'),
      route('offers', ({ url, request }) => {
        const entry = byCode(request, url.searchParams.get('productCode') ?? '');
        if (!entry) return notFound();
        if (entry.seed.offer === 'EXHAUSTED') return HttpResponse.json({ statusCode: 204, data: [] });
        return HttpResponse.json({ statusCode: 200, data: offersFor(entry.seed) });
      }),
    ),
    section('paymentInfo', 'qppayment/insurance-payment/:id', ({ product }) => ({
      statusCode: 200,
      data: product.paymentInfo,
    })),
    // Sample-art logos: fixed files, cached a day by the browser (their content never changes per url).
    http.get(api('sample-art/logos/:file'), ({ params }) => {
      const url = decodeURIComponent(param(params, 'file')).replace(/\.svg$/, '');
      const organization = [ORGANIZATIONS, ...Object.values(COUNTRY_ORGANIZATIONS)]
        .flat()
        .find((o) => o.metadata?.url === url);
      const svg = organization ? sampleLogoSvg(url, organization.displayName) : null;
      if (!svg) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(svg, {
        headers: {
          'Content-Type': 'image/svg+xml; charset=utf-8',
          'Cache-Control': 'public, max-age=86400, immutable',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    }),
    http.get(
      api('organization/seguros/tipo/:type'),
      route('organizationsByType', ({ params, request }) => {
        const type = decodeURIComponent(param(params, 'type')).toUpperCase();
        const country = countryOf(request);
        const organizations = country === 'CO' ? ORGANIZATIONS : COUNTRY_ORGANIZATIONS[country];
        return HttpResponse.json(organizations.filter((o) => (o.typeAlias ?? '').toUpperCase() === type));
      }),
    ),
    http.get(
      api('profile-form/form'),
      route('profileForm', ({ url, request }) =>
        HttpResponse.json({
          data: {
            profileForm: profileFormFor(url.searchParams.get('productTypeName') ?? '', countryOf(request)),
          },
        }),
      ),
    ),
    http.get(
      api('profile-form/validation/:file'),
      route('validationScript', ({ params }) => {
        const name = param(params, 'file').replace(/\.js$/, '');
        if (!isFormName(name)) return notFound();
        return new HttpResponse(validationScript(name), {
          headers: { 'content-type': 'text/javascript; charset=utf-8' },
        });
      }),
    ),
    http.post(
      api('profile-form/data'),
      route('sendProfile', async ({ request }) => {
        const body = (await readJson(request)) as
          { form?: unknown; productType?: { name?: unknown } } | undefined;
        const form = Profile.safeParse(body?.form);
        if (!form.success) return badRequest('Perfil inválido');
        const stored = await leads.add(
          'perfil',
          body,
          request.headers.get('x-country'),
          idempotencyKey(request),
        );
        return HttpResponse.json({ id: stored.id, receivedAt: stored.receivedAt }, { status: 201 });
      }),
    ),
    http.get(
      api('menu'),
      route('menu', ({ request }) => {
        const country = countryOf(request);
        return HttpResponse.json(country === 'CO' ? MENU : COUNTRY_MENUS[country]);
      }),
    ),
    http.get(
      api('contactInformations'),
      route('contactInformations', ({ request }) => {
        const country = countryOf(request);
        return HttpResponse.json(country === 'CO' ? CONTACT_INFORMATIONS : COUNTRY_CONTACTS[country]);
      }),
    ),
    http.get(
      api('notifications'),
      route('notifications', ({ request }) => {
        const country = countryOf(request);
        const notification = country === 'CO' ? CURRENT_NOTIFICATION : COUNTRY_NOTIFICATIONS[country];
        return HttpResponse.json({ notification });
      }),
    ),
    http.get(
      api('referidos'),
      route('referralByEmail', ({ url, request }) => {
        const email = (url.searchParams.get('email') ?? '').trim().toLowerCase();
        const country = countryOf(request);
        const found = (country === 'CO' ? REFERRALS : COUNTRY_REFERRALS[country]).find(
          (r) => r.email === email,
        );
        return found ? HttpResponse.json(found) : notFound('Asesor-not-foud');
      }),
    ),
    http.get(
      api('integration/iframe-subdomain'),
      route('subdomainConfig', ({ url }) => {
        const found = SUBDOMAINS.find((s) => s.subdomain === url.searchParams.get('subdomain'));
        return found ? HttpResponse.json(found) : notFound();
      }),
    ),
    http.get(
      api('integration/iframe-token'),
      route('iframeToken', ({ url }) => {
        const token = url.searchParams.get('token') ?? '';
        const found = Object.hasOwn(IFRAME_KEYS, token) ? IFRAME_KEYS[token] : undefined;
        return found ? HttpResponse.json({ ...found, allowedUrls: [...found.allowedUrls] }) : notFound();
      }),
    ),
    // Online purchase (issue 11): the product's forms, the lead's status, the payment provider's sandbox.
    http.get(
      api('qppayment/purchase-forms/:code'),
      route('purchaseForms', ({ params, request }) => {
        const entry = byCode(request, param(params, 'code'));
        if (!entry || entry.seed.online !== true) return notFound('Este plan no se vende en línea');
        return HttpResponse.json({
          statusCode: 200,
          data: purchaseFormsFor(entry.seed.category, countryOf(request)),
        });
      }),
    ),
    lead('updatePlanStatus', 'solicitarplans/update', 'estado-solicitud', PlanStatusUpdate),
    ...createPaymentSandbox().handlers,
    // The live chat's provider (issue 12): availability and a queued-agent answer.
    ...createChatSample({
      siteOf: (request) => {
        const country = countryOf(request);
        const faqOf = content(faqFor, countryFaq);
        const first = catalogues[country][0];
        return {
          brand: siteBrandName(country),
          contact: country === 'CO' ? CONTACT_INFORMATIONS : COUNTRY_CONTACTS[country],
          planOf: (page) => {
            // A plan page's address names its plan in a segment after the section and the company.
            const segments = (page.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).slice(2);
            const entry = catalogues[country].find((candidate) =>
              segments.some((segment) => segmentNamesProduct(segment, candidate.product)),
            );
            return entry ? { name: entry.product.displayName, faqs: faqOf(entry) } : null;
          },
          // The site's own questions: the last of a plan's FAQ that do not name it (price, payment).
          generalFaqs: first
            ? faqOf(first)
                .filter((faq) => !faq.question.includes(first.product.displayName))
                .slice(-2)
            : [],
        };
      },
      leads,
    }),
    lead('sendContact', 'contactos', 'contacto', ContactRequest),
    // Contact consents and their revocations (issue 28), kept like leads: GET /__sample/leads lists them.
    lead('sendConsent', 'consentimientos', 'consentimiento', ConsentNotice),
    lead('sendRevocation', 'consentimientos/revocaciones', 'revocacion', RevocationNotice),
    lead('requestPlan', 'solicitarplans', 'solicitarplan', PlanRequest),
    lead(
      'requestAdditionalInsurance',
      'seguro-adicional/solicitar',
      'seguro-adicional',
      AdditionalInsuranceRequest,
    ),
    http.get(
      api('country'),
      route('countries', () => HttpResponse.json(COUNTRIES)),
    ),
    http.get(
      api('countryState/country'),
      route('regions', () => HttpResponse.json(REGIONS)),
    ),
    http.get(
      api('workSectorType'),
      route('workSectors', () => HttpResponse.json(WORK_SECTORS)),
    ),
    http.get(
      api('globales/uf'),
      route('uf', () => HttpResponse.json(UF)),
    ),
    http.get(
      api('comparator'),
      route('comparators', () => HttpResponse.json(COMPARATORS)),
    ),
    http.get(
      api('hashtoken/:hash'),
      route('waitForToken', async ({ params }) => {
        // The token is ready on the third poll; a hash starting with 'never' never gets one.
        const hash = param(params, 'hash');
        const polls = (tokenPolls.get(hash) ?? 0) + 1;
        tokenPolls.set(hash, polls);
        const ready = !hash.startsWith('never') && (hash.startsWith('ready') || polls >= 3);
        return HttpResponse.json({ token: ready ? await tokenKeys.sign(hash, Date.now()) : null });
      }),
    ),
    // The keys the tokens are signed with (JWKS), for the institution view's signature check.
    http.get(
      api('.well-known/jwks.json'),
      route('tokenKeys', async () => HttpResponse.json(await tokenKeys.jwks())),
    ),
    http.get(
      '*/i18n/:file',
      route('i18n', ({ params }) => {
        const lang = Language.safeParse(param(params, 'file').replace(/\.json$/, ''));
        return lang.success ? HttpResponse.json(TRANSLATIONS[lang.data]) : notFound();
      }),
    ),
    http.get(
      api('qp-university/articles'),
      route('blogArticles', ({ request }) =>
        HttpResponse.json(articlesOf(request).map(({ sections: _sections, ...summary }) => summary)),
      ),
    ),
    http.get(
      api('qp-university/articles/:slug'),
      route('blogArticle', ({ params, request }) => {
        const found = articlesOf(request).find((article) => article.slug === param(params, 'slug'));
        return found ? HttpResponse.json(found) : notFound();
      }),
    ),
    http.get(
      api('country-landings'),
      route('landing', ({ url }) => {
        const slug = url.searchParams.get('slug');
        const locale = url.searchParams.get('locale') ?? 'es';
        const data = LANDINGS.filter((l) => l.slug === slug && l.locale === locale).map(
          ({ locale: _locale, ...landing }) => landing,
        );
        return HttpResponse.json({ data });
      }),
    ),
    // sitemap.xml and robots.txt, generated from the catalogue and the routes.
    http.get('*/sitemap.xml', ({ request }) => {
      const country = countryOf(request);
      const organizations = country === 'CO' ? ORGANIZATIONS : COUNTRY_ORGANIZATIONS[country];
      // Each listing of the site and the pages of its organizations.
      const organizationPaths = siteListings(country).flatMap((category) =>
        organizations
          .filter((o) =>
            (LISTING_CATEGORIES[category].organizationTypes as readonly string[]).includes(o.typeAlias ?? ''),
          )
          .map((o) => organizationPagePath(category, o)),
      );
      const productPaths =
        country === 'CO'
          ? catalogue.map(({ product, seed }) =>
              planDetailPath('CO', product, PRODUCT_TYPE_OF[seed.category]),
            )
          : catalogues[country].map(({ product }) =>
              planDetailPath(country, product, product.productType ?? ''),
            );
      const xml = sitemapXml(
        SITE_BASE_URLS[country],
        [...organizationPaths, ...productPaths],
        blogArticlesOf(country).map((a) => a.slug),
        country,
      );
      return new HttpResponse(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
    }),
    http.get('*/robots.txt', ({ request }) =>
      HttpResponse.text(robotsTxt(SITE_BASE_URLS[countryOf(request)])),
    ),
    // Control endpoints that only the sample backend has.
    http.get('*/__sample/faults', () => HttpResponse.json(faults.list())),
    http.post('*/__sample/faults', async ({ request }) => {
      const rule = FaultRule.safeParse(await readJson(request));
      if (!rule.success) return badRequest('Regla de falla inválida');
      faults.arm(rule.data);
      return HttpResponse.json(faults.list(), { status: 201 });
    }),
    http.delete('*/__sample/faults', ({ request }) => {
      faults.clear(new URL(request.url).searchParams.get('call') ?? undefined);
      return HttpResponse.json(faults.list());
    }),
    // The error-reporting service's stand-in: batches of scrubbed reports, and CSP reports (report-to).
    http.post('*/__sample/errors', async ({ request }) => {
      const body = (await readJson(request)) as unknown;
      const batch = body as { reports?: unknown } | unknown[] | null;
      const reports = Array.isArray(batch)
        ? batch.map((entry) => ({ kind: 'csp', message: 'Content Security Policy', detail: entry }))
        : Array.isArray(batch?.reports)
          ? batch.reports
          : [];
      const receivedAt = new Date().toISOString();
      for (const report of reports.slice(0, 50)) errorReports.push({ receivedAt, ...(report as object) });
      errorReports.splice(0, Math.max(0, errorReports.length - 200));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/__sample/errors', () => HttpResponse.json(errorReports)),
    http.delete('*/__sample/errors', () => {
      errorReports.length = 0;
      return HttpResponse.json([]);
    }),
    http.get('*/__sample/leads', async () => HttpResponse.json(await leads.list())),
    http.delete('*/__sample/leads', async () => {
      await leads.clear();
      return HttpResponse.json([]);
    }),
  ];

  return { handlers, faults, leads, catalogue, errors: () => [...errorReports] };
}
