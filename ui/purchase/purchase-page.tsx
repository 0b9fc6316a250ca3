import type { FormEvent, ReactNode } from 'react';
import {
  PAYMENT_TYPE_NAMES,
  PURCHASE_TEXTS,
  formatMoney,
  purchaseHead,
  type Purchase,
} from '../../core/domain';
import { selectPurchaseStatus, type PurchaseLoad } from '../../core/machines/surface';
import type { PurchaseFlow } from '../../core/purchase-flow';
import { useSelector } from '@xstate/react';
import { useApp } from '../app-context';
import { Link } from '../routing/link';
import type { PageProps } from '../routing/page-outlet';
import { PaymentStep } from './payment-step';
import { PurchaseFieldView } from './purchase-fields';
import { PurchaseSummary } from './purchase-summary';
import { useFlowSelector, usePurchaseFlow, useRecordedPurchase } from './use-purchase';
import styles from './purchase-page.module.css';

function Head({
  productName,
  stepTitle,
  productCode,
}: {
  productName: string | null;
  stepTitle: string | null;
  productCode: string;
}) {
  const head = purchaseHead(productName, stepTitle, productCode);
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <link rel="canonical" href={head.canonical} />
    </>
  );
}

function Stepper({ purchase, confirmed }: { purchase: Purchase; confirmed: boolean }) {
  const titles = [...purchase.steps.map((step) => step.title), 'Confirmación'];
  const current = confirmed ? titles.length - 1 : purchase.stepIndex;
  return (
    <ol className={styles.stepper} aria-label="Pasos de la compra">
      {titles.map((title, index) => (
        <li
          key={title}
          aria-current={index === current ? 'step' : undefined}
          data-done={index < current || undefined}
          className={styles.stepperItem}
        >
          <span className={styles.stepperDot} aria-hidden="true">
            {index < current ? '✓' : index + 1}
          </span>
          <span className={styles.stepperLabel}>{title}</span>
        </li>
      ))}
    </ol>
  );
}

function DataStep({ flow, purchase, load }: { flow: PurchaseFlow; purchase: Purchase; load: PurchaseLoad }) {
  const app = useApp();
  const step = purchase.steps[purchase.stepIndex];
  const form = load.forms.find((candidate) => candidate.code === step?.code);
  const errors = useFlowSelector(flow, (snapshot) => snapshot.context.fieldErrors);
  const canBack = useSelector(app.actor, (snapshot) =>
    snapshot.can({
      type: 'visitor.execute',
      command: { type: 'purchase.show', purchaseId: purchase.purchaseId, stepIndex: purchase.stepIndex - 1 },
    }),
  );
  if (!form || !step) return null;
  const saved = purchase.values[step.code] ?? {};
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values: Record<string, string> = {};
    for (const field of form.fields) values[field.name] = String(data.get(field.name) ?? '');
    flow.send({ type: 'purchase.submit', values });
  };
  const edited = (name: string) => {
    if (errors[name]) flow.send({ type: 'purchase.fieldEdited', field: name });
  };
  const last = purchase.stepIndex === purchase.steps.length - 2;
  return (
    <form key={step.code} className={styles.step} onSubmit={submit} noValidate>
      {form.description ? <p className={styles.stepLead}>{form.description}</p> : null}
      <div className={styles.fields}>
        {form.fields.map((field) => (
          <PurchaseFieldView
            key={field.name}
            field={field}
            value={saved[field.name]}
            error={errors[field.name]}
            onEdited={edited}
          />
        ))}
      </div>
      <div className={styles.actions}>
        {purchase.stepIndex > 0 ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={!canBack}
            onClick={() => flow.send({ type: 'purchase.back' })}
          >
            {PURCHASE_TEXTS.back}
          </button>
        ) : null}
        <button type="submit" className="button button-primary" data-testid="step-next">
          {last ? PURCHASE_TEXTS.toPayment : PURCHASE_TEXTS.next}
        </button>
      </div>
    </form>
  );
}

function Confirmation({ purchase, reference }: { purchase: Purchase; reference: string | null }) {
  const approved = purchase.attempts.find((attempt) => attempt.status === 'approved');
  return (
    <section
      className={styles.confirmation}
      aria-labelledby="purchase-confirmed"
      data-testid="purchase-confirmed"
    >
      <span className={styles.confirmationIcon} aria-hidden="true">
        ✓
      </span>
      <h2 id="purchase-confirmed">{PURCHASE_TEXTS.confirmationTitle}</h2>
      <p>{PURCHASE_TEXTS.confirmationText(purchase.productName)}</p>
      <dl className={styles.receipt}>
        <div>
          <dt>{PURCHASE_TEXTS.paid}</dt>
          <dd data-testid="paid-total">{formatMoney(approved?.amount ?? purchase.total, 'COP')}</dd>
        </div>
        {approved ? (
          <div>
            <dt>{PURCHASE_TEXTS.paidWith}</dt>
            <dd>{PAYMENT_TYPE_NAMES[approved.method]}</dd>
          </div>
        ) : null}
        <div>
          <dt>{PURCHASE_TEXTS.reference}</dt>
          <dd>{approved?.reference ?? reference ?? ''}</dd>
        </div>
      </dl>
      <p className={styles.safe}>{PURCHASE_TEXTS.pendingConfirmation}</p>
      <Link to="/" className="button button-primary">
        {PURCHASE_TEXTS.home}
      </Link>
    </section>
  );
}

function Waiting({ text, action }: { text: string; action?: { label: string; onClick: () => void } }) {
  return (
    <div className={styles.waiting} role="status" aria-live="polite">
      {action ? null : <span className={styles.spinner} aria-hidden="true" />}
      <p>{text}</p>
      {action ? (
        <button
          type="button"
          className="button button-primary"
          onClick={action.onClick}
          data-testid="check-payment"
        >
          {action.label}
        </button>
      ) : null}
    </div>
  );
}

function Problem({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className={styles.problem} role="alert">
      <h2>{title}</h2>
      <p>{text}</p>
      <div className={styles.actions}>{children}</div>
    </div>
  );
}

export default function PurchasePage({ route }: PageProps) {
  const productCode = route.params.productCode ?? '';
  const flow = usePurchaseFlow();
  const status = useFlowSelector(flow, selectPurchaseStatus);
  const load = useFlowSelector(flow, (snapshot) => snapshot.context.load);
  const reference = useFlowSelector(flow, (snapshot) => snapshot.context.reference);
  const purchase = useRecordedPurchase(flow);
  const confirmed = status === 'confirmed' || (purchase?.confirmedAt ?? null) !== null;
  const step = purchase && !confirmed ? purchase.steps[purchase.stepIndex] : null;
  const onPayment = purchase !== null && purchase.stepIndex === purchase.steps.length - 1;

  if (productCode === '') {
    return (
      <section className={`container ${styles.page}`}>
        <Head productName={null} stepTitle={null} productCode="" />
        <Problem title="Elige un plan para comprar en línea" text={PURCHASE_TEXTS.notOnline}>
          <Link to="/Comparar" className="button button-primary">
            Comparar planes
          </Link>
        </Problem>
      </section>
    );
  }

  const heading = load?.productName ?? productCode;
  let body: ReactNode;
  if (status === 'failed') {
    body = (
      <Problem title={PURCHASE_TEXTS.loadFailedTitle} text={PURCHASE_TEXTS.loadFailedText}>
        <button
          type="button"
          className="button button-primary"
          onClick={() => flow.send({ type: 'purchase.retry' })}
        >
          {PURCHASE_TEXTS.retry}
        </button>
      </Problem>
    );
  } else if (status === 'not-online') {
    body = (
      <Problem title="Este plan no se vende en línea" text={PURCHASE_TEXTS.notOnline}>
        <Link to="/Comparar" className="button button-primary">
          Comparar planes
        </Link>
      </Problem>
    );
  } else if (!purchase || !load || status === 'loading' || status === 'idle') {
    body = <Waiting text={PURCHASE_TEXTS.loading} />;
  } else if (confirmed) {
    body = <Confirmation purchase={purchase} reference={reference} />;
  } else if (status === 'checking') {
    body = <Waiting text={PURCHASE_TEXTS.checking} />;
  } else if (status === 'unanswered') {
    body = (
      <Waiting
        text={PURCHASE_TEXTS.unanswered}
        action={{ label: PURCHASE_TEXTS.checkAgain, onClick: () => flow.send({ type: 'purchase.check' }) }}
      />
    );
  } else if (onPayment) {
    body = (
      <PaymentStep
        flow={flow}
        purchase={purchase}
        methods={load.methods}
        busy={status === 'paying'}
        onBack={() => flow.send({ type: 'purchase.back' })}
      />
    );
  } else {
    body = <DataStep flow={flow} purchase={purchase} load={load} />;
  }

  const title = confirmed ? PURCHASE_TEXTS.confirmationTitle : (step?.title ?? null);
  return (
    <section className={`container ${styles.page}`} aria-labelledby="purchase-title">
      <Head productName={load?.productName ?? null} stepTitle={title} productCode={productCode} />
      <header className={styles.header}>
        <p className={styles.kicker}>{PURCHASE_TEXTS.kicker}</p>
        <h1 id="purchase-title">{heading}</h1>
        {purchase && load ? <Stepper purchase={purchase} confirmed={confirmed} /> : null}
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          {step && purchase && !confirmed && status !== 'failed' && status !== 'not-online' ? (
            <h2 className={styles.stepTitle} data-testid="step-title">
              <span className={styles.stepCount}>
                {PURCHASE_TEXTS.stepOf(purchase.stepIndex + 1, purchase.steps.length)}
              </span>
              {step.title}
            </h2>
          ) : null}
          {body}
        </div>
        {purchase && load && !confirmed ? (
          <PurchaseSummary productName={load.productName} summary={load.summary} total={purchase.total} />
        ) : null}
      </div>
    </section>
  );
}
