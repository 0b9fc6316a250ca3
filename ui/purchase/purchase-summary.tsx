import { purchaseSummaryView, type Purchase, type PurchaseTotal } from '../../core/domain';
import { useAppSelector } from '../app-context';
import { Tx } from '../i18n/texts';
import styles from './purchase-page.module.css';

const LINE_CLASS = {
  person: undefined,
  base: undefined,
  discount: styles.discount,
  perk: styles.perk,
} as const;

/**
 * The secondary panel (§2 qppayment outlet): the plan, a line per insured person, its offers in the order
 * shown and the total, all as core/domain/purchase/purchase-summary.ts gives them.
 */
export function PurchaseSummary({
  productName,
  productType,
  summary,
  purchase,
}: {
  productName: string;
  productType: string;
  summary: PurchaseTotal;
  /** The purchase as recorded: the total it charges, whether it is priced, the names typed. */
  purchase: Purchase;
}) {
  const site = useAppSelector((snapshot) => snapshot.context.country);
  const view = purchaseSummaryView({
    summary,
    total: purchase.total,
    priced: purchase.priced !== false,
    values: purchase.values,
    productType,
    site,
  });
  return (
    <aside className={styles.summary} aria-labelledby="purchase-summary-title" data-testid="purchase-summary">
      <h2 id="purchase-summary-title">
        <Tx k="purchase.summary" />
      </h2>
      <p className={styles.summaryPlan}>{productName}</p>
      <dl className={styles.lines}>
        {view.lines.map((line) => (
          <div
            key={line.key}
            className={LINE_CLASS[line.kind]}
            data-testid={line.kind === 'person' ? 'summary-person' : undefined}
          >
            <dt>
              <Tx r={line.label} />
              {line.note ? (
                <span className={styles.note}>
                  {' · '}
                  <Tx r={line.note} />
                </span>
              ) : null}
            </dt>
            <dd>{line.amount ?? <Tx k="purchase.pricePending" />}</dd>
          </div>
        ))}
        <div className={styles.totalLine}>
          <dt>
            <Tx r={view.total.label} />
          </dt>
          <dd data-testid="purchase-total">{view.total.amount ?? <Tx k="purchase.pricePending" />}</dd>
        </div>
      </dl>
    </aside>
  );
}
