import { useState, type ReactNode } from 'react';
import {
  COST_OUTLOOK_ES,
  decodeComparatorQuery,
  yearlyCost,
  type PlanPrice,
  type UseLevel,
  formatCardAmount,
  nextAgeRises,
  priceHistoryRows,
  scenarioCost,
  scenariosFor,
  type InsuredPeople,
  type PricedPlan,
  type ScenarioLine,
} from '../../core/domain';
import type { InsuranceProduct, ProfilePrice } from '../../core/domain/api';
import { headlineText, headlineUnit } from '../compare/plan-price-view';
import { UseLevelPicker, YearlyCostView } from '../compare/yearly-cost-view';
import { useRoute } from '../routing/use-route';
import { Tx, useT, withTexts } from '../i18n/texts';
import { useSiteFormat } from '../shell/use-site-format';
import styles from './cost-outlook.module.css';

interface CostOutlookProps {
  readonly product: InsuranceProduct;
  readonly plan: PricedPlan;
  readonly insured: InsuredPeople;
  readonly priced: ProfilePrice | null;
  readonly pets: boolean;
  readonly price: PlanPrice;
}

/** One part of the outlook: its title and lead, then what it shows. */
function OutlookSection({
  part,
  children,
}: {
  part: 'scenarios' | 'history' | 'rises';
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${part}-title`}>
      <h3 id={`${part}-title`}>
        <Tx k={`costOutlook.${part}Title`} />
      </h3>
      <p className={styles.lead}>
        <Tx k={`costOutlook.${part}Lead`} />
      </p>
      {children}
    </section>
  );
}

function ScenarioLineText({ line, currency, cap }: { line: ScenarioLine; currency: string; cap?: number }) {
  const t = useT();
  const money = (amount: number) => formatCardAmount({ currency }, amount);
  const service = t(`cost.service_${line.item.service}`);
  if (line.rate === null || line.pays === null) return <>{t('costOutlook.lineUnknown', { service })}</>;
  if ('uses' in line.item && 'amount' in line.rate)
    return (
      <>
        {t('costOutlook.usesLine', {
          uses: line.item.uses,
          service,
          amount: money(line.rate.amount),
          pays: money(line.pays),
        })}
      </>
    );
  if ('bill' in line.item && 'percent' in line.rate) {
    const params = {
      service,
      bill: money(line.item.bill),
      percent: line.rate.percent,
      pays: money(line.pays),
    };
    return (
      <>
        {cap !== undefined && line.item.bill > cap
          ? t('costOutlook.billCapLine', { ...params, cap: money(cap) })
          : t('costOutlook.billLine', params)}
      </>
    );
  }
  return <>{t('costOutlook.lineUnknown', { service })}</>;
}

/** The plan page's cost outlook (issue 28): scenarios, price history against inflation, age rises. */
function CostOutlook({ product, plan, insured, priced, pets, price }: CostOutlookProps) {
  const t = useT();
  // The use level of the yearly cost: the comparator's (?uso=) to begin with, then the visitor's pick here.
  const search = useRoute().location.search;
  const [level, setLevel] = useState<UseLevel>(() => decodeComparatorQuery(search).useLevel);
  const table = product.copays;
  const rows = priceHistoryRows(product.priceHistory);
  const ages = insured.kind === 'people' ? insured.ages : [];
  const rises = nextAgeRises({ bands: product.ageBands, plan, ages, priced });
  const format = useSiteFormat();
  const percent = (value: number | null) =>
    value === null ? (
      <span className={styles.noData}>{t('costOutlook.noData')}</span>
    ) : (
      t('costOutlook.percent', { value: format.percent(value) })
    );
  return (
    <div className={styles.outlook} data-testid="cost-outlook">
      {table && (
        <section className={styles.yearly} data-testid="detail-yearly">
          <UseLevelPicker level={level} pets={pets} onChange={setLevel} />
          <YearlyCostView
            cost={yearlyCost({
              price,
              table,
              level,
              pets,
              insured: insured.kind === 'people' ? insured.ages.length : 1,
            })}
            pets={pets}
            sample={table.sample === true}
            source={table.source}
          />
        </section>
      )}
      <OutlookSection part="scenarios">
        <ul className={styles.scenarios}>
          {scenariosFor(pets).map((key) => {
            const cost = scenarioCost(table, key);
            return (
              <li key={key} className={styles.scenario} data-testid="scenario" data-scenario={key}>
                <h4>
                  <Tx k={`costOutlook.scenario_${key}`} />
                </h4>
                <p className={styles.muted}>
                  <Tx k={`costOutlook.scenarioLead_${key}`} />
                </p>
                <p className={styles.pay}>
                  <span>
                    <Tx k="costOutlook.youPay" />
                  </span>{' '}
                  <strong data-testid="scenario-total">
                    {cost.total === null
                      ? t('costOutlook.unknown')
                      : formatCardAmount({ currency: cost.currency }, cost.total)}
                  </strong>
                </p>
                {cost.total === null && (
                  <p className={styles.muted}>
                    <Tx k="costOutlook.unknownNote" />
                  </p>
                )}
                <details className={styles.details}>
                  <summary>
                    <Tx k="costOutlook.assumptions" />
                  </summary>
                  <ul>
                    {cost.lines.map((line) => (
                      <li key={line.item.service}>
                        <ScenarioLineText line={line} currency={cost.currency} cap={table?.yearlyCap} />
                      </li>
                    ))}
                    {key === 'parto' && (
                      <li>
                        <Tx k="costOutlook.waiting" />
                      </li>
                    )}
                    {table?.sample && (
                      <li>
                        <Tx k="cost.sample" />
                      </li>
                    )}
                  </ul>
                </details>
              </li>
            );
          })}
        </ul>
      </OutlookSection>

      <OutlookSection part="history">
        {rows.length === 0 ? (
          <p>
            <Tx k="costOutlook.historyEmpty" />
          </p>
        ) : (
          <div className={styles.tableWrap} role="region" aria-labelledby="history-title" tabIndex={0}>
            <table className={styles.table} data-testid="price-history">
              <thead>
                <tr>
                  <th scope="col">
                    <Tx k="costOutlook.year" />
                  </th>
                  <th scope="col">
                    <Tx k="costOutlook.planAdjustment" />
                  </th>
                  <th scope="col">
                    <Tx k="costOutlook.healthInflation" />
                  </th>
                  <th scope="col">
                    <Tx k="costOutlook.inflation" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.year} data-above={row.aboveInflation ?? undefined}>
                    <th scope="row">{row.year}</th>
                    <td className={row.aboveInflation ? styles.above : undefined}>
                      {percent(row.adjustment)}
                    </td>
                    <td>{percent(row.healthInflation)}</td>
                    <td>{percent(row.inflation)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {product.priceHistory && (
          <p className={styles.muted}>
            <Tx
              k="costOutlook.historySample"
              params={{ source: product.priceHistory.inflationSource ?? 'DANE' }}
            />
          </p>
        )}
      </OutlookSection>

      <OutlookSection part="rises">
        {plan.perEmployee ? (
          <p>
            <Tx k="costOutlook.risesCompany" />
          </p>
        ) : !priced || !product.ageBands ? (
          <p>
            <Tx k="costOutlook.risesUnknown" />
          </p>
        ) : rises.length === 0 ? (
          <p>
            <Tx k="costOutlook.noRises" />
          </p>
        ) : (
          <ul className={styles.rises} data-testid="age-rises">
            {rises.map((rise) => (
              <li key={rise.index}>
                {t('costOutlook.rise', {
                  age: rise.age,
                  who: t(pets ? 'costOutlook.pet' : 'costOutlook.person', { number: rise.index + 1 }),
                  years: rise.inYears,
                  price: headlineText(rise.price),
                })}{' '}
                <span className={styles.muted}>
                  <Tx r={headlineUnit(rise.price, product.productType ?? '', product.price.paymentMode)} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </OutlookSection>
    </div>
  );
}

export default withTexts(COST_OUTLOOK_ES, CostOutlook);
