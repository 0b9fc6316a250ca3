import type { CallOutcome, DomainEvent, SiteCountry, VisitorCommand, VisitorState } from '../domain';
import type { NavigationEvent, PageResolution } from './navigation.machine';
import type { SessionExpiryEvent } from './session-expiry.machine';
import type { ProfileCommand } from './profile.machine';
import type { CompareListCommand } from './compare-list.machine';
import type { ReferralEvent } from './referral.machine';
import type { ShareEvent } from './share.machine';
import type { StaffEvent } from './staff.machine';
import type { AccessEvent } from './access.machine';
import type { ChatEvent } from './chat.machine';
import type { PurchaseEvent } from './purchase.machine';
import type { VisitorsBoot } from './visitors-boot';
import type { PlanDetailCommand } from './plan-detail.machine';
import type { ContentCommand } from './content.machine';
import type { ContactFormEvent } from './contact-form.machine';
import type { PageArrival } from './lead-attribution.machine';
import type { PageFlows } from './page-flows';
import type { PageCodeEvent } from './page-code.machine';

/** The root's input, context and events (app.machine.ts). */
export interface AppInput {
  readonly country: SiteCountry;
  readonly visitor: VisitorState;
  readonly address: string;
  readonly now: number;
  readonly online: boolean;
  /** Where the visitor comes from: partner host, frame, origin (issue 13); a plain top-level site when absent. */
  readonly visitors?: VisitorsBoot;
  /** How the page was reached (referrer, user agent) for lead attribution; none records no touch. */
  readonly arrival?: PageArrival;
}

export interface AppContext {
  readonly country: SiteCountry;
  readonly visitor: VisitorState;
  /** Where and when this page started: the flows' starting input. */
  readonly boot: {
    /** The browser's word on the network at start; the root's states (online, offline) hold it since. */
    readonly online: boolean;
    readonly address: string;
    readonly now: number;
    readonly visitors: VisitorsBoot;
    readonly arrival: PageArrival | null;
  };
  /** The flows one page needs, started when it first shows (page-flows.ts). */
  readonly pageFlows: PageFlows;
}

export type AppEvent =
  | NavigationEvent
  | SessionExpiryEvent
  | ProfileCommand
  | CompareListCommand
  /** Open or close the side-by-side table (its flow lives in compareSlots). */
  | { type: 'slots.open' }
  | { type: 'slots.close' }
  | ReferralEvent
  | ShareEvent
  | StaffEvent
  | Exclude<AccessEvent, { type: 'access.route' }>
  | PlanDetailCommand
  /** The live chat's commands (its flow starts on the launcher's first chat.open). */
  | Exclude<ChatEvent, { type: 'network.changed' }>
  | ContentCommand
  /** Where the purchase page is (core/app/purchase-flow.ts): its flow starts on the first. */
  | Extract<PurchaseEvent, { type: 'purchase.located' }>
  | Exclude<ContactFormEvent, { type: 'network.changed' } | { type: 'contact.page' }>
  | Exclude<PageCodeEvent, { type: 'network.changed' }>
  /** A command on the visitor's durable state: decided on the projection, its events recorded. */
  | { type: 'visitor.execute'; command: VisitorCommand }
  /** The browser went online or offline. */
  | { type: 'network.changed'; online: boolean }
  /** A call finished: what it teaches about the network (a dropped connection means offline). */
  | { type: 'network.observed'; outcome: CallOutcome }
  /** A domain event was appended to the log: fold it into the projection. */
  | { type: 'visitor.recorded'; event: DomainEvent }
  /** The navigation settled on a page: flows that live on a page start or reload from it. */
  | { type: 'route.changed'; resolution: PageResolution };
