import {
  DETAIL_TEXTS,
  exactPriceWording,
  formatMoney,
  personLabel,
  priceUnitLabel,
  productTypeKey,
  profileFor,
} from '../../core/domain';
import type { PlanContent } from '../../core/domain';
import type { InsuranceProduct } from '../../core/domain/api';
import { useApp, useAppSelector } from '../app-context';
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
        {DETAIL_TEXTS.exactPrice}
      </button>
      <div id={id} popover="auto" className={styles.popover}>
        <p>{exactPriceWording(product.productType)}</p>
        <button
          type="button"
          className="button button-primary"
          popoverTarget={id}
          popoverTargetAction="hide"
          onClick={() => app.send({ type: 'profile.open', productType: product.productType ?? '' })}
        >
          {DETAIL_TEXTS.enterProfile}
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
  const unit = priceUnitLabel(product.productType, product.price.paymentMode);
  const persons = [
    ...profile.cotizante.map((person) => person.edad),
    ...profile.cargas.map((carga) => carga.edad),
  ];
  const lines = content.profilePrice?.profiles ?? [];
  const bands = product.insuranceMetadata?.metadata.price_detail ?? [];
  return (
    <div className={styles.section}>
      <h2>Precio</h2>
      <p className={styles.bigPrice} data-testid="detail-price-tab">
        <span className={styles.muted}>{price.exact ? DETAIL_TEXTS.priceFor : DETAIL_TEXTS.priceFrom}</span>{' '}
        <strong>{formatMoney(price.amount, 'COP')}</strong> <span className={styles.muted}>{unit}</span>
      </p>
      {price.exact && lines.length > 0 && (
        <div
          className={styles.tableWrap}
          role="region"
          aria-label="Tabla de precios por persona"
          tabIndex={0}
        >
          <table className={styles.table}>
            <caption className="visually-hidden">Precio por persona según su edad</caption>
            <thead>
              <tr>
                <th scope="col">Persona</th>
                <th scope="col">Precio mensual</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.index}>
                  <th scope="row">{personLabel(line.index, persons[line.index])}</th>
                  <td>
                    {line.price === null ? 'No disponible para esta edad' : formatMoney(line.price, 'COP')}
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
              <strong>{band.label}</strong>: {band.age_range}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.muted}>
        {hasProfile
          ? 'El precio se calcula con el perfil que guardaste. Si cambia quién se asegura, actualízalo.'
          : exactPriceWording(product.productType)}
      </p>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => app.send({ type: 'profile.open', productType: product.productType ?? '' })}
      >
        {hasProfile ? 'Cambiar perfil' : DETAIL_TEXTS.enterProfile}
      </button>
      {product.price.note && <p className={styles.note}>{product.price.note}</p>}
    </div>
  );
}
