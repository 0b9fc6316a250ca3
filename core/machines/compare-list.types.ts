import type {
  CardLayout,
  DomainEvent,
  FilterChange,
  ListQuery,
  Profile,
  SiteCountryCode,
  VisitorState,
} from '../domain';
import type { InsuranceProduct } from '../domain/api';
import type { PageResolution } from './navigation.machine';

/** The comparison list's input, context and events (compare-list.machine.ts). */
export interface CompareListInput {
  readonly country: SiteCountryCode;
  /** The root's word on the network at start (true when not given). */
  readonly online?: boolean;
}

export interface CompareListContext extends Omit<ListQuery, 'stored'> {
  readonly country: SiteCountryCode;
  /**
   * The stored profile the page's search was asked with, as the root handed it (null: none stored):
   * the cards shown are priced for it, and a page or a recorded event with another one searches again.
   */
  readonly searchedFor: Profile | null;
  readonly pathname: string;
  readonly search: string;
  /** A search has been asked for since the machine started. */
  readonly searched: boolean;
  readonly layout: CardLayout | null;
  /** Employer contribution percentage of collective cards (slider). */
  readonly contribution: number;
  /** Number of employees typed on the collective page (3 digits at most), null when empty. */
  readonly employees: number | null;
  /** The root's word on the network when the list started (the search keeps it up to date). */
  readonly startedOnline: boolean;
  /** The plan the address names (/Comparar/{section}/{product}): shown first and opened once. */
  readonly pinned: string | null;
  /** The kind of insurance the path names (Chile's /Comparar/Seguros-de-Salud/Dental...), or null. */
  readonly pathKind: string | null;
  /** The address whose named plan was opened (not again on coming back to it). */
  readonly opened: string | null;
  /** The plans the search showed last. */
  readonly shownPlans: readonly ShownPlan[];
}

export type ShownPlan = Pick<InsuranceProduct, 'url' | 'productCode'>;

export type CompareListEvent =
  /** From the root: the page showing, with the stored profile of its product type. */
  | { type: 'route.changed'; resolution: PageResolution; stored?: Profile | null }
  /** From the root: an event was recorded, with the projection after it. */
  | { type: 'visitor.recorded'; event: DomainEvent; visitor: VisitorState }
  /** Any filter or the sort: the address changes, and the page it announces loads. */
  | { type: 'compare.filter'; change: FilterChange }
  | { type: 'compare.submit' }
  | { type: 'compare.loadMore' }
  | { type: 'compare.retry' }
  | { type: 'compare.human' }
  | { type: 'compare.layout'; layout: CardLayout }
  | { type: 'compare.contribution'; percent: number }
  | { type: 'compare.employees'; text: string }
  | { type: 'compare.card.visible'; productId: number }
  | { type: 'compare.card.hidden'; productId: number }
  | { type: 'compare.card.retry'; productId: number }
  | { type: 'compare.card.load'; productIds: readonly number[] }
  /** From the root: the site's word on the network changed. */
  | { type: 'network.changed'; online: boolean; fromBrowser?: boolean }
  /** The filter counts' child read these products of the catalogue. */
  | { type: 'facets.loaded'; products: readonly InsuranceProduct[] }
  /** From the search: the plans its first page shows. */
  | { type: 'results.shown'; plans: readonly ShownPlan[] }
  /** Raised: the page's query is to be searched. */
  | { type: 'page.search' };

export type CompareListCommand = Extract<CompareListEvent, { type: `compare.${string}` }>;
