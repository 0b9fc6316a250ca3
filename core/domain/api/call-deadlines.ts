import type { ApiCallName } from './api-client';

/** The longest one attempt of a call may take before it fails as 'timeout' (docs/decisions.md). */
const READ_MS = 6_000;
const SEND_MS = 15_000;

/**
 * Every call's deadline for one attempt, in ms. The token wait is the specification's 15 s for the
 * whole wait; the result list and the sends get 15 s (they price or store); every other read 6 s, so a
 * read with three attempts is answered, or failed with its message, within 21 s.
 */
export const CALL_DEADLINES_MS = {
  compare: SEND_MS,
  promotedProduct: SEND_MS,
  productByCode: READ_MS,
  conditions: READ_MS,
  calculatePrice: READ_MS,
  coverageResume: READ_MS,
  features: READ_MS,
  seo: READ_MS,
  faq: READ_MS,
  descriptions: READ_MS,
  exclusions: READ_MS,
  topAmountsAndDeductibles: READ_MS,
  coverageOrganizations: READ_MS,
  documents: READ_MS,
  offers: READ_MS,
  paymentInfo: READ_MS,
  organizationsByType: READ_MS,
  profileForm: READ_MS,
  sendProfile: SEND_MS,
  menu: READ_MS,
  contactInformations: READ_MS,
  notifications: READ_MS,
  referralByEmail: READ_MS,
  subdomainConfig: READ_MS,
  iframeToken: READ_MS,
  sendContact: SEND_MS,
  requestPlan: SEND_MS,
  requestAdditionalInsurance: SEND_MS,
  sendConsent: SEND_MS,
  sendRevocation: SEND_MS,
  countries: READ_MS,
  regions: READ_MS,
  workSectors: READ_MS,
  uf: READ_MS,
  comparators: READ_MS,
  waitForToken: 15_000,
  i18n: READ_MS,
  createSharedLink: SEND_MS,
  validateSharedLink: READ_MS,
  purchaseForms: READ_MS,
  updatePlanStatus: SEND_MS,
  blogArticles: READ_MS,
  blogArticle: READ_MS,
  landing: READ_MS,
} as const satisfies Record<ApiCallName, number>;

/**
 * A chunk of the site's own code (the profile form's) is a read too: past 6 s the visitor is told it did
 * not load and can try again, rather than watching a spinner for a module a stalled network will not send.
 */
export const CODE_CHUNK_DEADLINE_MS = READ_MS;

/**
 * A profile form's validation module (§5) is a read of code too: loaded and run within 6 s, or the
 * profile is not saved (it fails closed, issue 27) and the visitor is told and can try again.
 */
export const VALIDATION_MODULE_DEADLINE_MS = READ_MS;

/** A call's deadline by name; a name outside the table (a helper's own request) gets the read deadline. */
export function callDeadlineMs(call: string): number {
  return Object.hasOwn(CALL_DEADLINES_MS, call) ? CALL_DEADLINES_MS[call as ApiCallName] : READ_MS;
}

/**
 * A plan document shown in the PDF viewer (§4): opened within 15 s (a download, like a send's wait), or
 * the viewer says it could not show it, with the document's own link and Reintentar (issue 27).
 */
export const PDF_DOCUMENT_DEADLINE_MS = SEND_MS;
