import { badgeLabel, planDetailPath, type CataloguePlan } from '../../../core/domain';
import { useSiteFormat } from '../../shell/use-site-format';
import { useAppSelector } from '../../app-context';
import { useState } from 'react';
import { Tx, useRemote } from '../../i18n/texts';
import { Link } from '../../routing/link';
import styles from './site-pages.module.css';

/** Plans as simple cards: name, company, category, list price from, and the link to the detail. */
export function PlanList({ plans }: { plans: readonly CataloguePlan[] }) {
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  const remote = useRemote();
  const { money } = useSiteFormat();
  return (
    <ul className={styles.cardGrid}>
      {plans.map(({ product, productType }) => (
        <li key={product.id} className={styles.card}>
          <span className={styles.badge}>
            {remote(badgeLabel(product.insuranceType.displayName ?? product.insuranceType.name))}
          </span>
          <h3 className={styles.cardTitle}>{product.displayName}</h3>
          <p className={styles.muted}>{product.organization.displayName}</p>
          {product.price.minPrice > 0 && (
            <p className={styles.price}>
              <span className={styles.muted}>
                <Tx k="listing.from" />{' '}
              </span>
              <strong>{money(product.price.minPrice, product.price.unit.code)}</strong>
              <span className={styles.muted}>
                <Tx k="listing.perMonth" />
              </span>
            </p>
          )}
          <Link to={planDetailPath(country, product, productType)} className="button button-secondary">
            <Tx k="listing.seeDetail" />
            <span className="visually-hidden">: {product.displayName}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The organization's logo the API gives (sized, so nothing shifts when it arrives); without one, its
 * initials in a coloured circle.
 */
export function Monogram({ name, image }: { name: string; image?: string | undefined }) {
  const [failed, setFailed] = useState(false);
  if (image && !failed)
    return (
      <img
        className={styles.orgLogo}
        src={image}
        alt={name}
        width={56}
        height={56}
        onError={() => setFailed(true)}
      />
    );
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[A-ZÁÉÍÓÚÑ]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  return (
    <span className={styles.monogram} style={{ background: `hsl(${hue} 55% 32%)` }} aria-hidden="true">
      {initials || name.slice(0, 2)}
    </span>
  );
}
