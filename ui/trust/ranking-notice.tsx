import {
  marketHeadline,
  rankingExplanation,
  siteBrandName,
  type SortOrder,
  type TextKey,
} from '../../core/domain';
import { useAppSelector } from '../app-context';
import type { CompareResponse } from '../../core/domain/api';
import { Tx } from '../i18n/texts';
import styles from './trust.module.css';

/**
 * Above every result list: how many companies we compare and who is missing and why, why the list is in
 * this order (never what a company pays), and what the site is (an intermediary).
 */
export function RankingNotice({
  market,
  order,
}: {
  market: CompareResponse['metaData']['market'] | null;
  order: SortOrder;
}) {
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  return (
    <section className={styles.notice} data-testid="ranking-notice">
      {market && (
        <details className={styles.item} data-testid="market-coverage">
          <summary>
            <Tx r={marketHeadline(market)} />
          </summary>
          <p className={styles.caption}>
            <strong>
              <Tx k="ranking.missingTitle" />
            </strong>
          </p>
          {market.missing.length === 0 ? (
            <p>
              <Tx k="ranking.allIn" />
            </p>
          ) : (
            <ul className={styles.missing}>
              {market.missing.map((entity) => (
                <li key={entity.name}>
                  <Tx
                    r={{
                      key: 'ranking.missingItem',
                      params: { name: entity.name },
                      lists: { reason: [{ key: `ranking.reason_${entity.reason}` as TextKey }] },
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </details>
      )}
      <details className={styles.item} data-testid="ranking-why">
        <summary>
          <Tx k="ranking.whyTitle" />
        </summary>
        <p>
          <Tx r={rankingExplanation(order)} />
        </p>
        <p>
          <strong>
            <Tx k="ranking.neverPaid" />
          </strong>
        </p>
      </details>
      <p className={styles.intermediary} data-testid="intermediary">
        <Tx k="ranking.intermediary" params={{ brand: siteBrandName(country) }} />
      </p>
    </section>
  );
}
