import {
  defaultProfile,
  productTypeKey,
  type Profile,
  formatCardAmount,
  formatPlanPrice,
  priceUnit,
  textRef,
  type PlanPrice,
  type PriceLine,
  type TextRef,
} from '../../core/domain';
import { useAppSelector } from '../app-context';
import { Tx } from '../i18n/texts';
import styles from './plan-price-view.module.css';

/** A line's label: the holder, a dependant, or a person of unknown age. */
function priceLineLabel(line: PriceLine): TextRef {
  if (line.age === null) return textRef('card.personLine', { index: line.index + 1 });
  return line.index === 0
    ? textRef('card.holderLine', { age: line.age })
    : textRef('card.dependantLine', { index: line.index, age: line.age });
}

/** The unit after the headline: per person or per employee, or the bare period for a household total. */
export function headlineUnit(price: PlanPrice, productType: string, paymentMode?: string | null): TextRef {
  if (price.kind === 'people' && price.household) return textRef(`periods.${price.period}`);
  return priceUnit(productType, paymentMode);
}

/** The figure put first, as the visitor reads it; a range while no price for the insured is known. */
export const headlineText = formatPlanPrice;

/**
 * The caption above the headline: an estimate, 'Desde' while the visitor has given no profile (the
 * price is a reference person's), the price for the profile, or a household's total.
 */
export function headlineCaption(price: PlanPrice, hasProfile = true): TextRef {
  if (price.kind === 'estimate') return textRef('compare.priceFrom');
  if (!hasProfile) return textRef('card.from');
  if (price.kind === 'people' && price.household)
    return textRef('card.householdTotal', { count: price.lines.length });
  return textRef('compare.priceForProfile');
}

/**
 * What the headline is made of: a line per insured person of a household, the employer's and employee's
 * shares and the company's totals. Nothing for one person or an estimate.
 */
export function PriceBreakdown({ price, testId }: { price: PlanPrice; testId?: string }) {
  const period = textRef(`periods.${price.period}`);
  if (price.kind === 'people' && price.household)
    return (
      <dl className={styles.lines} data-testid={testId ?? 'price-lines'}>
        {price.lines.map((line) => (
          <div key={line.index} data-testid="price-line">
            <dt>
              <Tx r={priceLineLabel(line)} />
            </dt>
            <dd>
              {line.amount === null ? (
                <Tx k="card.notPriced" />
              ) : (
                <>
                  {formatCardAmount(price, line.amount)}
                  <Tx r={period} />
                </>
              )}
            </dd>
          </div>
        ))}
        <div className={styles.total} data-testid="price-total">
          <dt>
            <Tx k="card.householdTotal" params={{ count: price.lines.length }} />
          </dt>
          <dd>
            {formatCardAmount(price, price.total)}
            <Tx r={period} />
          </dd>
        </div>
      </dl>
    );
  if (price.kind === 'employees')
    return (
      <dl className={styles.lines} data-testid={testId ?? 'price-lines'}>
        <div>
          <dt>
            <Tx k="card.employerPays" />
          </dt>
          <dd>{formatCardAmount(price, price.share.employer)}</dd>
        </div>
        <div>
          <dt>
            <Tx k="card.employeePays" />
          </dt>
          <dd>{formatCardAmount(price, price.share.employee)}</dd>
        </div>
        <div className={styles.total} data-testid="company-total" data-amount={price.companyTotal}>
          <dt>
            <Tx k="card.companyTotal" params={{ count: price.employees }} />
          </dt>
          <dd>
            {formatCardAmount(price, price.companyTotal)}
            <Tx r={period} />
          </dd>
        </div>
        <div data-testid="employer-total">
          <dt>
            <Tx k="card.employerTotal" params={{ count: price.employees }} />
          </dt>
          <dd>
            {formatCardAmount(price, price.employerTotal)}
            <Tx r={period} />
          </dd>
        </div>
      </dl>
    );
  return null;
}

const DEFAULT_PROFILE = defaultProfile();

/** Whether the visitor has given a profile for this product type (else prices are a reference person's). */
export function useHasProfile(productType: string): boolean {
  return useAppSelector(
    (snapshot) => snapshot.context.visitor.profiles[productTypeKey(productType)] !== undefined,
  );
}

/** The profile a page of this product type prices for: the stored one, else the default (one stable object). */
export function useInsuredProfile(productType: string): Profile {
  const stored = useAppSelector((snapshot) => snapshot.context.visitor.profiles[productTypeKey(productType)]);
  return stored ?? DEFAULT_PROFILE;
}
