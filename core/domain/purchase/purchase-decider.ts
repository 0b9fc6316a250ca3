import type { PaymentMethodCode } from '../api/payment';
import { decided, refuse, type Decision } from '../kernel/decision';
import type { SiteCountryCode } from '../site/country';
import type { VisitorState } from '../visitor/visitor-state';
import { containsCardNumber } from './card';
import { keptValues, stepErrors, type StepValues } from './purchase-field-rules';
import type { PurchaseField, PurchaseStep } from './purchase-form';
import { isCardMethod } from './purchase-payment';
import { approvedAttempt, openAttempt, paymentStepIndex, type Purchase } from './purchase-state';

/** Commands on an online purchase (§2 /Compra-Online): steps, payment attempts, confirmation. */
export type PurchaseCommand =
  | {
      readonly type: 'purchase.start';
      readonly purchaseId: string;
      readonly productCode: string;
      readonly productName: string;
      readonly sessionType: string;
      readonly steps: readonly PurchaseStep[];
      readonly total: number;
      /** False when no price for the insured is known yet. */
      readonly priced?: boolean;
    }
  | {
      readonly type: 'purchase.saveStep';
      readonly purchaseId: string;
      readonly stepIndex: number;
      readonly fields: readonly PurchaseField[];
      readonly values: StepValues;
      readonly country: SiteCountryCode;
      /** AAAA-MM-DD of the visitor's clock, for birth dates. */
      readonly today: string;
    }
  | { readonly type: 'purchase.show'; readonly purchaseId: string; readonly stepIndex: number }
  /** The price for the insured the purchase collected; never while a charge is open or approved. */
  | { readonly type: 'purchase.reprice'; readonly purchaseId: string; readonly total: number }
  | {
      readonly type: 'purchase.attempt';
      readonly purchaseId: string;
      readonly key: string;
      readonly method: PaymentMethodCode;
      /** What is about to be charged: it must be the total shown, to the peso. */
      readonly amount: number;
      /** The provider's token for a card method; never the card itself. */
      readonly token: string | null;
    }
  | {
      readonly type: 'purchase.settle';
      readonly purchaseId: string;
      readonly key: string;
      readonly outcome: 'approved' | 'declined' | 'unanswered';
      readonly code: string | null;
      readonly reference: string | null;
    }
  | { readonly type: 'purchase.confirm'; readonly purchaseId: string };

const PURCHASE_REJECTIONS = {
  unknown: 'No encontramos esta compra. Vuelve a elegir el plan.',
  confirmed: 'Esta compra ya fue confirmada.',
  invalid: 'Revisa los campos marcados.',
  step: 'Completa los pasos anteriores antes de continuar.',
  open: 'Estamos verificando tu pago anterior. Espera su respuesta antes de pagar de nuevo.',
  amount: 'El monto a pagar cambió. Revisa el total antes de pagar.',
  token: 'Ingresa nuevamente los datos de tu tarjeta.',
  notApproved: 'Tu pago aún no ha sido aprobado.',
} as const;

const purchaseOf = (state: VisitorState, purchaseId: string): Purchase | undefined =>
  state.purchases[purchaseId];

/** The only place that says what may change a purchase: never two charges at once, never a confirmation unpaid. */
export function decidePurchase(command: PurchaseCommand, state: VisitorState): Decision {
  if (command.type === 'purchase.start') {
    if (purchaseOf(state, command.purchaseId)) return refuse('purchase.exists', 'La compra ya existe');
    const last = command.steps.at(-1);
    if (!last || last.code !== 'payment') return refuse('purchase.no-payment-step', PURCHASE_REJECTIONS.step);
    if (!Number.isInteger(command.total) || command.total < 0)
      return refuse('purchase.amount', PURCHASE_REJECTIONS.amount);
    return decided({
      type: 'PurchaseStarted',
      data: {
        purchaseId: command.purchaseId,
        productCode: command.productCode,
        productName: command.productName,
        sessionType: command.sessionType,
        steps: command.steps.map(({ code, title }) => ({ code, title })),
        total: command.total,
        ...(command.priced === false ? { priced: false } : {}),
      },
    });
  }
  const purchase = purchaseOf(state, command.purchaseId);
  if (!purchase) return refuse('purchase.unknown', PURCHASE_REJECTIONS.unknown);
  if (purchase.confirmedAt !== null) return refuse('purchase.confirmed', PURCHASE_REJECTIONS.confirmed);
  const payment = paymentStepIndex(purchase);
  switch (command.type) {
    case 'purchase.saveStep': {
      if (command.stepIndex >= payment || command.stepIndex > purchase.reached)
        return refuse('purchase.step', PURCHASE_REJECTIONS.step);
      if (Object.keys(stepErrors(command.fields, command.values, command)).length > 0)
        return refuse('purchase.invalid', PURCHASE_REJECTIONS.invalid);
      const step = purchase.steps[command.stepIndex];
      if (!step) return refuse('purchase.step', PURCHASE_REJECTIONS.step);
      return decided(
        {
          type: 'PurchaseStepSaved',
          data: {
            purchaseId: purchase.purchaseId,
            stepCode: step.code,
            values: keptValues(command.fields, command.values),
          },
        },
        {
          type: 'PurchaseStepShown',
          data: { purchaseId: purchase.purchaseId, stepIndex: command.stepIndex + 1 },
        },
      );
    }
    case 'purchase.show':
      if (command.stepIndex === purchase.stepIndex)
        return refuse('purchase.same-step', 'Ya estás en este paso');
      if (command.stepIndex < 0 || command.stepIndex > purchase.reached)
        return refuse('purchase.step', PURCHASE_REJECTIONS.step);
      if (openAttempt(purchase)) return refuse('purchase.open-attempt', PURCHASE_REJECTIONS.open);
      return decided({
        type: 'PurchaseStepShown',
        data: { purchaseId: purchase.purchaseId, stepIndex: command.stepIndex },
      });
    case 'purchase.attempt':
      if (purchase.reached < payment || purchase.stepIndex !== payment)
        return refuse('purchase.step', PURCHASE_REJECTIONS.step);
      if (approvedAttempt(purchase)) return refuse('purchase.paid', PURCHASE_REJECTIONS.confirmed);
      if (openAttempt(purchase)) return refuse('purchase.open-attempt', PURCHASE_REJECTIONS.open);
      if (purchase.attempts.some((attempt) => attempt.key === command.key))
        return refuse('purchase.key-used', PURCHASE_REJECTIONS.open);
      if (purchase.priced === false) return refuse('purchase.unpriced', PURCHASE_REJECTIONS.amount);
      if (command.amount !== purchase.total) return refuse('purchase.amount', PURCHASE_REJECTIONS.amount);
      if (isCardMethod(command.method) && !command.token)
        return refuse('purchase.token', PURCHASE_REJECTIONS.token);
      if (command.token !== null && containsCardNumber(command.token))
        return refuse('purchase.card-data', PURCHASE_REJECTIONS.token);
      return decided({
        type: 'PaymentAttempted',
        data: {
          purchaseId: purchase.purchaseId,
          key: command.key,
          method: command.method,
          amount: command.amount,
          token: command.token,
        },
      });
    case 'purchase.settle': {
      const attempt = purchase.attempts.find((candidate) => candidate.key === command.key);
      if (!attempt) return refuse('purchase.unknown-attempt', PURCHASE_REJECTIONS.unknown);
      if (attempt.status === 'approved' || attempt.status === 'declined')
        return refuse('purchase.settled', 'El pago ya tiene respuesta');
      if (command.outcome === 'unanswered' && attempt.status === 'unanswered')
        return refuse('purchase.still-unanswered', PURCHASE_REJECTIONS.open);
      const data = { purchaseId: purchase.purchaseId, key: command.key };
      if (command.outcome === 'approved')
        return decided({
          type: 'PaymentApproved',
          data: { ...data, reference: command.reference ?? command.key },
        });
      if (command.outcome === 'declined')
        return decided({ type: 'PaymentDeclined', data: { ...data, code: command.code ?? 'declined' } });
      return decided({ type: 'PaymentUnanswered', data });
    }
    case 'purchase.reprice':
      if (!Number.isInteger(command.total) || command.total <= 0)
        return refuse('purchase.amount', PURCHASE_REJECTIONS.amount);
      if (approvedAttempt(purchase)) return refuse('purchase.paid', PURCHASE_REJECTIONS.confirmed);
      if (openAttempt(purchase)) return refuse('purchase.open-attempt', PURCHASE_REJECTIONS.open);
      if (command.total === purchase.total && purchase.priced !== false)
        return refuse('purchase.same-price', 'El precio no cambió');
      return decided({
        type: 'PurchaseRepriced',
        data: { purchaseId: purchase.purchaseId, total: command.total },
      });
    case 'purchase.confirm':
      if (!approvedAttempt(purchase)) return refuse('purchase.not-approved', PURCHASE_REJECTIONS.notApproved);
      return decided({ type: 'PurchaseConfirmed', data: { purchaseId: purchase.purchaseId } });
    default:
      return assertNever(command);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled command ${JSON.stringify(value)}`);
}
