import type { Profile } from '../profile/profile';
import type { CompareParams, CompareResponse } from './compare';
import type { ContactInformations } from './contact';
import type { Description, Exclusion, Faq, Feature, PlanDocument, TopAmountsAndDeductibles } from './content';
import type { CoverageResume } from './coverage';
import type { Language, Translations } from './i18n';
import type {
  AdditionalInsuranceRequest,
  ContactRequest,
  LeadReceipt,
  PlanRequest,
  SendOptions,
} from './leads';
import type { Menu } from './menu';
import type { Notification } from './notification';
import type { OffersValue } from './offers';
import type { CoverageOrganization, Organization } from './organization';
import type { PaymentInfo } from './payment';
import type { CalculatePriceRequest, ProfilePrice } from './price';
import type { InsuranceProduct, ProductConditions, ProductSeo, PromotedProductRequest } from './product';
import type { ProfileForm, SendProfileResponse } from './profile-form';
import type { BlogArticle, BlogArticleSummary } from '../content/blog';
import type { LandingContent } from '../content/landing';
import type { Comparator, Country, CountryState, Uf, WorkSector } from './reference';
import type { Referral } from './referral';
import type { ApiResult } from './result';
import type { SharedLinkCreated, SharedLinkValidated } from './shared-link';
import type { PlanStatusUpdate } from '../purchase/purchase-lead';
import type { PurchaseForm } from '../purchase/purchase-form';
import type { SubdomainConfig } from './subdomain';
import type { IframeToken } from './iframe-token';
import type { ConsentNotice, RevocationNotice } from './consents';

type Call<T> = Promise<ApiResult<T>>;

/**
 * The calls the public site makes (§7), one method each. Every promise resolves, never rejects: a
 * failure is `{ ok: false, error }` with the call's name and, where §8 has one, its Spanish text.
 */
export interface ApiClient {
  /** POST when the profile has ingresodatos or a price bound is given, GET otherwise; 401 is 'robot'. */
  compare(params: CompareParams): Call<CompareResponse>;
  /** On failure the error has status 404 and 'Problema en endpoint para obtener producto promocionado'. */
  promotedProduct(request: PromotedProductRequest): Call<InsuranceProduct>;
  productByCode(code: string): Call<InsuranceProduct>;
  conditions(code: string): Call<ProductConditions>;
  calculatePrice(productId: number, request: CalculatePriceRequest): Call<ProfilePrice>;
  coverageResume(productId: number, coverageOrganizationIds?: readonly number[]): Call<CoverageResume>;
  features(productId: number): Call<Feature[]>;
  seo(productId: number): Call<ProductSeo>;
  faq(productId: number): Call<Faq[]>;
  descriptions(productId: number): Call<Description[]>;
  exclusions(productId: number): Call<Exclusion[]>;
  topAmountsAndDeductibles(productId: number): Call<TopAmountsAndDeductibles>;
  coverageOrganizations(productId: number): Call<CoverageOrganization[]>;
  documents(productId: number): Call<PlanDocument[]>;
  /** 200 gives the offers, 204 gives 0 (promotion exhausted), any other status null. */
  offers(productCode: string, hasOffer: boolean): Call<OffersValue>;
  paymentInfo(productId: number): Call<PaymentInfo>;
  /** Sends the bearer token; cached; 3 attempts 1500 ms apart. */
  organizationsByType(type: string): Call<Organization[]>;
  profileForm(productTypeName: string): Call<ProfileForm>;
  /** Sends what the visitor typed; with an idempotency key the server keeps it once (the outbox's id). */
  sendProfile(profile: Profile, productTypeName: string, options?: SendOptions): Call<SendProfileResponse>;
  menu(): Call<Menu>;
  contactInformations(): Call<ContactInformations>;
  /** The current notification, or null when there is none. */
  notifications(): Call<Notification | null>;
  /** The referrer with that e-mail, or null when not found (404). */
  referralByEmail(email: string): Call<Referral | null>;
  /** The partner configuration of a subdomain, or null when the subdomain is not a partner (404). */
  subdomainConfig(subdomain: string, hostname: string): Call<SubdomainConfig | null>;
  /** The allowed URL list of a partner's iframe key, or null when the key is unknown (404). */
  iframeToken(token: string): Call<IframeToken | null>;
  sendContact(request: ContactRequest, options?: SendOptions): Call<LeadReceipt>;
  requestPlan(request: PlanRequest, options?: SendOptions): Call<LeadReceipt>;
  requestAdditionalInsurance(request: AdditionalInsuranceRequest, options?: SendOptions): Call<LeadReceipt>;
  /** POST api/consentimientos: a contact consent given, kept once per idempotency key. */
  sendConsent(notice: ConsentNotice, options?: SendOptions): Call<LeadReceipt>;
  /** POST api/consentimientos/revocaciones: a consent revoked, kept once per idempotency key. */
  sendRevocation(notice: RevocationNotice, options?: SendOptions): Call<LeadReceipt>;
  countries(): Call<Country[]>;
  regions(): Call<CountryState[]>;
  workSectors(): Call<WorkSector[]>;
  uf(): Call<Uf>;
  comparators(): Call<Comparator[]>;
  /** Polls /hashtoken/{hash} until a token is ready; after 15 s 'Timeout en rescate de token via hash'. */
  waitForToken(hash: string): Call<string>;
  i18n(lang: Language): Call<Translations>;
  /** POST api/buscarplanes/sharedinsurance: the short-link code of a shared comparison. */
  createSharedLink(url: string, decodedProfile: Profile | null): Call<SharedLinkCreated>;
  /** POST api/buscarplanes/sharedinsurance/{code}: the shared URL, or null when the code is not valid. */
  validateSharedLink(code: string): Call<SharedLinkValidated | null>;
  /** The forms of a product's online purchase; 404 when the product is not sold online. */
  purchaseForms(productCode: string): Call<PurchaseForm[]>;
  /** POST api/solicitarplans/update: where the online purchase stands (§4 statuses 500 and 501). */
  updatePlanStatus(update: PlanStatusUpdate, options?: SendOptions): Call<LeadReceipt>;
  /** The blog's articles, newest first (GET api/qp-university/articles). */
  blogArticles(): Call<BlogArticleSummary[]>;
  /** One article, or null when there is none with that slug (404). */
  blogArticle(slug: string): Call<BlogArticle | null>;
  /** The first active country landing with that slug and locale, or null when there is none. */
  landing(slug: string, locale: string): Call<LandingContent | null>;
}

/** The method names, for tests and for machines that name a call. */
export type ApiCallName = keyof ApiClient;
