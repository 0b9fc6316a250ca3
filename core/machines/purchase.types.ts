import type {
  CardErrors,
  CardInput,
  FlowEffect,
  PayingAttempt,
  Purchase,
  PurchaseRoute,
  SiteCountryCode,
  StepErrors,
  StepValues,
  TextRef,
} from '../domain';
import type { Offer, PaymentMethodCode } from '../domain/api';

/** The types the purchase flow (purchase.machine.ts, its payment child and core/app/purchase-flow.ts) share. */
export type { PurchaseLoad, PurchaseLoadResult } from '../domain/api/loads';
import type { PurchaseLoad } from '../domain/api/loads';

/** What the price is asked again with: the purchase (its collected values are read as recorded). */
export interface RepriceInput {
  readonly purchaseId: string;
  readonly productId: number;
  readonly productType: string;
  readonly offers: readonly Offer[];
}

export interface ChargeInput {
  readonly key: string;
  readonly purchaseId: string;
  readonly method: PaymentMethodCode;
  readonly amount: number;
  readonly token: string | null;
}

/** What the composition adds to every event: the purchase as recorded, and the clock. */
export interface Seen {
  readonly purchase: Purchase | null;
  readonly now: number;
}

export type PurchaseViewEvent =
  | { type: 'purchase.retry' }
  | { type: 'purchase.submit'; values: StepValues }
  | { type: 'purchase.back' }
  | { type: 'purchase.fieldEdited'; field: string }
  | { type: 'purchase.pay'; method: PaymentMethodCode; card: CardInput | null }
  | { type: 'purchase.check' };

export type PurchaseEvent =
  | ({
      type: 'purchase.located';
      productCode: string;
      segment: string | null;
      session: string | null;
      sessionType: string;
    } & Seen)
  /** The composition's answer to `requestSync`: the purchase as recorded now. */
  | ({ type: 'purchase.synced' } & Seen)
  | (PurchaseViewEvent & Seen)
  /** From the payment child: commands to record, decided in core/domain/purchase/purchase-flow-plan.ts. */
  | { type: 'purchase.perform'; effects: readonly FlowEffect[] };

export interface PurchaseContext {
  readonly country: SiteCountryCode;
  readonly productCode: string | null;
  readonly sessionType: string;
  /** The session the address asked for, before the purchase is opened. */
  readonly session: string | null;
  readonly route: PurchaseRoute | null;
  readonly load: PurchaseLoad | null;
  readonly loadFailure: 'not-online' | 'failed' | 'price' | null;
  readonly fieldErrors: StepErrors;
  readonly cardErrors: CardErrors;
  /** The provider's answer to the last attempt, in Spanish (§8). */
  readonly paymentError: TextRef | null;
  /** The attempt under way (its idempotency key is recorded with it). */
  readonly paying: PayingAttempt | null;
  /** The approved payment's reference, for the confirmation. */
  readonly reference: string | null;
}

export interface PurchaseInput {
  readonly country: SiteCountryCode;
}
