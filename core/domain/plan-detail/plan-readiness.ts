import { sectionsOf, type PlanContent } from './plan-content';
import { tabsFor, type PlanTab } from './plan-tabs';

/** §2: the prerender-ready flag is set 800 ms after every PDF text layer on the page rendered. */
export const PRERENDER_READY_DELAY_MS = 800;
/** §2: the initial tab scroll happens 1000 ms after the detail shows. */
export const INITIAL_TAB_SCROLL_DELAY_MS = 1000;

/** The tab a detail shows: the one asked for if the plan has it, else its first. */
export function shownTab(tab: PlanTab | null, content: PlanContent): PlanTab {
  const tabs = tabsFor(sectionsOf(content));
  return tab !== null && tabs.includes(tab) ? tab : (tabs[0] ?? 'precio');
}

/** The documents whose text layers the page waits for: those the shown tab renders. */
function documentsToRender(tab: PlanTab | null, content: PlanContent): string[] {
  return shownTab(tab, content) === 'documentos' ? content.documents.map((document) => document.url) : [];
}

/** Every expected document rendered, or failed (a failure shows its message: nothing more will come). */
export function allDocumentsSettled(expected: readonly string[], settled: readonly string[]): boolean {
  return expected.every((url) => settled.includes(url));
}

/**
 * Whether the page scrolls to its tab once shown: a page (not the modal) whose address names a tab,
 * for a browser; a bot (§4) reads the whole document and scrolls nothing.
 */
export function scrollsToTab(mode: 'page' | 'modal', tab: PlanTab | null, bot: boolean): boolean {
  return mode === 'page' && tab !== null && !bot;
}

/** The element the initial scroll brings into view. */
export const PLAN_TAB_ANCHOR = 'plan-tab-body';

/** What a shown detail waits for before it is done; null for the modal (only a page is prerendered). */
export function detailReadiness(
  mode: 'page' | 'modal' | null,
  tab: PlanTab | null,
  content: PlanContent | null,
  bot: boolean,
): { readonly documents: string[]; readonly scroll: boolean } | null {
  if (mode !== 'page' || content === null) return null;
  return { documents: documentsToRender(tab, content), scroll: scrollsToTab(mode, tab, bot) };
}
