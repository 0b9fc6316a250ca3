import { decideSlots, type SlotsCommand } from '../compare/slots-decider';
import { decideOutbox, type OutboxCommand } from '../outbox/outbox-decider';
import { decideFlags, type FlagsCommand } from '../visitors/flags-decider';
import { decideReferral, type ReferralCommand } from '../visitors/referral-decider';
import { decidePurchase, type PurchaseCommand } from '../purchase/purchase-decider';
import { decideProfile, type ProfilesCommand } from '../profile/profile-decider';
import { decideLanguage, type LanguageCommand } from '../language/language-decider';
import { decideNotification, type NotificationCommand } from '../notification/notification-decider';
import { decideSession, type SessionCommand } from '../session/session-decider';
import { decideAttribution, type AttributionCommand } from '../attribution/attribution-decider';
import { decideConsent, type ConsentCommand } from '../consent/consent-decider';
import { decideClinics, type ClinicsCommand } from '../compare/clinics-decider';
import type { VisitorState } from '../visitor/visitor-state';
import type { Decision } from './decision';

/**
 * Every command on the visitor's durable state, one union of each aggregate's commands. The root
 * machine runs `decide` on its projection: as the guard (so `snapshot.can` answers the view) and to get
 * the events it records. Add an aggregate: its command union here and its decider in the switch.
 */
export type VisitorCommand =
  | SlotsCommand
  | OutboxCommand
  | ProfilesCommand
  | ReferralCommand
  | FlagsCommand
  | PurchaseCommand
  | NotificationCommand
  | LanguageCommand
  | SessionCommand
  | AttributionCommand
  | ConsentCommand
  | ClinicsCommand;

export function decide(command: VisitorCommand, state: VisitorState): Decision {
  switch (command.type) {
    case 'slots.fill':
    case 'slots.clear':
    case 'slots.clearAll':
      return decideSlots(command, state);
    case 'outbox.queue':
    case 'outbox.delivered':
      return decideOutbox(command, state);
    case 'referral.store':
    case 'referral.remove':
    case 'referral.expire':
      return decideReferral(command, state);
    case 'flags.set':
      return decideFlags(command, state);
    case 'purchase.start':
    case 'purchase.saveStep':
    case 'purchase.show':
    case 'purchase.attempt':
    case 'purchase.settle':
    case 'purchase.confirm':
    case 'purchase.reprice':
      return decidePurchase(command, state);
    case 'profile.save':
      return decideProfile(command, state);
    case 'notification.see':
      return decideNotification(command, state);
    case 'language.change':
      return decideLanguage(command, state);
    case 'session.start':
      return decideSession(command, state);
    case 'attribution.touch':
      return decideAttribution(command, state);
    case 'consent.give':
    case 'consent.revoke':
      return decideConsent(command, state);
    case 'clinics.choose':
      return decideClinics(command, state);
    default:
      return assertNever(command);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled command ${JSON.stringify(value)}`);
}
