import type { SiteCountryCode } from '../site/country';
import { deductibleWording } from '../shared/money/country-wording';
import { textRef, type TextRef } from '../texts/text-ref';
import { PLAN_TAB_TEXTS } from './plan-detail-texts';

/**
 * The tabs of a plan detail (§2 "Detail page"): each is a trailing path segment. 'home' redirects to
 * Preguntas-Frecuentes (route table); no segment shows the first tab.
 */
export const PLAN_TABS = [
  { id: 'coberturas', segment: 'Coberturas' },
  { id: 'exclusiones', segment: 'Exclusiones' },
  { id: 'red', segment: 'Red-de-Clinicas' },
  { id: 'faq', segment: 'Preguntas-Frecuentes' },
  { id: 'precio', segment: 'Precio' },
  { id: 'documentos', segment: 'Documentos' },
  { id: 'solicitar', segment: 'Solicitar' },
] as const;

export type PlanTab = (typeof PLAN_TABS)[number]['id'];

const DEFAULT_PLAN_TAB: PlanTab = 'coberturas';

/** Tabs shown before 'Ver más' on mobile (§2). */
export const MOBILE_VISIBLE_TABS = 3;

const bySegment = new Map<string, PlanTab>(PLAN_TABS.map((tab) => [tab.segment.toLowerCase(), tab.id]));

/** The tab a trailing segment names (any case), or null for none or an unknown one. */
export function tabFromSegment(segment: string | undefined): PlanTab | null {
  if (segment === undefined || segment === '') return null;
  return bySegment.get(segment.toLowerCase()) ?? null;
}

export function tabSegment(tab: PlanTab): string {
  return PLAN_TABS.find((entry) => entry.id === tab)?.segment ?? '';
}

/** The tab's name in es-CO (the page head's title stays Spanish). */
export function tabLabel(tab: PlanTab): string {
  return PLAN_TAB_TEXTS[tab];
}

/** The tab's name in the page's language; the coverages tab says Deducible where the site does (§9). */
export function tabText(tab: PlanTab, country: SiteCountryCode = 'CO'): TextRef {
  if (tab === 'coberturas' && deductibleWording(country) === 'Deducible')
    return textRef('planTabs.coberturasDeducible');
  return textRef(`planTabs.${tab}`);
}

/** What a product's sections hold, so empty sections get no tab. */
export interface PlanSections {
  readonly coverages: boolean;
  readonly exclusions: boolean;
  readonly network: boolean;
  readonly faq: boolean;
  readonly documents: boolean;
}

/** The tabs a product shows, in order: its sections with content, the price, and the request. */
export function tabsFor(sections: PlanSections): PlanTab[] {
  const has: Readonly<Record<PlanTab, boolean>> = {
    coberturas: sections.coverages,
    exclusiones: sections.exclusions,
    red: sections.network,
    faq: sections.faq,
    precio: true,
    documentos: sections.documents,
    solicitar: true,
  };
  return PLAN_TABS.map((tab) => tab.id).filter((id) => has[id]);
}

/** The path of a tab under a plan's canonical path; the default tab has no segment. */
export function tabPath(canonicalPath: string, tab: PlanTab): string {
  return tab === DEFAULT_PLAN_TAB ? canonicalPath : `${canonicalPath}/${tabSegment(tab)}`;
}
