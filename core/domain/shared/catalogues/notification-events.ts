import { z } from 'zod/mini';

const NAMES = [
  'internal_mail',
  'aunpaso_mail',
  'mismaisapre_mail',
  'mismaisapre_consalud_mail',
  'assignment_customer_mail',
  'assignment_executive_mail',
  'customer_sms',
  'executive_sms',
  'notification_onesignal',
  'default_password_mail',
  'benefit_customer_mail',
  'customer_whatsApp',
  'executive_whatsApp',
  'customer_collective_insurance',
  'executive_collective_insurance',
  'customer_contact',
  'executive_contact',
  'weekly_report',
  'low_balance_mail',
  'lead_fail_mail',
  'best_plan',
  'success_subscription_first_payment',
  'notification_firebase',
  'change_card_mail',
] as const;

/** Notification events with their ids 1-24, in the spec's order (§3). */
export const NOTIFICATION_EVENTS = NAMES.map((name, index) => ({ id: index + 1, name }));
export const NotificationEventName = z.enum(NAMES);
export type NotificationEventName = z.infer<typeof NotificationEventName>;
export const NotificationEventId = z.number().check(z.int(), z.minimum(1), z.maximum(NAMES.length));

export function notificationEventId(name: NotificationEventName): number {
  return NAMES.indexOf(name) + 1;
}
