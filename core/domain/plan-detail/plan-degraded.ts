import type { ProfilePrice } from '../api';
import type { PlanContent } from './plan-content';
import { textRef, type TextRef } from '../texts/text-ref';
import { PLAN_PART_TEXTS } from './plan-detail-texts';

/**
 * Sections of a plan's detail that can fail without failing the page (each is its own call), in the
 * order the notice names them.
 */
export const PLAN_PARTS = [
  'price',
  'coverages',
  'topAmounts',
  'descriptions',
  'exclusions',
  'network',
  'faq',
  'documents',
  'payment',
] as const;

export type PlanPart = (typeof PLAN_PARTS)[number];

const PART_NAMES: Readonly<Record<PlanPart, string>> = PLAN_PART_TEXTS;

const ORDER: readonly PlanPart[] = PLAN_PARTS;

/**
 * What the detail says when some sections could not load, instead of silently leaving them out or
 * showing the list price; null when nothing is missing.
 */
export function degradedPlanNotice(missing: readonly PlanPart[]): string | null {
  const parts = ORDER.filter((part) => missing.includes(part)).map((part) => PART_NAMES[part]);
  if (parts.length === 0) return null;
  const list = new Intl.ListFormat('es-CO', { type: 'conjunction' }).format(parts);
  return `No pudimos cargar ${list}. Lo que ves puede estar incompleto.`;
}

/** The same notice as a text of the page's language: the parts in order, joined as the language joins them. */
export function degradedPlanNoticeText(missing: readonly PlanPart[]): TextRef | null {
  const parts = ORDER.filter((part) => missing.includes(part));
  if (parts.length === 0) return null;
  return { key: 'detail.degraded', lists: { parts: parts.map((part) => textRef(`planParts.${part}`)) } };
}

/** The missing parts after a reprice: the price is missing exactly when the reprice failed. */
export function afterReprice(missing: readonly PlanPart[], priced: boolean): PlanPart[] {
  return [...missing.filter((part) => part !== 'price'), ...(priced ? [] : (['price'] as const))];
}

/** A plan's content after its price for a new profile came back (null: the reprice failed, and says so). */
export function repriced(content: PlanContent | null, price: ProfilePrice | null): PlanContent | null {
  if (!content) return null;
  return { ...content, profilePrice: price, missing: afterReprice(content.missing ?? [], price !== null) };
}
