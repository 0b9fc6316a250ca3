import { lazy, Suspense } from 'react';
import {
  exactPriceWording,
  insuredOf,
  planPrice,
  pricedPlanOf,
  isPetProductType,
  type PlanContent,
  type InsuredPeople,
  type PlanPrice,
  type PricedPlan,
  type Profile,
  childrenUnderTwoMessageForIsapre,
  formatCardAmount,
  formatPlanEquivalent,
  hasChildrenUnderTwo,
} from '../../core/domain';
import type { InsuranceProduct, ProfilePrice } from '../../core/domain/api';
import { useApp, useUfValue } from '../app-context';
import { Tx, useRemote } from '../i18n/texts';
import {
  headlineCaption,
  headlineText,
  headlineUnit,
  PriceBreakdown,
  useInsuredProfile,
} from '../compare/plan-price-view';
import styles from './plan-detail.module.css';

const CostOutlook = lazy(() => import('./cost-outlook'));

const sameProfile = (a: Profile, b: Profile | null): boolean =>
  b !== null && JSON.stringify(a) === JSON.stringify(b);

/**
 * The plan's price on its page and modal: the one price rule (plan-price.ts) for the profile the
 * projection holds now, so the page, the modal and the card agree. A price the flow computed for other
 * people (a profile saved since) is not shown as theirs: the estimate shows until it is priced again.
 */
export function useDetailPrice(
  product: InsuranceProduct,
  content: PlanContent,
  view: { readonly hasProfile: boolean; readonly pricedFor: Profile | null },
): PlanPrice {
  return useDetailPricing(product, content, view).price;
}

/** The price and what it was computed from: the insured, the API's price for them (null: unknown). */
export interface DetailPricing {
  readonly price: PlanPrice;
  readonly plan: PricedPlan;
  readonly insured: InsuredPeople;
  readonly priced: ProfilePrice | null;
  readonly pets: boolean;
}

function useDetailPricing(
  product: InsuranceProduct,
  content: PlanContent,
  view: { readonly hasProfile: boolean; readonly pricedFor: Profile | null },
): DetailPricing {
  const productType = product.productType ?? '';
  const profile = useInsuredProfile(productType);
  const plan = pricedPlanOf(product);
  const current = view.hasProfile && sameProfile(profile, view.pricedFor);
  const pets = isPetProductType(productType);
  const insured = insuredOf(profile, { perEmployee: plan.perEmployee, pets });
  const priced = current ? (content.profilePrice ?? null) : null;
  return { price: planPrice({ plan, insured, priced }), plan, insured, priced, pets };
}

/** The headline of a plan's price: 'Desde' the list price while none is known for the profile. */
export function DetailPriceHeadline({
  price,
  product,
  testId,
  className,
}: {
  price: PlanPrice;
  product: InsuranceProduct;
  testId: string;
  className?: string | undefined;
}) {
  const estimate = price.kind === 'estimate';
  // UF prices with their pesos (§9).
  const equivalent = formatPlanEquivalent(price, useUfValue());
  return (
    <>
      <span className={styles.muted}>
        {estimate ? <Tx k="detail.priceFrom" /> : <Tx r={headlineCaption(price)} />}
      </span>{' '}
      <strong data-testid={testId} className={className}>
        {estimate ? formatCardAmount(price, price.from) : headlineText(price)}
      </strong>{' '}
      <span className={styles.muted}>
        <Tx r={headlineUnit(price, product.productType ?? '', product.price.paymentMode)} />
      </span>
      {equivalent !== null && <span className={styles.muted}> (≈ {equivalent})</span>}
    </>
  );
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

function PriceSection({
  product,
  price,
  hasProfile,
}: {
  product: InsuranceProduct;
  price: PlanPrice;
  hasProfile: boolean;
}) {
  const app = useApp();
  const remote = useRemote();
  const profile = useInsuredProfile(product.productType ?? '');
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
        <DetailPriceHeadline price={price} product={product} testId="detail-price-tab-amount" />
      </p>
      <PriceBreakdown price={price} testId="detail-price-lines" />
      {underTwo && (
        <p className={styles.muted} role="note" data-testid="children-under-two">
          {remote(underTwo)}
        </p>
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

/** The price tab: the same price as the head, with a line per insured person or the company's totals. */
export function PriceTab({
  view,
}: {
  view: {
    readonly product: InsuranceProduct;
    readonly content: PlanContent;
    readonly hasProfile: boolean;
    readonly pricedFor: Profile | null;
  };
}) {
  const pricing = useDetailPricing(view.product, view.content, view);
  return (
    <>
      <PriceSection product={view.product} price={pricing.price} hasProfile={view.hasProfile} />
      {/* Scenarios, price history and age rises: their own chunk, fetched when this tab opens. */}
      <Suspense fallback={<p className={styles.muted} aria-busy="true" />}>
        <CostOutlook
          product={view.product}
          plan={pricing.plan}
          insured={pricing.insured}
          priced={pricing.priced}
          pets={pricing.pets}
          price={pricing.price}
        />
      </Suspense>
    </>
  );
}
