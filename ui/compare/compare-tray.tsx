import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useSelector } from '@xstate/react';
import { MAX_COMPARE, PET_PRODUCT_TYPES, comparisonTable, type ComparedPlan } from '../../core/domain';
import type { InsuranceProduct } from '../../core/domain/api';
import {
  selectCanExecute,
  selectCanOpenComparison,
  selectChosenPlans,
  selectComparisonOpen,
} from '../../core/machines/surface';
import {
  cardStatus,
  selectCardRefs,
  selectKnownProducts,
  type PlanCardRef,
} from '../../core/machines/surface-compare';
import { useApp } from '../app-context';
import { useInsuredProfile } from './plan-price-view';
import { Tx, useRemote, useT } from '../i18n/texts';
import { CompareIcon } from './compare-icons';
import { useCardsActor, useSlotsActor } from './use-compare';
import styles from './compare-tray.module.css';
import { ShareButton } from '../visitors/share-button';

function usePlans(ids: readonly string[]): { products: InsuranceProduct[]; cards: PlanCardRef[] } {
  const registry = useCardsActor();
  const known = useSelector(registry, selectKnownProducts);
  const allCards = useSelector(registry, selectCardRefs);
  return useMemo(() => {
    const products = ids.map((id) => known[id]).filter((product): product is InsuranceProduct => !!product);
    const cards = products
      .map((product) => allCards[String(product.id)])
      .filter((ref): ref is PlanCardRef => !!ref);
    return { products, cards };
  }, [ids, known, allCards]);
}

function SideBySide({ ids, productType }: { ids: readonly string[]; productType: string }) {
  const app = useApp();
  const slots = useSlotsActor();
  const open = useSelector(slots, selectComparisonOpen);
  const dialog = useRef<HTMLDialogElement>(null);
  const { products, cards } = usePlans(ids);
  // Card actors fill in their extras while the table is open: re-read them on each change.
  useCardsStatus(cards);
  const plans: ComparedPlan[] = products.map((product) => ({
    product,
    extras:
      cards.find((card) => card.getSnapshot().context.product?.id === product.id)?.getSnapshot().context
        .extras ?? null,
  }));

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const profile = useInsuredProfile(productType);
  const rows = comparisonTable(plans, productType, profile, PET_PRODUCT_TYPES.includes(productType));
  const t = useT();
  const remote = useRemote();
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="side-by-side-title"
      onClose={() => app.send({ type: 'slots.close' })}
      data-testid="side-by-side"
    >
      <div className={styles.dialogHead}>
        <h2 id="side-by-side-title">
          <Tx k="tray.tableTitle" />
        </h2>
        <ShareButton />
        <button
          type="button"
          className={styles.close}
          onClick={() => app.send({ type: 'slots.close' })}
          aria-label={t('tray.close')}
        >
          <CompareIcon name="close" />
        </button>
      </div>
      <p className={styles.legend}>
        <span className={styles.legendSwatch} /> <Tx k="tray.legend" />
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                <Tx k="tray.planColumn" />
              </th>
              {plans.map(({ product }) => (
                <th scope="col" key={product.id} className={styles.planHead}>
                  <span className={styles.planName}>{product.displayName}</span>
                  <span className={styles.planOrg}>{product.organization.displayName}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const header =
                row.group !== rows[index - 1]?.group ? (
                  <tr key={`group-${row.group}`} className={styles.groupRow}>
                    <th scope="colgroup" colSpan={plans.length + 1}>
                      <Tx k={`tray.${row.group}`} />
                    </th>
                  </tr>
                ) : null;
              return [
                header,
                <tr
                  key={`${row.group}-${row.label}`}
                  className={row.differs ? styles.differs : undefined}
                  data-differs={row.differs}
                >
                  <th scope="row">{row.labelText ? <Tx r={row.labelText} /> : remote(row.label)}</th>
                  {row.cells.map((cell, index) => {
                    const text = row.cellTexts?.[index];
                    return <td key={index}>{text ? <Tx r={text} /> : cell}</td>;
                  })}
                </tr>,
              ];
            })}
          </tbody>
        </table>
      </div>
    </dialog>
  );
}

/** Re-render when any of the given card actors changes state (their extras feed the table). */
function useCardsStatus(cards: readonly PlanCardRef[]): string {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscriptions = cards.map((card) => card.subscribe(onChange));
      return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
    },
    [cards],
  );
  const status = () => cards.map((card) => cardStatus(card.getSnapshot())).join();
  return useSyncExternalStore(subscribe, status, status);
}

export function CompareTray({ productType }: { productType: string }) {
  const app = useApp();
  const ids = useSelector(app.actor, selectChosenPlans, (a, b) => a.join() === b.join());
  const canOpen = useSelector(app.actor, selectCanOpenComparison);
  const canClearAll = useSelector(app.actor, selectCanExecute({ type: 'slots.clearAll' }));
  const { products } = usePlans(ids);
  const t = useT();
  if (ids.length === 0) return null;
  const openTable = () => {
    app.send({ type: 'compare.card.load', productIds: ids.map(Number) });
    app.send({ type: 'slots.open' });
  };
  return (
    <>
      <aside className={styles.tray} aria-label={t('tray.label')} data-testid="compare-tray">
        <div className={`container ${styles.trayInner}`}>
          <ol className={styles.slots}>
            {Array.from({ length: MAX_COMPARE }, (_, index) => {
              const id = ids[index];
              const product = products.find((item) => String(item.id) === id);
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
            {!canOpen && (
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
              onClick={openTable}
              data-testid="open-comparison"
            >
              <CompareIcon name="compare" /> <Tx k="tray.compare" params={{ count: ids.length }} />
            </button>
          </div>
        </div>
      </aside>
      <SideBySide ids={ids} productType={productType} />
    </>
  );
}
