import { formatMoney, remoteText, type PurchaseTotal } from '../../core/domain';
import { useAppSelector } from '../app-context';
import { Tx } from '../i18n/texts';
import styles from './purchase-page.module.css';

/** The secondary panel (§2 qppayment outlet): the plan, its offers in the order shown and the total. */
export function PurchaseSummary({
  productName,
  summary,
  total,
  priced = true,
}: {
  productName: string;
  summary: PurchaseTotal;
  /** The total recorded when the purchase started: what the payment charges. */
  total: number;
  /** False while the price for the insured is not known: no amount is shown as if it were. */
  priced?: boolean;
}) {
  const linesAddUp = priced && summary.total === total;
  // The site's money: what the purchase charges (Chile pays in pesos).
  const currency = useAppSelector((snapshot) => snapshot.context.country.currency);
  return (
    <aside className={styles.summary} aria-labelledby="purchase-summary-title" data-testid="purchase-summary">
      <h2 id="purchase-summary-title">
        <Tx k="purchase.summary" />
      </h2>
      <p className={styles.summaryPlan}>{productName}</p>
      <dl className={styles.lines}>
        <div>
          <dt>
            <Tx k="purchase.monthly" />
          </dt>
          <dd>
            {priced ? (
              formatMoney(linesAddUp ? summary.base : total, currency)
            ) : (
              <Tx k="purchase.pricePending" />
            )}
          </dd>
        </div>
        {linesAddUp
          ? summary.lines.map((line) => (
              <div key={line.label} className={line.amount === null ? styles.perk : styles.discount}>
                <dt>
                  <Tx r={remoteText(line.label)} />
                  {line.note ? (
                    <span className={styles.note}>
                      {' · '}
                      <Tx r={line.note} />
                    </span>
                  ) : null}
                </dt>
                <dd>{line.amount === null ? '' : formatMoney(line.amount, currency)}</dd>
              </div>
            ))
          : null}
        <div className={styles.totalLine}>
          <dt>
            <Tx k="purchase.total" />
          </dt>
          <dd data-testid="purchase-total">
            {priced ? formatMoney(total, currency) : <Tx k="purchase.pricePending" />}
          </dd>
        </div>
      </dl>
    </aside>
  );
}
