import type { PaymentMethodCode } from '../api/payment';
import type { OutboxCommand } from '../outbox/outbox-decider';
import { paymentErrorRef } from '../shared/payments/payment-error-messages';
import {
  CONFIRMATION_SEGMENT,
  confirmationPath,
  onlinePurchasePath,
  stepSegment,
} from '../shared/routes/purchase-flow-path';
import type { SiteCountryCode } from '../site/country';
import { cardErrors, type CardErrors, type CardInput } from './card';
import type { ChargeStatus } from './payment-protocol';
import type { PurchaseCommand } from './purchase-decider';
import { stepErrors, type StepErrors, type StepValues } from './purchase-field-rules';
import type { PurchaseForm, PurchaseStep } from './purchase-form';
import { paidStatusUpdate, stepStatusUpdate, type PlanStatusUpdate } from './purchase-lead';
import { insuredRecords } from './purchase-people';
import { isCardMethod } from './purchase-payment';
import { openAttempt, type Purchase } from './purchase-state';
import { textRef, type TextRef } from '../texts/text-ref';

/**
 * What the purchase flow does at each of its moments, decided here so the machine only carries it out:
 * a plan is the commands to record (through the root's deciders) and the addresses to go to, in order.
 */

/** Where a purchase's pages are: fixed once it starts (flow state, not the visitor's). */
export interface PurchaseRoute {
  readonly purchaseId: string;
  readonly productCode: string;
  readonly sessionType: string;
  readonly steps: readonly PurchaseStep[];
  /** The site the purchase is made on: its phone rule writes the phone every status update carries. */
  readonly country: SiteCountryCode;
}

/** The attempt under way (its idempotency key is recorded with it). */
export interface PayingAttempt {
  readonly key: string;
  readonly method: PaymentMethodCode;
  readonly amount: number;
  readonly token: string | null;
  /** When the visitor asked to pay (or a silent attempt was resumed): the time of its reports. */
  readonly at: number;
}

export type ProviderAnswer<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly code: string };

export type FlowEffect =
  | { readonly type: 'execute'; readonly command: PurchaseCommand | OutboxCommand }
  | { readonly type: 'go'; readonly to: string; readonly replace: boolean };

/** Today as AAAA-MM-DD and { year, month } from the visitor's clock (epoch ms; Colombia is UTC-5). */
const COLOMBIA_OFFSET_MS = -5 * 3_600_000;
export function calendarOf(now: number) {
  const date = new Date(now + COLOMBIA_OFFSET_MS);
  return {
    today: date.toISOString().slice(0, 10),
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
  };
}

/** The address of a step; the payment's confirmation replaces the Pago segment (§2). */
export function purchaseAddress(route: PurchaseRoute, step: number | 'confirmation'): string {
  const session = { session: route.purchaseId, sessionType: route.sessionType };
  if (step === 'confirmation')
    return confirmationPath(onlinePurchasePath(route.productCode, route.steps.at(-1)?.title, session));
  return onlinePurchasePath(route.productCode, route.steps[step]?.title, session);
}

/** The step an address names: an index, 'confirmation', or null when it names none. */
function stepFromSegment(
  steps: readonly PurchaseStep[],
  segment: string | null,
): number | 'confirmation' | null {
  if (segment === null) return null;
  if (segment === CONFIRMATION_SEGMENT) return 'confirmation';
  const index = steps.findIndex((step) => stepSegment(step.title) === segment);
  return index < 0 ? null : index;
}

/** The purchase belongs to this flow's route. */
export const isRouteOf = (route: PurchaseRoute | null, purchase: Purchase | null): purchase is Purchase =>
  purchase !== null && purchase.purchaseId === route?.purchaseId;

const contactOf = (purchase: Purchase): Readonly<Record<string, string>> =>
  Object.assign({}, ...Object.values(purchase.values)) as Record<string, string>;

const leadBase = (route: PurchaseRoute) => ({
  session: route.purchaseId,
  sessionType: route.sessionType,
  productCode: route.productCode,
  country: route.country,
});

/**
 * A status update for the back office goes through the visitor's outbox (kept in the log, retried,
 * delivered once); its key names the purchase and the status, so the same status is never kept twice.
 */
const queueStatus = (update: PlanStatusUpdate, now: number): OutboxCommand => ({
  type: 'outbox.queue',
  id: `${update.session}:${update.status}-${update.subStatus}`,
  kind: 'purchase',
  payload: { ...update },
  now,
});

const execute = (command: PurchaseCommand | OutboxCommand): FlowEffect => ({ type: 'execute', command });

/** The start of a loaded purchase: the root refuses a purchase id that exists (then it is a resume). */
export function startCommand(
  route: PurchaseRoute,
  productName: string,
  total: number,
  priced = true,
): PurchaseCommand {
  const { purchaseId, productCode, sessionType, steps } = route;
  return {
    type: 'purchase.start',
    purchaseId,
    productCode,
    productName,
    sessionType,
    steps,
    total,
    ...(priced ? {} : { priced: false }),
  };
}

/**
 * Bring the address and the recorded step together: a confirmed purchase shows its confirmation; the
 * step reached is reported once synced; back or forward in history shows the step the address names
 * (when it was reached and no payment is open); any other address is replaced by the recorded step's.
 */
export function syncPlan(
  route: PurchaseRoute,
  purchase: Purchase,
  moment: { readonly segment: string | null; readonly synced: boolean; readonly now: number },
): FlowEffect[] {
  const named = stepFromSegment(route.steps, moment.segment);
  if (purchase.confirmedAt !== null)
    return named === 'confirmation'
      ? []
      : [{ type: 'go', to: purchaseAddress(route, 'confirmation'), replace: true }];
  const effects: FlowEffect[] = [];
  const step = route.steps[purchase.stepIndex];
  if (moment.synced && step)
    effects.push(
      execute(queueStatus(stepStatusUpdate(leadBase(route), step, contactOf(purchase)), moment.now)),
    );
  const movable =
    typeof named === 'number' && named <= purchase.reached && openAttempt(purchase) === undefined;
  if (movable && named !== purchase.stepIndex)
    return [...effects, execute({ type: 'purchase.show', purchaseId: route.purchaseId, stepIndex: named })];
  if (named !== purchase.stepIndex)
    effects.push({ type: 'go', to: purchaseAddress(route, purchase.stepIndex), replace: true });
  return effects;
}

/** A step's values submitted: the errors beside the fields, or the step saved and the next one shown. */
export function submitPlan(
  route: PurchaseRoute,
  purchase: Purchase,
  forms: readonly PurchaseForm[],
  submitted: { readonly values: StepValues; readonly country: SiteCountryCode; readonly now: number },
): { readonly fieldErrors: StepErrors; readonly effects: FlowEffect[] } | null {
  const code = purchase.steps[purchase.stepIndex]?.code;
  const form = forms.find((candidate) => candidate.code === code);
  if (!form) return null;
  const { values, country, now } = submitted;
  const { today } = calendarOf(now);
  const fieldErrors = stepErrors(form.fields, values, { country, today });
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, effects: [] };
  const next = purchase.stepIndex + 1;
  const { purchaseId } = route;
  const { stepIndex } = purchase;
  const effects = [
    execute({
      type: 'purchase.saveStep',
      purchaseId,
      stepIndex,
      fields: form.fields,
      values,
      country,
      today,
    }),
  ];
  const step = route.steps[next];
  if (step) {
    const contact = { ...contactOf(purchase), ...values };
    // The back office hears of everyone insured, with what each one's steps collected.
    const insured = insuredRecords(forms, contact);
    effects.push(execute(queueStatus(stepStatusUpdate(leadBase(route), step, contact, insured), now)));
  }
  return {
    fieldErrors,
    effects: [...effects, { type: 'go', to: purchaseAddress(route, next), replace: false }],
  };
}

/** Back one step: shown, and its address pushed. */
export function backPlan(route: PurchaseRoute, purchase: Purchase): FlowEffect[] {
  const previous = purchase.stepIndex - 1;
  return [
    execute({ type: 'purchase.show', purchaseId: route.purchaseId, stepIndex: previous }),
    { type: 'go', to: purchaseAddress(route, previous), replace: false },
  ];
}

/** The card's errors when paying by card; null when nothing stops the payment. */
export function payRefusal(
  method: PaymentMethodCode,
  card: CardInput | null,
  now: number,
): CardErrors | null {
  if (!isCardMethod(method)) return null;
  if (!card) return { number: textRef('purchaseCardErrors.required') };
  const errors = cardErrors(card, calendarOf(now));
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The payment step is shown and nothing is confirmed yet: a new attempt may start. */
export const canStartPayment = (purchase: Purchase): boolean =>
  purchase.stepIndex === purchase.steps.length - 1 && purchase.confirmedAt === null;

/** The command that records an attempt before it is charged (its key makes the charge idempotent). */
export function attemptCommand(route: PurchaseRoute, paying: PayingAttempt): PurchaseCommand {
  const { key, method, amount, token } = paying;
  return { type: 'purchase.attempt', purchaseId: route.purchaseId, key, method, amount, token };
}

/** Silence from the provider: recorded, so the attempt is checked before any new one. */
export function silenceCommand(route: PurchaseRoute, paying: PayingAttempt): PurchaseCommand {
  const { purchaseId } = route;
  return {
    type: 'purchase.settle',
    purchaseId,
    key: paying.key,
    outcome: 'unanswered',
    code: null,
    reference: null,
  };
}

/** Where the flow goes once the provider answered a charge or a check. */
export type AnswerOutcome = 'confirmed' | 'unanswered' | 'editing';

/**
 * The provider's "service unreachable" code (§8 2007): what a lost, cut or unreadable answer is read as.
 * Whether such a charge went through is not known: it is never settled as declined (issue 24).
 */
export const PROVIDER_UNREACHABLE = '2007';

export function answerOutcome(answer: ProviderAnswer<ChargeStatus>): AnswerOutcome {
  if (!answer.ok) return answer.code === PROVIDER_UNREACHABLE ? 'unanswered' : 'editing';
  if (answer.value.status === 'approved') return 'confirmed';
  return answer.value.status === 'pending' ? 'unanswered' : 'editing';
}

/**
 * The provider answered: the attempt settled (approved: confirmed, its paid status queued, the
 * confirmation shown; declined or refused: the provider's message in Spanish, §8). Pending records
 * nothing here: the silence does.
 */
export function answerPlan(
  route: PurchaseRoute,
  paying: PayingAttempt,
  answer: ProviderAnswer<ChargeStatus>,
): {
  readonly effects: FlowEffect[];
  readonly reference: string | null;
  readonly paymentError: TextRef | null;
} {
  const { purchaseId } = route;
  const settle = (outcome: 'approved' | 'declined', code: string | null, reference: string | null) =>
    execute({ type: 'purchase.settle', purchaseId, key: paying.key, outcome, code, reference });
  // No readable answer: unknown, recorded as silence and asked for before anything is charged again.
  if (!answer.ok && answer.code === PROVIDER_UNREACHABLE)
    return { effects: [], reference: null, paymentError: null };
  if (!answer.ok) {
    // The provider refused the request itself: nothing was charged.
    const effects = [settle('declined', answer.code, null)];
    return { effects, reference: null, paymentError: paymentErrorRef(answer.code) };
  }
  const status = answer.value;
  if (status.status === 'approved') {
    const reference = status.reference ?? paying.key;
    const effects: FlowEffect[] = [
      settle('approved', null, reference),
      execute({ type: 'purchase.confirm', purchaseId }),
      execute(queueStatus(paidStatusUpdate(leadBase(route), reference), paying.at)),
      { type: 'go', to: purchaseAddress(route, 'confirmation'), replace: true },
    ];
    return { effects, reference, paymentError: null };
  }
  if (status.status === 'declined' || status.status === 'not_found') {
    const effects = [settle('declined', status.code ?? 'declined', null)];
    return { effects, reference: null, paymentError: paymentErrorRef(status.code) };
  }
  return { effects: [], reference: null, paymentError: null };
}
