import type { CardExtras, Profile } from '../domain';
import type { ApiError, InsuranceProduct } from '../domain/api';

/** The plan card's input, context and events (plan-card.machine.ts). */
export interface PlanCardInput {
  readonly product: InsuranceProduct | null;
  readonly profile: Profile;
  readonly productType: string;
  readonly coverageOrganizationIds: readonly number[];
}

export interface PlanCardContext extends PlanCardInput {
  readonly extras: CardExtras | null;
  readonly error: ApiError | null;
  /** The profile of the request in flight (extras or price). */
  readonly asked: Profile | null;
  /**
   * The profile the shown price was computed for. When a profile is saved while a request is in
   * flight, the answer is for the old one: the card then asks again instead of keeping a stale price.
   */
  readonly pricedFor: Profile | null;
  /** Automatic retries (and asks on the network's return) since the last full load or the visitor's retry. */
  readonly autoRetries: number;
  /**
   * The browser said the network was back while a load was in flight (started before, so some of its
   * parts may have failed offline): if that load ends failed or in part, the card asks again at once.
   */
  readonly networkBackWhileLoading: boolean;
}

/** What the card's loader needs and answers (its loader: core/adapters/api/loaders/plan-card.loader.ts). */
export type { CardExtrasRequest, ProfilePriceRequest } from '../domain/api/loads';

export type PlanCardEvent =
  | { type: 'card.product'; product: InsuranceProduct }
  | { type: 'card.visible' }
  | { type: 'card.hidden' }
  /** Load now, visible or not (the side-by-side table needs the chosen plans' data). */
  | { type: 'card.load' }
  | { type: 'card.retry' }
  /**
   * The network came back: from the browser's own word (confirmed) or because a call got through
   * again. Only the latter backs off, so an endpoint that keeps dropping is not asked forever.
   */
  | { type: 'card.networkBack'; confirmed: boolean }
  | { type: 'card.profile'; profile: Profile }
  /** The coverage organization filter changed (Chile): coverages depend on it. */
  | { type: 'card.coverageOrganizations'; ids: readonly number[] };
