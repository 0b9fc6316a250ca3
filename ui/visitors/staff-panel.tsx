import { useSelector } from '@xstate/react';
import { staffOptionsAllowed, type LocalFlag, VISITOR_TOOLS_ES } from '../../core/domain';
import { selectPonderationError } from '../../core/machines/surface';
import { useApp, useAppSelector } from '../app-context';
import { Tx, withTexts } from '../i18n/texts';
import { useRoute } from '../routing/use-route';
import { ShareButton } from './share-button';
import { useStaffActor } from './use-visitor-actors';
import styles from './visitors.module.css';

const OPTION_FLAGS: ReadonlyArray<{ flag: LocalFlag; label: string }> = [
  { flag: 'forced-refresh', label: 'Forzar datos frescos (forceRefresh)' },
  { flag: 'pixels', label: 'Píxeles de seguimiento' },
];

/**
 * The internal-traffic panel, fixed on the left (§2 overlays, §6): toolbar for staff only. It starts
 * folded so it never hides the filters; the summary opens it.
 */
function StaffPanelView() {
  const app = useApp();
  const staff = useAppSelector((snapshot) => snapshot.context.visitor.flags['internal-traffic'] === true);
  const flags = useAppSelector((snapshot) => snapshot.context.visitor.flags);
  const optionsAllowed = useAppSelector((snapshot) => staffOptionsAllowed(snapshot.context.visitor));
  const canRemoveReferral = useSelector(app.actor, (snapshot) =>
    snapshot.can({ type: 'visitor.execute', command: { type: 'referral.remove' } }),
  );
  const actor = useStaffActor();
  const ponderationText = useSelector(actor, (snapshot) => snapshot.context.ponderationText);
  const ponderationError = useSelector(actor, selectPonderationError);
  const copyState = useSelector(actor, (snapshot) => snapshot.value as string);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const route = useRoute();
  if (!staff) return null;
  const onComparator = route.page === 'compare';
  return (
    <details className={styles.staffPanel} data-testid="staff-toolbar">
      <summary>
        <Tx k="staff.tools" />
      </summary>
      <div className={styles.staffBody}>
        <label className={styles.field}>
          <span>
            <Tx k="staff.ponderation" />
          </span>
          <input
            type="text"
            inputMode="decimal"
            value={ponderationText}
            placeholder="0,5"
            aria-invalid={ponderationError !== null}
            aria-describedby={ponderationError ? 'ponderacion-error' : undefined}
            onChange={(event) => app.send({ type: 'staff.ponderation', text: event.target.value })}
            data-testid="ponderation"
          />
        </label>
        {ponderationError ? (
          <p id="ponderacion-error" className={styles.error} role="alert">
            {ponderationError}
          </p>
        ) : null}
        {onComparator ? (
          <>
            <button
              type="button"
              className="button button-secondary"
              onClick={() =>
                app.send({
                  type: 'staff.copyUrl',
                  pathname: route.location.pathname,
                  search: route.location.search,
                })
              }
            >
              <Tx k="staff.copyUrl" />
            </button>
            {copyState === 'copied' ? (
              <p className={styles.status}>
                <Tx k="staff.copied" />
              </p>
            ) : null}
            {copyState === 'copyFailed' ? (
              <p className={styles.error}>
                <Tx k="staff.copyFailed" />
              </p>
            ) : null}
            <ShareButton compact />
          </>
        ) : (
          <p className={styles.note}>
            <Tx k="staff.onComparator" />
          </p>
        )}
        <details
          className={styles.staffErrors}
          data-testid="staff-errors"
          onToggle={(event) => {
            if (event.currentTarget.open) app.send({ type: 'staff.errors' });
          }}
        >
          <summary>
            <Tx k="staff.errorsTitle" />
          </summary>
          {errors === 'failed' ? (
            <p className={styles.error}>
              <Tx k="staff.errorsFailed" />
            </p>
          ) : errors === null ? null : errors.length === 0 ? (
            <p className={styles.note}>
              <Tx k="staff.errorsEmpty" />
            </p>
          ) : (
            <ol className={styles.staffErrorList}>
              {errors.map((report, index) => (
                <li key={`${report.receivedAt ?? ''}-${index}`}>
                  <strong>{report.kind}</strong> {report.message}
                  {report.page ? <span className={styles.note}> · {report.page}</span> : null}
                </li>
              ))}
            </ol>
          )}
        </details>
        {optionsAllowed ? (
          OPTION_FLAGS.map(({ flag, label }) => (
            <label key={flag} className={styles.toggle}>
              <input
                type="checkbox"
                checked={flags[flag] === true}
                onChange={(event) =>
                  app.send({
                    type: 'visitor.execute',
                    command: { type: 'flags.set', flag, on: event.target.checked },
                  })
                }
              />
              {label}
            </label>
          ))
        ) : (
          <>
            <p className={styles.note}>
              <Tx k="staff.optionsOff" />
            </p>
            <button
              type="button"
              className="button button-secondary"
              disabled={!canRemoveReferral}
              onClick={() => app.send({ type: 'visitor.execute', command: { type: 'referral.remove' } })}
            >
              <Tx k="referralView.remove" />
            </button>
          </>
        )}
      </div>
    </details>
  );
}

export const StaffPanel = withTexts(VISITOR_TOOLS_ES, StaffPanelView);
