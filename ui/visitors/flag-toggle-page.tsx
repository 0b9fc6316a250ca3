import { useSelector } from '@xstate/react';
import { LocalFlag, VISITOR_TOOLS_ES } from '../../core/domain';
import { useApp } from '../app-context';
import { Tx, useSiteBrand, useT, withTexts } from '../i18n/texts';
import { Link } from '../routing/link';
import type { PageProps } from '../routing/page-outlet';
import styles from './visitors.module.css';

/** /internal-traffic, /forced-refresh and /pixels (§2): a flag of this browser, on or off. */
function FlagTogglePage({ route }: PageProps) {
  const app = useApp();
  const parsed = LocalFlag.safeParse(route.data['flag']);
  const flag: LocalFlag = parsed.success ? parsed.data : 'internal-traffic';
  const on = useSelector(app.actor, (snapshot) => snapshot.context.visitor.flags[flag] === true);
  const canSwitch = useSelector(app.actor, (snapshot) =>
    snapshot.can({ type: 'visitor.execute', command: { type: 'flags.set', flag, on: !on } }),
  );
  const t = useT();
  const brand = useSiteBrand();
  return (
    <div className={styles.page}>
      <title>{`${t(`flags.${flag}Title`)} · ${brand}`}</title>
      <meta name="robots" content="noindex" />
      <h1>
        <Tx k={`flags.${flag}Title`} />
      </h1>
      <p>
        <Tx k={`flags.${flag}Text`} />
      </p>
      <p className={styles.state} data-testid="flag-state">
        <Tx k="staff.flagState" />{' '}
        <span className={on ? styles.on : styles.off}>
          <Tx k={on ? 'staff.on' : 'staff.off'} />
        </span>
      </p>
      <div className={styles.actions} data-align="start">
        <button
          type="button"
          className={on ? 'button button-secondary' : 'button button-primary'}
          disabled={!canSwitch}
          onClick={() => app.send({ type: 'visitor.execute', command: { type: 'flags.set', flag, on: !on } })}
        >
          <Tx k={on ? 'staff.turnOff' : 'staff.turnOn'} />
        </button>
        <Link to="/Comparar" className="button button-secondary">
          <Tx k="staff.toComparator" />
        </Link>
      </div>
    </div>
  );
}

export default withTexts(VISITOR_TOOLS_ES, FlagTogglePage);
