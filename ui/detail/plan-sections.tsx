import {
  bedCoverageText,
  copayRows,
  coverageTableWording,
  networkWithMine,
  type CopayTable,
  type PlanContent,
} from '../../core/domain';
import { useAppSelector } from '../app-context';
import type { CoverageAmount, CoverageTag } from '../../core/domain/api';
import { useSiteFormat } from '../shell/use-site-format';
import { Tx, useRemote, useT } from '../i18n/texts';
import { selectMyClinics } from '../../core/machines/surface';
import styles from './plan-detail.module.css';

type Money = ReturnType<typeof useSiteFormat>['money'];

function amountText(
  amount: CoverageAmount | undefined,
  kind: 'percentage' | 'money',
  money: Money,
): string | null {
  if (!amount) return null;
  const value = amount.maxAmount ?? amount.minAmount;
  if (value === null || value === undefined) return null;
  return kind === 'percentage' ? `${value}%` : money(value, amount.unit?.currencyCode ?? amount.unit?.code);
}

function CoverageRow({ tag }: { tag: CoverageTag }) {
  const amounts = tag.coverages[0]?.amounts ?? {};
  const { money } = useSiteFormat();
  // The room its hospitalization pays for, in the site's bed wording (cama in Chile, cuarto elsewhere).
  const bed = bedCoverageText(
    amounts,
    useAppSelector((snapshot) => snapshot.context.country.code),
  );
  // A benefit the plan pays (a daily cash benefit, a funeral) is what it covers, never a copay.
  const percentage =
    amountText(amounts.percentage, 'percentage', money) ?? amountText(amounts.compensation, 'money', money);
  const top = amountText(amounts.yearly_top ?? amounts.top_amount ?? amounts.lifetime_top, 'money', money);
  const copay = amountText(amounts.deductible, 'money', money);
  const remote = useRemote();
  return (
    <tr>
      <th scope="row">
        {remote(tag.name)}
        {bed && (
          <span className={styles.bed} data-testid="plan-bed">
            <Tx r={bed.value} />
          </span>
        )}
      </th>
      <td>{percentage ?? '—'}</td>
      <td>{top ?? <Tx k="detail.noTop" />}</td>
      <td>{copay ?? '—'}</td>
    </tr>
  );
}

/** The yearly tops a plan may state, in the order the page lists them. */
const TOP_KINDS = ['agreement', 'freeChoice', 'foreign'] as const;

/** The plan's one copay table (issue 24): the same figures as its cards, yearly cost and side by side. */
function CopayTableList({ table }: { table: CopayTable }) {
  const t = useT();
  const { money } = useSiteFormat();
  return (
    <>
      <h3>
        <Tx k="detail.copays" />
      </h3>
      <ul className={styles.list} data-testid="copay-table">
        {copayRows(table).map((row) => (
          <li key={row.service}>
            <strong>
              <Tx k={`cost.label_${row.service}`} />
            </strong>
            :{' '}
            {'amount' in row
              ? t('cost.perUse', {
                  amount: money(row.amount, table.currency),
                  service: t(`cost.service_${row.service}`),
                })
              : t('cost.percentOf', { percent: row.percent, service: t(`cost.service_${row.service}`) })}
          </li>
        ))}
      </ul>
      {table.source && (
        <p className={styles.muted}>
          <Tx k="cost.source" params={{ source: table.source }} />
        </p>
      )}
      {table.sample && (
        <p className={styles.muted}>
          <Tx k="cost.sample" />
        </p>
      )}
    </>
  );
}

export function CoveragesSection({
  content,
  copays,
}: {
  content: PlanContent;
  copays?: CopayTable | undefined;
}) {
  // Copago in Colombia, Deducible in Chile and Peru (§9).
  const wording = coverageTableWording(useAppSelector((snapshot) => snapshot.context.country.code));
  const tags = content.coverages?.tags ?? [];
  const top = content.topAmounts;
  const t = useT();
  const remote = useRemote();
  const { money } = useSiteFormat();
  return (
    <div className={styles.section}>
      <h2>
        <Tx k={wording.title} />
      </h2>
      {tags.length > 0 && (
        <div className={styles.tableWrap} role="region" aria-label={t(wording.table)} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">
                  <Tx k="detail.coverage" />
                </th>
                <th scope="col">
                  <Tx k="detail.covers" />
                </th>
                <th scope="col">
                  <Tx k="detail.top" />
                </th>
                <th scope="col">
                  <Tx k={wording.column} />
                </th>
              </tr>
            </thead>
            <tbody>
              {tags.map((tag) => (
                <CoverageRow key={tag.name} tag={tag} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {top && (
        <>
          <h3>
            <Tx k="detail.yearlyTops" />
          </h3>
          <dl className={styles.facts}>
            {TOP_KINDS.map((kind) => {
              const amount = top.topAmounts[kind];
              return amount ? (
                <div key={kind}>
                  <dt>
                    <Tx k={`detail.${kind}`} />
                  </dt>
                  <dd>{money(amount.amount, amount.currency)}</dd>
                </div>
              ) : null;
            })}
          </dl>
          {!copays && top.deductibles.length > 0 && (
            <>
              <h3>
                <Tx k={wording.charges} />
              </h3>
              <ul className={styles.list}>
                {top.deductibles.map((deductible) => (
                  <li key={deductible.name}>
                    <strong>{remote(deductible.name)}</strong>:{' '}
                    {t('staff.deductibleMode', {
                      amount: money(deductible.amount, deductible.currency),
                      mode: remote(deductible.mode),
                    })}
                    {deductible.qualifyingPersons
                      ? ` · ${remote(deductible.qualifyingPersons).toLowerCase()}`
                      : ''}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      {copays && <CopayTableList table={copays} />}
      {content.descriptions.map((description) => (
        <div key={description.title}>
          <h3>{remote(description.title)}</h3>
          <p>{remote(description.content)}</p>
        </div>
      ))}
    </div>
  );
}

export function ExclusionsSection({ content }: { content: PlanContent }) {
  const remote = useRemote();
  return (
    <div className={styles.section}>
      <h2>
        <Tx k="detail.exclusions" />
      </h2>
      <p className={styles.muted}>
        <Tx k="detail.exclusionsLead" />
      </p>
      <ul className={styles.list}>
        {content.exclusions.map((exclusion) => (
          <li key={exclusion.name}>
            <strong>{remote(exclusion.name)}</strong>
            {exclusion.description ? `: ${exclusion.description}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function NetworkSection({ content }: { content: PlanContent }) {
  // The visitor's clinics: those chosen in a comparator's 'Mi clínica', kept in the visitor's log, so a
  // plan page opened on its own (a link, a reload) marks them as the modal does.
  const mine = useAppSelector(selectMyClinics);
  return (
    <div className={styles.section}>
      <h2>
        <Tx k="detail.network" />
      </h2>
      {content.network.length === 0 ? (
        <p>
          <Tx k="detail.noNetwork" />
        </p>
      ) : (
        <ul className={styles.network}>
          {networkWithMine(content.network, mine).map(({ clinic, mine: yours }) => (
            <li
              key={clinic.id}
              className={yours ? styles.yourClinic : undefined}
              data-mine={yours || undefined}
            >
              <strong>{clinic.displayName}</strong>
              {clinic.city && <span className={styles.muted}>{clinic.city}</span>}
              {yours && (
                <span className={styles.yourClinicTag}>
                  <Tx k="detail.yourClinic" />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function FaqSection({ content }: { content: PlanContent }) {
  return (
    <div className={styles.section}>
      <h2>
        <Tx k="detail.faq" />
      </h2>
      {content.faq.map((entry) => (
        <details key={entry.question} className={styles.faq}>
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}

const HOW_IT_WORKS = ['detail.howItWorks1', 'detail.howItWorks2', 'detail.howItWorks3'] as const;

export function HowItWorksSection() {
  return (
    <div className={styles.section}>
      <h2>
        <Tx k="detail.howItWorksTitle" />
      </h2>
      <ol className={styles.steps}>
        {HOW_IT_WORKS.map((step) => (
          <li key={step}>
            <Tx k={step} />
          </li>
        ))}
      </ol>
    </div>
  );
}
