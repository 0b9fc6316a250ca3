import {
  exactPriceWording,
  childrenUnderTwoMessageForIsapre,
  formatAmountWithEquivalent,
  hasChildrenUnderTwo,
  productCurrency,
  personLabel,
  priceUnit,
  productTypeKey,
  profileFor,
} from '../../core/domain';
import type { PlanContent } from '../../core/domain';
import type { InsuranceProduct } from '../../core/domain/api';
import { useApp, useAppSelector } from '../app-context';
import { Tx, useRemote, useT } from '../i18n/texts';
import styles from './plan-detail.module.css';

/** The price for the visitor's profile, or the plan's starting price while no profile is saved. */
export function planPrice(
  product: InsuranceProduct,
  content: PlanContent,
  hasProfile: boolean,
): { amount: number; exact: boolean } {
  const total = content.profilePrice?.total.minPrice;
  return hasProfile && total !== undefined && total > 0
    ? { amount: total, exact: true }
    : { amount: product.price.minPrice, exact: false };
}

/** §2: a popover asks for a profile so exact prices are computed. */
export function ExactPricePopover({ product, id }: { product: InsuranceProduct; id: string }) {
  const app = useApp();
  return (
    <>
      <button type="button" className={styles.linkButton} popoverTarget={id}>
        <Tx k="detail.exactPrice" />
      </button>
      <div id={id} popover="auto" className={styles.popover}>
        <p>
          <Tx r={exactPriceWording(product.productType)} />
        </p>
        <button
          type="button"
          className="button button-primary"
          popoverTarget={id}
          popoverTargetAction="hide"
          onClick={() => app.send({ type: 'profile.open', productType: product.productType ?? '' })}
        >
          <Tx k="detail.enterProfile" />
        </button>
      </div>
    </>
  );
}

export function PriceSection({
  product,
  content,
  hasProfile,
}: {
  product: InsuranceProduct;
  content: PlanContent;
  hasProfile: boolean;
}) {
  const app = useApp();
  const profile = useAppSelector((snapshot) =>
    profileFor(snapshot.context.visitor, productTypeKey(product.productType ?? '')),
  );
  const price = planPrice(product, content, hasProfile);
  const t = useT();
  const remote = useRemote();
  const unit = priceUnit(product.productType, product.price.paymentMode);
  const persons = [
    ...profile.cotizante.map((person) => person.edad),
    ...profile.cargas.map((carga) => carga.edad),
  ];
  const lines = content.profilePrice?.profiles ?? [];
  const bands = product.insuranceMetadata?.metadata.price_detail ?? [];
  // Isapre plans: dependants under 2 pay GES only (§8 message, with the isapre's GES price).
  const underTwo =
    product.productType === 'ISAPRE' && hasChildrenUnderTwo(profile.cargas)
      ? childrenUnderTwoMessageForIsapre(product.organization.id)
      : null;
  return (
    <div className={styles.section}>
      <h2>
        <Tx k="detail.price" />
      </h2>
      <p className={styles.bigPrice} data-testid="detail-price-tab">
        <span className={styles.muted}>
          <Tx k={price.exact ? 'detail.priceFor' : 'detail.priceFrom'} />
        </span>{' '}
        <strong>{formatAmountWithEquivalent(price.amount, productCurrency(product))}</strong>{' '}
        <span className={styles.muted}>
          <Tx r={unit} />
        </span>
      </p>
      {underTwo && (
        <p className={styles.muted} role="note" data-testid="children-under-two">
          {remote(underTwo)}
        </p>
      )}
      {price.exact && lines.length > 0 && (
        <div className={styles.tableWrap} role="region" aria-label={t('detail.priceTable')} tabIndex={0}>
          <table className={styles.table}>
            <caption className="visually-hidden">
              <Tx k="detail.priceCaption" />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Tx k="detail.person" />
                </th>
                <th scope="col">
                  <Tx k="detail.monthlyPrice" />
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.index}>
                  <th scope="row">
                    <Tx r={personLabel(line.index, persons[line.index])} />
                  </th>
                  <td>
                    {line.price === null ? (
                      <Tx k="detail.notForAge" />
                    ) : (
                      formatAmountWithEquivalent(line.price, productCurrency(product))
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {bands.length > 0 && (
        <ul className={styles.list}>
          {bands.map((band) => (
            <li key={band.label}>
              <strong>{remote(band.label)}</strong>: {remote(band.age_range)}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.muted}>
        {hasProfile ? <Tx k="detail.priceWithProfile" /> : <Tx r={exactPriceWording(product.productType)} />}
      </p>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => app.send({ type: 'profile.open', productType: product.productType ?? '' })}
      >
        <Tx k={hasProfile ? 'detail.changeProfile' : 'detail.enterProfile'} />
      </button>
      {product.price.note && <p className={styles.note}>{product.price.note}</p>}
    </div>
  );
}
