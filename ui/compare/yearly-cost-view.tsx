import { formatCardAmount, UseLevel, type YearlyCost } from '../../core/domain';
import { Tx, useT } from '../i18n/texts';
import styles from './yearly-cost-view.module.css';

/**
 * "Costo total al año" (issue 28): the yearly cost the domain computed (core/domain/cost), with its
 * assumptions one tap away. The card and the plan page show the same view.
 */
export function YearlyCostView({
  cost,
  pets,
  sample,
  source,
  className,
}: {
  cost: YearlyCost;
  pets: boolean;
  sample: boolean;
  source?: string | undefined;
  className?: string | undefined;
}) {
  const t = useT();
  const money = (amount: number) => formatCardAmount(cost, amount);
  return (
    <div
      className={`${styles.yearly} ${className ?? ''}`}
      data-testid="yearly-cost"
      data-amount={cost.total ?? ''}
      data-level={cost.level}
    >
      <span className={styles.caption}>
        <Tx
          k={cost.perEmployee ? 'cost.yearlyPerEmployee' : cost.estimate ? 'cost.yearlyFrom' : 'cost.yearly'}
        />
      </span>
      <strong className={styles.amount}>{cost.total === null ? t('cost.noData') : money(cost.total)}</strong>
      <details className={styles.details}>
        <summary>
          <Tx k="cost.assumptions" />
        </summary>
        <ul className={styles.assumptions}>
          <li>
            <Tx k={`cost.${pets ? 'pets' : 'people'}_${cost.level}`} />{' '}
            {!cost.perEmployee && t(pets ? 'cost.pets' : 'cost.insured', { count: cost.insured })}
          </li>
          <li>
            <Tx
              k={cost.estimate ? 'cost.premiumsFrom' : 'cost.premiums'}
              params={{ premium: money(cost.premium), periods: cost.periodsPerYear }}
            />
          </li>
          {cost.lines.map((line) => (
            <li key={line.service}>
              {line.amount === null
                ? t('cost.copayUnknown', { uses: line.uses, service: t(`cost.service_${line.service}`) })
                : t('cost.copayLine', {
                    uses: line.uses,
                    service: t(`cost.service_${line.service}`),
                    amount: money(line.amount),
                  })}
            </li>
          ))}
          {cost.copays !== null && (
            <li>
              <Tx k="cost.copays" params={{ amount: money(cost.copays) }} />
            </li>
          )}
          {cost.perEmployee && (
            <li>
              <Tx k="cost.perEmployeeNote" />
            </li>
          )}
          <li>
            <Tx k="cost.offersNote" />
          </li>
          {source && (
            <li>
              <Tx k="cost.source" params={{ source }} />
            </li>
          )}
          {sample && (
            <li className={styles.sample}>
              <Tx k="cost.sample" />
            </li>
          )}
        </ul>
      </details>
    </div>
  );
}

/** The use level's choice: three buttons, each saying in words what the level counts. */
export function UseLevelPicker({
  level,
  pets,
  onChange,
}: {
  level: UseLevel;
  pets: boolean;
  onChange: (level: UseLevel) => void;
}) {
  const t = useT();
  return (
    <div className={styles.picker} role="group" aria-label={t('cost.useLevel')}>
      <span className={styles.pickerLabel}>
        <Tx k="cost.useLevel" />
      </span>
      {UseLevel.options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={level === option}
          title={t(`cost.${pets ? 'pets' : 'people'}_${option}`)}
          data-testid={`use-level-${option}`}
          onClick={() => onChange(option)}
        >
          <Tx k={`cost.level_${option}`} />
        </button>
      ))}
    </div>
  );
}
