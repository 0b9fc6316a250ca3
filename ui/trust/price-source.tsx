import { priceFreshness } from '../../core/domain';
import type { InsuranceProduct } from '../../core/domain/api';
import { Tx } from '../i18n/texts';
import { useSiteFormat } from '../shell/use-site-format';
import styles from './trust.module.css';

/** A price's source and "Actualizado el {fecha}", with a warning when the data is over 30 days old. */
export function PriceSource({ price, now }: { price: InsuranceProduct['price']; now: number }) {
  const format = useSiteFormat();
  const freshness = priceFreshness(price.updatedAt, now);
  if (!price.source && !freshness) return null;
  return (
    <p className={styles.source} data-testid="price-source" data-stale={freshness?.stale === true}>
      {price.source && <Tx k="ranking.source" params={{ source: price.source }} />}
      {price.source && freshness && ' · '}
      {freshness && <Tx k="ranking.updated" params={{ date: format.date(freshness.date) }} />}
      {freshness?.stale && (
        <span className={styles.stale}>
          <Tx k="ranking.stale" params={{ days: freshness.days }} />
        </span>
      )}
    </p>
  );
}
