import type { FormEvent, ReactNode } from 'react';
import {
  fieldGroups,
  personHeading,
  siteMoney,
  purchaseHead,
  remoteText,
  textRef,
  type Purchase,
  type TextRef,
  PURCHASE_ES,
} from '../../core/domain';
import { selectPurchaseStatus, type PurchaseLoad } from '../../core/machines/surface';
import type { PurchaseFlow } from '../../core/app/purchase-flow';
import { useSelector } from '@xstate/react';
import { useApp, useAppSelector } from '../app-context';
import { Tx, useT, useText, withTexts } from '../i18n/texts';
import { Link } from '../routing/link';
import { DocumentHead } from '../shell/document-head';
import type { PageProps } from '../routing/page-outlet';
import { PaymentStep } from './payment-step';
import { PurchaseFieldView } from './purchase-fields';
import { PurchaseSummary } from './purchase-summary';
import { useFlowSelector, usePurchaseFlow, useRecordedPurchase } from './use-purchase';
import styles from './purchase-page.module.css';
import { useFocusFirstInvalid, useFocusWhenShown } from '../shell/use-focus-message';

function Head({
  productName,
  stepTitle,
  productCode,
}: {
  productName: string | null;
  stepTitle: TextRef | null;
  productCode: string;
}) {
  const text = useText();
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  const head = purchaseHead(productName, stepTitle, productCode, country);
  return (
    <DocumentHead title={text(head.title)} description={text(head.description)} canonical={head.canonical} />
  );
}

function Stepper({ purchase, confirmed }: { purchase: Purchase; confirmed: boolean }) {
  const t = useT();
  const titles = [
    ...purchase.steps.map((step) => remoteText(step.title)),
    textRef('purchase.confirmationStep'),
  ];
  const current = confirmed ? titles.length - 1 : purchase.stepIndex;
  return (
    <ol className={styles.stepper} aria-label={t('purchase.steps')}>
      {titles.map((title, index) => (
        <li
          key={index}
          aria-current={index === current ? 'step' : undefined}
          data-done={index < current || undefined}
          className={styles.stepperItem}
        >
          <span className={styles.stepperDot} aria-hidden="true">
            {index < current ? '✓' : index + 1}
          </span>
          <span className={styles.stepperLabel}>
            <Tx r={title} />
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Steps typed and not yet saved, by purchase and step, for as long as the page is open. */
const drafts = new Map<string, Record<string, string>>();

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
  const [formRef, submitted] = useFocusFirstInvalid<HTMLFormElement>();
  if (!form || !step) return null;
  // What was typed and not yet saved comes back when the visitor returns to this step (Atrás, the
  // browser's back and forward): the step's draft over its saved values.
  const draftKey = `${purchase.purchaseId}:${step.code}`;
  const saved = { ...(purchase.values[step.code] ?? {}), ...drafts.get(draftKey) };
  const read = (element: HTMLFormElement) => {
    const data = new FormData(element);
    const values: Record<string, string> = {};
    for (const field of form.fields) values[field.name] = String(data.get(field.name) ?? '');
    return values;
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted();
    flow.send({ type: 'purchase.submit', values: read(event.currentTarget) });
  };
  const edited = (name: string) => {
    if (errors[name]) flow.send({ type: 'purchase.fieldEdited', field: name });
  };
  const last = purchase.stepIndex === purchase.steps.length - 2;
  return (
    <form
      key={step.code}
      ref={formRef}
      className={styles.step}
      onSubmit={submit}
      onInput={(event) => drafts.set(draftKey, read(event.currentTarget))}
      onChange={(event) => drafts.set(draftKey, read(event.currentTarget))}
      noValidate
    >
      {form.description ? (
        <p className={styles.stepLead}>
          <Tx r={remoteText(form.description)} />
        </p>
      ) : null}
      {fieldGroups(form.fields).map((group) => {
        const fields = group.fields.map((field) => (
          <PurchaseFieldView
            key={field.name}
            field={field}
            value={saved[field.name]}
            error={errors[field.name]}
            onEdited={edited}
          />
        ));
        return group.person ? (
          <fieldset
            key={group.fields[0]?.name}
            className={`${styles.fields} ${styles.person}`}
            data-testid="insured-person"
          >
            <legend className={styles.personLegend}>
              <Tx r={personHeading(group.person)} />
            </legend>
            {fields}
          </fieldset>
        ) : (
          <div key={group.fields[0]?.name} className={styles.fields}>
            {fields}
          </div>
        );
      })}
      <div className={styles.actions}>
        {purchase.stepIndex > 0 ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={!canBack}
            onClick={() => flow.send({ type: 'purchase.back' })}
          >
            <Tx k="purchase.back" />
          </button>
        ) : null}
        <button type="submit" className="button button-primary" data-testid="step-next">
          {last ? <Tx k="purchase.toPayment" /> : <Tx k="purchase.next" />}
        </button>
      </div>
    </form>
  );
}

function Confirmation({ purchase, reference }: { purchase: Purchase; reference: string | null }) {
  const approved = purchase.attempts.find((attempt) => attempt.status === 'approved');
  const site = useAppSelector((snapshot) => snapshot.context.country);
  return (
    <section
      className={styles.confirmation}
      aria-labelledby="purchase-confirmed"
      data-testid="purchase-confirmed"
    >
      <span className={styles.confirmationIcon} aria-hidden="true">
        ✓
      </span>
      <h2 id="purchase-confirmed">
        <Tx k="purchase.confirmationTitle" />
      </h2>
      <p>
        <Tx k="purchase.confirmationText" params={{ plan: purchase.productName }} />
      </p>
      <dl className={styles.receipt}>
        <div>
          <dt>
            <Tx k="purchase.paid" />
          </dt>
          <dd data-testid="paid-total">{siteMoney(site, approved?.amount ?? purchase.total)}</dd>
        </div>
        {approved ? (
          <div>
            <dt>
              <Tx k="purchase.paidWith" />
            </dt>
            <dd>
              <Tx k={`paymentTypes.${approved.method}`} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>
            <Tx k="purchase.reference" />
          </dt>
          <dd>{approved?.reference ?? reference ?? ''}</dd>
        </div>
      </dl>
      <p className={styles.safe}>
        <Tx k="purchase.pendingConfirmation" />
      </p>
      <Link to="/" className="button button-primary">
        <Tx k="purchase.home" />
      </Link>
    </section>
  );
}

function Waiting({ text, action }: { text: ReactNode; action?: { label: ReactNode; onClick: () => void } }) {
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

function Problem({ title, text, children }: { title: ReactNode; text: ReactNode; children?: ReactNode }) {
  // A failure that replaces the step takes focus where the visitor is looking.
  const shown = useFocusWhenShown<HTMLDivElement>(true);
  return (
    <div ref={shown} className={styles.problem} role="alert" tabIndex={-1}>
      <h2>{title}</h2>
      <p>{text}</p>
      <div className={styles.actions}>{children}</div>
    </div>
  );
}

function PurchasePage({ route }: PageProps) {
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
        <Problem title={<Tx k="purchase.choosePlanTitle" />} text={<Tx k="purchase.notOnline" />}>
          <Link to="/Comparar" className="button button-primary">
            <Tx k="purchase.comparePlans" />
          </Link>
        </Problem>
      </section>
    );
  }

  const heading = load?.productName ?? productCode;
  let body: ReactNode;
  if (status === 'failed' || status === 'price-failed') {
    const price = status === 'price-failed';
    body = (
      <Problem
        title={<Tx k={price ? 'purchase.priceFailedTitle' : 'purchase.loadFailedTitle'} />}
        text={<Tx k={price ? 'purchase.priceFailedText' : 'purchase.loadFailedText'} />}
      >
        <button
          type="button"
          className="button button-primary"
          onClick={() => flow.send({ type: 'purchase.retry' })}
        >
          <Tx k="purchase.retry" />
        </button>
      </Problem>
    );
  } else if (status === 'not-online') {
    body = (
      <Problem title={<Tx k="purchase.notOnlineTitle" />} text={<Tx k="purchase.notOnline" />}>
        <Link to="/Comparar" className="button button-primary">
          <Tx k="purchase.comparePlans" />
        </Link>
      </Problem>
    );
  } else if (!purchase || !load || status === 'loading' || status === 'idle') {
    body = <Waiting text=<Tx k="purchase.loading" /> />;
  } else if (confirmed) {
    body = <Confirmation purchase={purchase} reference={reference} />;
  } else if (status === 'checking') {
    body = <Waiting text=<Tx k="purchase.checking" /> />;
  } else if (status === 'unanswered') {
    body = (
      <Waiting
        text=<Tx k="purchase.unanswered" />
        action={{
          label: <Tx k="purchase.checkAgain" />,
          onClick: () => flow.send({ type: 'purchase.check' }),
        }}
      />
    );
  } else if (onPayment && status === 'pricing') {
    body = <Waiting text=<Tx k="purchase.pricing" /> />;
  } else if (onPayment && status === 'price-unknown') {
    body = (
      <Problem title=<Tx k="purchase.priceFailedTitle" /> text=<Tx k="purchase.priceFailedText" />>
        <button
          type="button"
          className="button button-primary"
          data-testid="price-retry"
          onClick={() => flow.send({ type: 'purchase.retry' })}
        >
          <Tx k="purchase.retry" />
        </button>
      </Problem>
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

  const title = confirmed ? textRef('purchase.confirmationTitle') : step ? remoteText(step.title) : null;
  return (
    <section className={`container ${styles.page}`} aria-labelledby="purchase-title">
      <Head productName={load?.productName ?? null} stepTitle={title} productCode={productCode} />
      <header className={styles.header}>
        <p className={styles.kicker}>
          <Tx k="purchase.kicker" />
        </p>
        <h1 id="purchase-title">{heading}</h1>
        {purchase && load ? <Stepper purchase={purchase} confirmed={confirmed} /> : null}
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          {step &&
          purchase &&
          !confirmed &&
          status !== 'failed' &&
          status !== 'price-failed' &&
          status !== 'not-online' ? (
            <h2 className={styles.stepTitle} data-testid="step-title">
              <span className={styles.stepCount}>
                <Tx
                  k="purchase.stepOf"
                  params={{ index: purchase.stepIndex + 1, count: purchase.steps.length }}
                />
              </span>
              <Tx r={remoteText(step.title)} />
            </h2>
          ) : null}
          {body}
        </div>
        {purchase && load && !confirmed ? (
          <PurchaseSummary
            productName={load.productName}
            productType={load.productType}
            summary={load.summary}
            purchase={purchase}
          />
        ) : null}
      </div>
    </section>
  );
}

export default withTexts(PURCHASE_ES, PurchasePage);
