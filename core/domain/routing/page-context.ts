import { pageProductType } from '../profile/perfil-param';
import { hasStoredProfile, profileFor, type VisitorState } from '../visitor/visitor-state';
import { formatLocation, type RouteResolution } from './resolve-route';
import type { SiteCountryCode } from '../site/country';

/** A page the navigation settled on (a redirect never reaches the flows). */
export type PageShown = Extract<RouteResolution, { kind: 'page' }>;

/** The pages whose product type a contact form suggests as its topic. */
const PRODUCT_PAGES: readonly string[] = [
  'compare',
  'plan-detail',
  'collective-detail',
  'landing-listing',
  'organization-landing',
];

/** The page change the profile modal and the perfil address follow: where, and its product type. */
export function pageChange(resolution: PageShown) {
  return {
    type: 'page.changed' as const,
    location: resolution.location,
    productType: pageProductType(resolution.page, resolution.params, resolution.data),
  };
}

/**
 * Where a lead from this page comes from (its address, the form that produced it, the stored profile
 * of the page's product type) and the topic the page suggests (its product type, on product pages).
 */
export function contactPage(visitor: VisitorState, resolution: PageShown, country?: SiteCountryCode) {
  const productType = pageProductType(resolution.page, resolution.params, resolution.data);
  const key = productType || undefined;
  const profile = hasStoredProfile(visitor, key) ? profileFor(visitor, key) : undefined;
  const suggests = PRODUCT_PAGES.includes(resolution.page);
  return {
    type: 'contact.page' as const,
    origin: {
      originUrl: formatLocation(resolution.location),
      originLead: resolution.page === 'paid-media-landing' ? ('Registro' as const) : ('contacto' as const),
      ...(profile ? { profile } : {}),
      ...(country ? { country } : {}),
    },
    topic: suggests ? productType : null,
  };
}
