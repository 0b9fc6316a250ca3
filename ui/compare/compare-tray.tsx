import { useMemo, useState, type ReactNode, type RefObject } from 'react';
import { useSelector } from '@xstate/react';
import {
  MAX_COMPARE,
  isPetProductType,
  comparisonTable,
  planDetailPath,
  planAction,
  type ComparedPlan,
} from '../../core/domain';
import {
  selectCanExecute,
  selectCanOpenComparison,
  selectChosenPlans,
  selectComparisonOpen,
} from '../../core/machines/surface';
import { sameComparedPlans, selectComparedPlans } from '../../core/machines/surface-compare';
import { useApp, useAppSelector } from '../app-context';
import { Link } from '../routing/link';
import { useInsuredProfile } from './plan-price-view';
import { Tx, useRemote, useT } from '../i18n/texts';
import { CompareIcon } from './compare-icons';
import { useCardsActor, useSlotsActor } from './use-compare';
import { useModalDialog } from '../shell/use-modal-dialog';
import styles from './compare-tray.module.css';
import { ShareButton } from '../visitors/share-button';

/** The chosen plans the comparison knows, with what their cards loaded (the table's rows read both). */
function useComparedPlans(ids: readonly string[]): ComparedPlan[] {
  const select = useMemo(() => selectComparedPlans(ids), [ids]);
  return useSelector(useCardsActor(), select, sameComparedPlans);
}

function SideBySide({
  ids,
  productType,
  mobile,
}: {
  ids: readonly string[];
  productType: string;
  mobile: boolean;
}) {
  const app = useApp();
  const slots = useSlotsActor();
  const open = useSelector(slots, selectComparisonOpen);
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  const dialog = useModalDialog(open);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  // The cards fill in their extras while the table is open: the selection follows.
  const plans = useComparedPlans(ids);

  const profile = useInsuredProfile(productType);
  const t = useT();
  const remote = useRemote();
  const close = () => app.send({ type: 'slots.close' });
  // Closed, the dialog is an empty element: ticking a plan does not build and draw a hidden table.
  if (!open) return <TableDialog dialog={dialog} mobile={mobile} onClose={close} />;
  const rows = comparisonTable(plans, productType, profile, isPetProductType(productType), country);
  const [priceRow] = rows;
  const shown = onlyDifferences ? rows.filter((row) => row.differs) : rows;
  const planHeadId = (index: number) => `sbs-plan-${index}`;
  return (
    <TableDialog dialog={dialog} mobile={mobile} onClose={close}>
      <div className={styles.dialogHead}>
        <h2 id="side-by-side-title">
          <Tx k="tray.tableTitle" />
        </h2>
        <ShareButton />
        <button type="button" className={styles.close} onClick={close} aria-label={t('tray.close')}>
          <CompareIcon name="close" />
        </button>
      </div>
      <div className={styles.tools}>
        <p className={styles.legend}>
          <span className={styles.legendSwatch} /> <Tx k="tray.legend" />
        </p>
        <label className={styles.onlyDifferences}>
          <input
            type="checkbox"
            checked={onlyDifferences}
            onChange={(event) => setOnlyDifferences(event.target.checked)}
            data-testid="only-differences"
          />
          <Tx k="tray.onlyDifferences" />
        </label>
      </div>
      {mobile && plans.length > 2 && (
        <p className={styles.swipeHint} data-testid="swipe-hint">
          <Tx k="tray.swipe" />
        </p>
      )}
      <div
        className={styles.tableWrap}
        // A region that scrolls sideways on a phone is focusable and named, so a keyboard can scroll it.
        tabIndex={0}
        role="region"
        aria-label={t('tray.tableTitle')}
      >
        <table
          className={`${styles.table} ${mobile ? styles.tablePhone : ''}`}
          style={{ ['--plans' as string]: plans.length }}
        >
          <thead>
            <tr>
              {!mobile && (
                <th scope="col" className={styles.corner}>
                  <Tx k="tray.planColumn" />
                </th>
              )}
              {plans.map(({ product }, index) => {
                const detailPath = planDetailPath(country, product, productType);
                const action = planAction(country, product, productType);
                return (
                  <th
                    scope="col"
                    key={product.id}
                    id={planHeadId(index)}
                    className={styles.planHead}
                    data-testid="side-by-side-plan"
                  >
                    <span className={styles.planName}>{product.displayName}</span>
                    <span className={styles.planOrg}>{product.organization.displayName}</span>
                    {priceRow && <span className={styles.planPrice}>{priceRow.cells[index]}</span>}
                    <span className={styles.planActions}>
                      <Link
                        to={action.path}
                        className={`button button-primary ${styles.planAction}`}
                        onClick={close}
                        data-testid="side-by-side-action"
                      >
                        <Tx k={action.kind === 'buy' ? 'compare.buy' : 'compare.request'} />
                      </Link>
                      <Link
                        to={detailPath}
                        className={`button button-secondary ${styles.planAction}`}
                        onClick={close}
                        data-testid="side-by-side-detail"
                      >
                        <Tx k="compare.detail" />
                      </Link>
                    </span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.map((row, index) => {
              const key = `${row.group}-${row.label}`;
              const labelId = `sbs-row-${index}`;
              const header =
                row.group !== shown[index - 1]?.group ? (
                  <tr key={`group-${row.group}`} className={styles.groupRow}>
                    <th scope="colgroup" colSpan={plans.length + (mobile ? 0 : 1)}>
                      <span className={styles.stickyLabel}>
                        <Tx k={`tray.${row.group}`} />
                      </span>
                    </th>
                  </tr>
                ) : null;
              const label = row.labelText ? <Tx r={row.labelText} /> : remote(row.label);
              const cells = row.cells.map((cell, column) => {
                const text = row.cellTexts?.[column];
                return (
                  <td key={column} headers={mobile ? `${planHeadId(column)} ${labelId}` : undefined}>
                    {text ? <Tx r={text} /> : cell}
                  </td>
                );
              });
              const className = row.differs ? styles.differs : undefined;
              // On a phone the row's name sits on its own line above the two plans' cells.
              return mobile
                ? [
                    header,
                    <tr key={`${key}-label`} className={`${styles.labelRow} ${className ?? ''}`}>
                      <th id={labelId} colSpan={plans.length}>
                        <span className={styles.stickyLabel}>{label}</span>
                      </th>
                    </tr>,
                    <tr key={key} className={className} data-differs={row.differs}>
                      {cells}
                    </tr>,
                  ]
                : [
                    header,
                    <tr key={key} className={className} data-differs={row.differs}>
                      <th scope="row">{label}</th>
                      {cells}
                    </tr>,
                  ];
            })}
          </tbody>
        </table>
      </div>
    </TableDialog>
  );
}

/** The side-by-side table's <dialog>: empty while closed. */
function TableDialog({
  dialog,
  mobile,
  onClose,
  children,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  mobile: boolean;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <dialog
      ref={dialog}
      className={`${styles.dialog} ${mobile ? styles.dialogPhone : ''}`}
      aria-labelledby="side-by-side-title"
      onClose={onClose}
      data-testid="side-by-side"
    >
      {children}
    </dialog>
  );
}

export function CompareTray({ productType, mobile }: { productType: string; mobile: boolean }) {
  const app = useApp();
  const ids = useSelector(app.actor, selectChosenPlans, (a, b) => a.join() === b.join());
  const canOpen = useSelector(app.actor, selectCanOpenComparison);
  const canClearAll = useSelector(app.actor, selectCanExecute({ type: 'slots.clearAll' }));
  const plans = useComparedPlans(ids);
  const t = useT();
  if (ids.length === 0) return null;
  return (
    <>
      <aside className={styles.tray} aria-label={t('tray.label')} data-testid="compare-tray">
        <div className={`container ${styles.trayInner}`}>
          {mobile && (
            <p className={styles.phoneCount} data-testid="compare-count">
              {canOpen ? (
                <Tx k="tray.chosen" params={{ count: ids.length, max: MAX_COMPARE }} />
              ) : (
                <Tx k="tray.chooseTwo" />
              )}
            </p>
          )}
          <ol className={`${styles.slots} ${mobile ? 'visually-hidden' : ''}`}>
            {Array.from({ length: MAX_COMPARE }, (_, index) => {
              const id = ids[index];
              const product = plans.find((plan) => String(plan.product.id) === id)?.product;
              return (
                <li
                  key={index}
                  className={`${styles.slot} ${id ? styles.slotFilled : ''}`}
                  data-testid="compare-slot"
                >
                  {id ? (
                    <>
                      <span className={styles.slotName}>
                        {product?.displayName ?? t('tray.plan', { id })}
                      </span>
                      <button
                        type="button"
                        className={styles.remove}
                        aria-label={t('tray.remove', { name: product?.displayName ?? id })}
                        onClick={() =>
                          app.send({
                            type: 'visitor.execute',
                            command: { type: 'slots.clear', productId: id },
                          })
                        }
                      >
                        <CompareIcon name="close" width={16} height={16} />
                      </button>
                    </>
                  ) : (
                    <span className={styles.slotEmpty}>
                      <Tx k="tray.choose" />
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
          <div className={styles.trayActions}>
            {!canOpen && !mobile && (
              <span className={styles.hint}>
                <Tx k="tray.chooseTwo" />
              </span>
            )}
            <button
              type="button"
              className={styles.clear}
              disabled={!canClearAll}
              onClick={() => app.send({ type: 'visitor.execute', command: { type: 'slots.clearAll' } })}
            >
              <Tx k="tray.clear" />
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={!canOpen}
              onClick={() => app.send({ type: 'slots.open' })}
              data-testid="open-comparison"
            >
              <CompareIcon name="compare" /> <Tx k="tray.compare" params={{ count: ids.length }} />
            </button>
          </div>
        </div>
      </aside>
      <SideBySide ids={ids} productType={productType} mobile={mobile} />
    </>
  );
}
