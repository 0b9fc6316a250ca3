import { useState, type FormEvent } from 'react';
import {
  formatCardNumber,
  siteMoney,
  isCardMethod,
  type CardErrors,
  type CardField,
  type Purchase,
  type TextKey,
} from '../../core/domain';
import type { PaymentMethodCode } from '../../core/domain/api';
import type { PurchaseFlow } from '../../core/app/purchase-flow';
import { useAppSelector } from '../app-context';
import { Tx, useT } from '../i18n/texts';
import { useFlowSelector } from './use-purchase';
import { useFocusFirstInvalid, useFocusWhenShown } from '../shell/use-focus-message';
import styles from './purchase-page.module.css';

interface PaymentStepProps {
  readonly flow: PurchaseFlow;
  readonly purchase: Purchase;
  readonly methods: readonly { readonly code: PaymentMethodCode; readonly name: string }[];
  readonly busy: boolean;
  readonly onBack: (() => void) | null;
}

const CARD_FIELDS: readonly {
  name: CardField;
  label: TextKey;
  autoComplete: string;
  inputMode: 'numeric' | 'text';
}[] = [
  { name: 'number', label: 'purchase.cardNumber', autoComplete: 'cc-number', inputMode: 'numeric' },
  { name: 'holder', label: 'purchase.cardHolder', autoComplete: 'cc-name', inputMode: 'text' },
  { name: 'expiry', label: 'purchase.cardExpiry', autoComplete: 'cc-exp', inputMode: 'numeric' },
  { name: 'cvc', label: 'purchase.cardCvc', autoComplete: 'cc-csc', inputMode: 'numeric' },
];

/**
 * The payment step. Card fields are plain inputs read on submit and sent with the pay command straight
 * to the provider's tokenizer; they are never kept by the site.
 */
export function PaymentStep({ flow, purchase, methods, busy, onBack }: PaymentStepProps) {
  const lastMethod = purchase.attempts.at(-1)?.method;
  const site = useAppSelector((snapshot) => snapshot.context.country);
  const [method, setMethod] = useState<PaymentMethodCode>(lastMethod ?? methods[0]?.code ?? 'tdc');
  const errors: CardErrors = useFlowSelector(flow, (snapshot) => snapshot.context.cardErrors);
  const paymentError = useFlowSelector(flow, (snapshot) => snapshot.context.paymentError);
  const canPay = useFlowSelector(flow, (snapshot) =>
    snapshot.can({ type: 'purchase.pay', method, card: null, purchase, now: 0 }),
  );
  const t = useT();
  const card = isCardMethod(method);
  const amount = siteMoney(site, purchase.total);
  // A refused payment or a card mistake lands where the eyes are (issue 30).
  const declined = useFocusWhenShown<HTMLDivElement>(paymentError);
  const [formRef, submitted] = useFocusFirstInvalid<HTMLFormElement>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted();
    const data = new FormData(event.currentTarget);
    const read = (name: CardField) => String(data.get(`card-${name}`) ?? '');
    flow.send({
      type: 'purchase.pay',
      method,
      card: card
        ? { number: read('number'), holder: read('holder'), expiry: read('expiry'), cvc: read('cvc') }
        : null,
    });
  };

  return (
    <form ref={formRef} className={styles.step} onSubmit={submit} noValidate aria-busy={busy}>
      <fieldset className={styles.methods}>
        <legend>
          <Tx k="purchase.method" />
        </legend>
        {methods.map((option) => (
          <label
            key={option.code}
            className={styles.method}
            data-selected={option.code === method || undefined}
          >
            <input
              type="radio"
              name="method"
              value={option.code}
              checked={option.code === method}
              onChange={() => setMethod(option.code)}
              disabled={busy}
            />
            <span>
              <Tx k={`paymentTypes.${option.code}`} />
            </span>
          </label>
        ))}
      </fieldset>

      {paymentError ? (
        <div
          ref={declined}
          className={styles.paymentError}
          role="alert"
          tabIndex={-1}
          data-testid="payment-error"
        >
          <strong>
            <Tx k="purchase.declinedTitle" />
          </strong>
          <span>
            <Tx r={paymentError} />
          </span>
          <span>
            <Tx k="purchase.otherMethod" />
          </span>
        </div>
      ) : null}

      {card ? (
        <div className={styles.card}>
          <div className={styles.fields}>
            {CARD_FIELDS.map((field) => {
              const id = `card-${field.name}`;
              const error = errors[field.name];
              return (
                <div
                  key={field.name}
                  className={`${styles.field} ${field.name === 'number' || field.name === 'holder' ? styles.wide : ''}`}
                >
                  <label htmlFor={id}>
                    <Tx k={field.label} />
                  </label>
                  <input
                    id={id}
                    name={id}
                    type={field.name === 'cvc' ? 'password' : 'text'}
                    inputMode={field.inputMode}
                    autoComplete={field.autoComplete}
                    maxLength={
                      field.name === 'number'
                        ? 23
                        : field.name === 'expiry'
                          ? 5
                          : field.name === 'cvc'
                            ? 4
                            : 80
                    }
                    placeholder={field.name === 'expiry' ? t('purchase.cardExpiryPlaceholder') : undefined}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    disabled={busy}
                    onInput={(event) => {
                      if (field.name === 'number')
                        event.currentTarget.value = formatCardNumber(event.currentTarget.value);
                      if (error) flow.send({ type: 'purchase.fieldEdited', field: field.name });
                    }}
                  />
                  {error ? (
                    <span id={`${id}-error`} className={styles.error} role="alert">
                      <Tx r={error} />
                    </span>
                  ) : null}
                </div>
              );
            })}
          </div>
          <p className={styles.safe}>
            <Tx k="purchase.cardSafe" />
          </p>
        </div>
      ) : (
        <p className={styles.safe}>
          {method === 'transfer_non_automated' ? (
            <Tx k="purchase.transferManualNote" />
          ) : (
            <Tx k="purchase.transferNote" />
          )}
        </p>
      )}

      <div className={styles.actions}>
        {onBack ? (
          <button type="button" className="button button-secondary" onClick={onBack} disabled={busy}>
            <Tx k="purchase.back" />
          </button>
        ) : null}
        <button type="submit" className="button button-primary" disabled={busy || !canPay} data-testid="pay">
          {busy ? (
            <Tx k="purchase.processing" />
          ) : (
            <Tx k={card ? 'purchase.pay' : 'purchase.payTransfer'} params={{ amount }} />
          )}
        </button>
      </div>
    </form>
  );
}
