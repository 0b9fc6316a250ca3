import { PriceSource } from '../trust/price-source';
import { memo, useState } from 'react';
import { useSelector } from '@xstate/react';
import {
  degradedCardNotice,
  badgeLabel,
  bedCoverageText,
  coverageTagText,
  formatPlanEquivalent,
  formatCardAmount,
  headlineAmount,
  insuredOf,
  isPetProductType,
  isCollectiveProductType,
  isComparable,
  isNewProduct,
  minimumEmployees,
  minimumEmployeesWarning,
  moreLabel,
  offersNotice,
  planDetailPath,
  planPrice,
  pricedPlanOf,
  productSellsOnline,
  scoreSummary,
  compareControl,
  visibleBenefits,
  visibleCoverageTags,
  yearlyCost,
  DEFAULT_USE_LEVEL,
  type CardLayout,
  type SiteCountryCode,
  type UseLevel,
} from '../../core/domain';
import type { CoverageTag, InsuranceProduct } from '../../core/domain/api';
import { selectCanExecute, selectIsChosen, selectNonBrowser } from '../../core/machines/surface';
import { cardStatus, type PlanCardRef } from '../../core/machines/surface-compare';
import { useApp, useAppSelector, useUfValue } from '../app-context';
import { Link } from '../routing/link';
import { Tx, useRemote, useT } from '../i18n/texts';
import { CompareIcon } from './compare-icons';
import {
  headlineCaption,
  headlineText,
  headlineUnit,
  PriceBreakdown,
  useHasProfile,
  useInsuredProfile,
} from './plan-price-view';
import { useVisible } from './use-visible';
import { usePartnerCardParts } from '../visitors/use-partner';
import { YearlyCostView } from './yearly-cost-view';
import { DegradedNotice } from '../shell/degraded-notice';
import styles from './plan-card.module.css';

/**
 * A card's layout; null while the viewport is unknown (prerendered HTML, hydration): then CSS shows the
 * grid card below the mobile breakpoint and the list card above it, so nothing moves once it is known.
 */
export type CardView = CardLayout | null;

const layoutClass = (layout: CardView): string =>
  (layout === 'grid' ? styles.grid : layout === 'list' ? styles.list : styles.responsive) ?? '';

export interface PlanCardProps {
  readonly cardRef: PlanCardRef;
  readonly layout: CardView;
  /** null while the viewport is unknown (see CardView). */
  readonly mobile: boolean | null;
  readonly productType: string;
  readonly country: SiteCountryCode;
  readonly now: number;
  readonly contribution: number;
  readonly employees: number | null;
  /** The use level the yearly cost counts (the comparator's ?uso=). */
  readonly useLevel?: UseLevel;
}

function OrganizationLogo({ product }: { product: InsuranceProduct }) {
  const [failed, setFailed] = useState(false);
  const src = product.insuranceMetadata?.metadata.logo ?? product.organization.metadata?.image;
  const words = product.organization.displayName.split(/\s+/).filter((word) => /^[A-ZÁÉÍÓÚÑ]/i.test(word));
  const initials =
    words.length > 1
      ? words
          .slice(0, 2)
          .map((word) => word.charAt(0).toUpperCase())
          .join('')
      : (words[0] ?? '?').slice(0, 2);
  // A steady hue per organization tells insurers apart while their logos are missing.
  const hue = (product.organization.id * 47) % 360;
  if (src && !failed) {
    return (
      <img
        className={styles.logo}
        src={src}
        alt={product.organization.displayName}
        width={56}
        height={56}
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      className={styles.logoFallback}
      role="img"
      aria-label={product.organization.displayName}
      style={{ ['--logo-hue' as string]: hue }}
    >
      {initials}
    </span>
  );
}

function Stars({ value }: { value: number }) {
  return (
    <span className={styles.stars} aria-hidden="true">
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.max(0, Math.min(1, value - index));
        return (
          <span key={index} className={styles.star}>
            <span className={styles.starFill} style={{ width: `${fill * 100}%` }}>
              ★
            </span>
            ★
          </span>
        );
      })}
    </span>
  );
}

function CompareCheckbox({
  productId,
  className = '',
  toggle = false,
}: {
  productId: string;
  className?: string;
  /** A phone's compact pill (the same checkbox, drawn as a toggle chip). */
  toggle?: boolean;
}) {
  const app = useApp();
  const checked = useSelector(app.actor, selectIsChosen(productId));
  const canFill = useSelector(app.actor, selectCanExecute({ type: 'slots.fill', productId }));
  const t = useT();
  return (
    <label
      className={`${toggle ? styles.compareToggle : styles.compare} ${className}`}
      title={!checked && !canFill ? t('compare.compareLimit') : undefined}
    >
      <input
        type="checkbox"
        data-testid={toggle ? 'compare-toggle' : 'compare-checkbox'}
        checked={checked}
        disabled={!checked && !canFill}
        onChange={(event) =>
          app.send({
            type: 'visitor.execute',
            command: { type: event.target.checked ? 'slots.fill' : 'slots.clear', productId },
          })
        }
      />
      <span>
        <Tx k="compare.compareLabel" />
      </span>
    </label>
  );
}

/** Memoised: a card draws again when its own actor or its props change, not with every list update. */
export const PlanCard = memo(function PlanCard(props: PlanCardProps) {
  const { cardRef, layout, mobile, productType, country, now, contribution, employees } = props;
  const useLevel = props.useLevel ?? DEFAULT_USE_LEVEL;
  const app = useApp();
  const t = useT();
  const remote = useRemote();
  const snapshot = useSelector(cardRef, (s) => s);
  const status = cardStatus(snapshot);
  const { product, extras, error } = snapshot.context;
  const productId = product?.id;
  const nonBrowser = useAppSelector(selectNonBrowser);
  const profile = useInsuredProfile(productType);
  // UF prices with their pesos at the day's UF value (§9).
  const ufValue = useUfValue();
  const hasProfile = useHasProfile(productType);
  const parts = usePartnerCardParts();
  const ref = useVisible<HTMLElement>((visible) => {
    if (productId === undefined) return;
    app.send({ type: visible ? 'compare.card.visible' : 'compare.card.hidden', productId });
  }, nonBrowser);

  if (!product) return <PlanCardPlaceholder layout={layout} />;
  const features = extras?.features ?? product.features ?? [];

  const collective = isCollectiveProductType(productType);
  // The one price rule (plan-price.ts): the same number the plan page, side by side and purchase show.
  const plan = pricedPlanOf(product, productType);
  const price = planPrice({
    plan,
    insured: insuredOf(profile, {
      perEmployee: plan.perEmployee,
      pets: isPetProductType(productType),
    }),
    priced: extras?.profilePrice ?? product.profilePrice,
    employees,
    employerShare: contribution,
    offers: Array.isArray(extras?.offers) ? extras.offers : [],
  });
  const equivalent = formatPlanEquivalent(price, ufValue);
  const pets = isPetProductType(productType);
  // The cost of a year (core/domain/cost): the same number the list sorts by when sorted by it.
  const insured = insuredOf(profile, { perEmployee: plan.perEmployee, pets });
  const yearly = product.copays
    ? yearlyCost({
        price,
        table: product.copays,
        level: useLevel,
        pets,
        insured: insured.kind === 'people' ? insured.ages.length : 1,
      })
    : null;
  const score = scoreSummary(product);
  const tags = visibleCoverageTags(extras?.coverages.tags ?? []);
  // Unknown viewport: the list card's benefits, those past the grid card's count hidden on phones.
  const benefits = visibleBenefits(features, layout ?? 'list');
  const gridBenefits = layout === null ? visibleBenefits(features, 'grid') : benefits;
  const more = moreLabel(benefits.more);
  const gridMore = moreLabel(gridBenefits.more);
  const offers = Array.isArray(extras?.offers) ? extras.offers : [];
  const notice = offersNotice(extras?.offers);
  const detailPath = planDetailPath(country, product, productType);
  const online = productSellsOnline(product);
  const minimum = minimumEmployees(product);
  const warning = collective ? minimumEmployeesWarning(minimum, employees) : null;
  const popoverId = `score-${product.id}`;
  const degraded = degradedCardNotice(extras?.missing ?? []);
  const payment = extras?.paymentInfo?.paymentMethods ?? product.paymentInfo?.paymentMethods ?? [];

  return (
    <article
      ref={ref}
      className={`${styles.card} ${layoutClass(layout)}`}
      data-testid="plan-card"
      data-product-id={product.id}
      aria-labelledby={`plan-${product.id}`}
    >
      <header className={styles.head}>
        <OrganizationLogo product={product} />
        <div className={styles.titles}>
          <div className={styles.badges}>
            <span
              className={styles.badge}
              style={{ ['--badge' as string]: product.insuranceType.color ?? undefined }}
            >
              {remote(badgeLabel(product.insuranceType.displayName))}
            </span>
            {isNewProduct(product, now) && (
              <span className={styles.newBadge}>
                <Tx k="compare.newBadge" />
              </span>
            )}
          </div>
          <h3 id={`plan-${product.id}`} className={styles.name}>
            {product.displayName}
          </h3>
          <p className={styles.org}>{product.organization.displayName}</p>
          {parts.score && (
            <button
              type="button"
              className={styles.score}
              popoverTarget={popoverId}
              aria-label={t('card.score', { stars: score.stars })}
            >
              <Stars value={score.stars} />
              <span className={styles.scoreValue}>{score.stars.toFixed(1)}</span>
            </button>
          )}
        </div>
        {parts.score && (
          <div id={popoverId} popover="auto" className={styles.popover}>
            <p className={styles.popoverTitle}>
              <Tx k="card.scoreTitle" />
            </p>
            <dl>
              <dt>
                <Tx k="card.scoreLabel" />
              </dt>
              <dd>{(product.score ?? 0).toFixed(1)} / 10</dd>
              <dt>
                <Tx k="card.stars" />
              </dt>
              <dd>{score.stars.toFixed(1)} / 5</dd>
              {score.affinity !== null && (
                <>
                  <dt>
                    <Tx k="card.affinity" />
                  </dt>
                  <dd>{score.affinity}%</dd>
                </>
              )}
            </dl>
          </div>
        )}
      </header>

      <div className={styles.priceBlock}>
        <span className={styles.priceCaption}>
          <Tx r={headlineCaption(price, hasProfile)} />
        </span>
        <p className={styles.price}>
          <span data-testid="plan-price" data-amount={headlineAmount(price)}>
            {headlineText(price)}
          </span>
          <span className={styles.unit}>
            <Tx r={headlineUnit(price, productType, product.price.paymentMode)} />
          </span>
        </p>
        {equivalent !== null && (
          <p className={styles.unit} data-testid="plan-price-clp">
            ≈ {equivalent}
          </p>
        )}
        {price.kind !== 'estimate' && price.discounted !== null && (
          <p className={styles.discounted}>
            <CompareIcon name="tag" width={16} height={16} />{' '}
            <Tx k="card.discounted" params={{ price: formatCardAmount(price, price.discounted) }} />
          </p>
        )}
        <PriceBreakdown price={price} />
        <PriceSource price={product.price} now={now} />
        {yearly && (
          <YearlyCostView
            cost={yearly}
            pets={pets}
            sample={product.copays?.sample === true}
            source={product.copays?.source}
          />
        )}
      </div>

      {status === 'loaded' && degraded && (
        <DegradedNotice
          notice={degraded}
          retryLabel="compare.retry"
          canRetry={snapshot.can({ type: 'card.retry' })}
          onRetry={() => app.send({ type: 'compare.card.retry', productId: product.id })}
          testId="card-degraded"
        />
      )}

      {warning && (
        <p className={styles.warning} role="note">
          <CompareIcon name="alert" width={16} height={16} /> <Tx r={warning} />
        </p>
      )}

      <section className={styles.coverages} aria-label={t('card.coverages')}>
        {(status === 'waiting' || status === 'loading') && (
          <div className={styles.shimmerGroup} role="status" aria-busy="true">
            <span className="visually-hidden">
              <Tx k="card.loadingCoverages" />
            </span>
            <span className={styles.shimmer} />
            <span className={styles.shimmer} />
          </div>
        )}
        {status === 'failed' && (
          <div className={styles.failure} role="alert" data-testid="coverage-error">
            <p className={styles.failureTitle}>
              <Tx k="compare.coverageErrorTitle" />
            </p>
            <p>
              <Tx k="compare.coverageErrorText" />
            </p>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => app.send({ type: 'compare.card.retry', productId: product.id })}
              disabled={!snapshot.can({ type: 'card.retry' })}
            >
              <Tx k="compare.retry" />
            </button>
            {error && <span className="visually-hidden">{error.message}</span>}
          </div>
        )}
        {status === 'loaded' && tags.length === 0 && (
          <p className={styles.noData}>
            <Tx k="compare.noCoverageData" />
          </p>
        )}
        {status === 'loaded' && tags.length > 0 && (
          <ul className={styles.tags} data-testid="coverage-tags">
            {tags.map((tag) => (
              <li key={tag.name} className={styles.tag}>
                <span className={styles.tagName}>{remote(tag.name)}</span>
                <span className={styles.tagValue}>
                  <Tx r={coverageTagText(tag)} />
                </span>
                <TagBed tag={tag} country={country} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {benefits.shown.length > 0 && (
        <ul className={styles.benefits} aria-label={t('card.otherBenefits')}>
          {benefits.shown.map((feature, index) => (
            <li
              key={feature.name}
              className={`${styles.benefit} ${layout === null && index >= gridBenefits.shown.length ? 'only-desktop' : ''}`}
              title={remote(feature.name)}
            >
              <CompareIcon name={feature.icon ?? 'check'} width={18} height={18} />
              {layout === 'list' && <span>{remote(feature.name)}</span>}
              {layout === 'grid' && <span className="visually-hidden">{remote(feature.name)}</span>}
              {/* The grid card below the desktop breakpoint reads the benefit's name without showing it. */}
              {layout === null && <span className="visually-hidden-mobile">{remote(feature.name)}</span>}
            </li>
          ))}
          {more && (
            <li
              className={`${styles.more} ${layout === null ? 'only-desktop' : ''}`}
              aria-label={t('card.moreBenefits', { count: benefits.more })}
            >
              {more}
            </li>
          )}
          {layout === null && gridMore && (
            <li
              className={`${styles.more} only-mobile`}
              aria-label={t('card.moreBenefits', { count: gridBenefits.more })}
            >
              {gridMore}
            </li>
          )}
        </ul>
      )}

      {(offers.length > 0 || notice) && (
        <div className={styles.offers}>
          {offers.map((offer, index) => (
            <p key={offer.id ?? index} className={styles.offer}>
              <CompareIcon name="sparkles" width={16} height={16} />{' '}
              {remote(offer.description ?? offer.offerType.name)}
            </p>
          ))}
          {notice && (
            <p className={styles.exhausted}>
              <Tx r={notice} />
            </p>
          )}
        </div>
      )}

      {payment.length > 0 && (
        <div className={styles.payment}>
          <span className={styles.paymentIcons} aria-hidden="true">
            {payment.slice(0, 4).map((method) => (
              <CompareIcon key={method.code} name={method.icon ?? 'credit-card'} width={18} height={18} />
            ))}
          </span>
          <span>
            <Tx k="compare.paymentMethods" />
          </span>
        </div>
      )}

      <footer className={styles.actions}>
        {compareControl(mobile ?? false, isComparable(product)) === 'checkbox' && (
          <CompareCheckbox productId={String(product.id)} className={mobile === null ? 'only-desktop' : ''} />
        )}
        {mobile === true && compareControl(true, isComparable(product)) === 'toggle' && (
          <CompareCheckbox productId={String(product.id)} toggle />
        )}
        <Link
          to={detailPath}
          className={`button button-secondary ${styles.action}`}
          onClick={(event) => {
            // A plain click opens the plan over the list (back closes it); other clicks follow the link.
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
              return;
            event.preventDefault();
            app.send({ type: 'detail.open', productCode: product.productCode });
          }}
        >
          <Tx k="compare.detail" />
        </Link>
        {(online || parts.requestButton) && (
          <Link
            to={
              online ? `/Compra-Online/${encodeURIComponent(product.productCode)}` : `${detailPath}/Solicitar`
            }
            className={`button button-primary ${styles.action}`}
          >
            <Tx k={online ? 'compare.buy' : 'compare.request'} />
          </Link>
        )}
      </footer>
    </article>
  );
});

export function PlanCardPlaceholder({ layout }: { layout: CardView }) {
  return (
    <div
      className={`${styles.card} ${styles.placeholder} ${layoutClass(layout)}`}
      data-testid="plan-placeholder"
      aria-hidden="true"
    >
      <div className={styles.head}>
        <span className={`${styles.shimmer} ${styles.shimmerLogo}`} />
        <div className={styles.titles}>
          <span className={`${styles.shimmer} ${styles.shimmerShort}`} />
          <span className={styles.shimmer} />
        </div>
      </div>
      <span className={`${styles.shimmer} ${styles.shimmerPrice}`} />
      <span className={styles.shimmer} />
      <span className={`${styles.shimmer} ${styles.shimmerShort}`} />
    </div>
  );
}

/** The room a hospitalization tag pays for, in the site's bed wording (cama in Chile, cuarto elsewhere). */
function TagBed({ tag, country }: { tag: CoverageTag; country: SiteCountryCode }) {
  const bed = bedCoverageText(tag.coverages[0]?.amounts, country);
  if (!bed) return null;
  return (
    <span className={styles.tagBed} data-testid="card-bed">
      <Tx r={bed.value} />
    </span>
  );
}
