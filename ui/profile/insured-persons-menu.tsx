import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import {
  dependantKinds,
  dependantsListName,
  dependantsValid,
  isPetProductType,
  type FieldPath,
  type ScalarValue,
} from '../../core/domain';
import {
  selectDependants,
  selectMenuRefused,
  selectShakes,
  selectTree,
  selectValues,
  type ProfileFormRef,
} from '../../core/machines/surface-profile-form';
import { useApp } from '../app-context';
import { Tx, useRemote, useT } from '../i18n/texts';
import { FieldList, type FieldsProps } from './profile-fields';
import styles from './insured-persons-menu.module.css';

/**
 * The insured-persons menu (§2): the dependants' rows, who can be added (a Cónyuge only once), and
 * removing the last. A bottom sheet on mobile, a panel over the form on larger screens. Closing is
 * refused while a dependant is invalid, and those fields shake.
 */
export function InsuredPersonsMenu({
  actor,
  productType,
  onChange,
}: {
  actor: ProfileFormRef;
  productType: string;
  onChange: (path: FieldPath, value: ScalarValue) => void;
}) {
  const app = useApp();
  const tree = useSelector(actor, selectTree);
  const values = useSelector(actor, selectValues);
  const rows = useSelector(actor, selectDependants);
  const shakes = useSelector(actor, selectShakes);
  const kinds = dependantKinds(tree, productType);
  const canAdd = useSelector(actor, (snapshot) =>
    kinds.map((kind) => snapshot.can({ type: 'profile.person.add', kind: String(kind.value) })),
  );
  const canRemove = useSelector(actor, (snapshot) => snapshot.can({ type: 'profile.person.remove' }));
  const refused = useSelector(actor, selectMenuRefused);
  const panel = useRef<HTMLDivElement>(null);
  const listName = dependantsListName(productType);
  const list = tree.find((node) => node.name === listName);
  const pets = isPetProductType(productType);
  const blocked = refused && !dependantsValid(rows);

  useEffect(() => {
    panel.current?.focus();
  }, []);
  // A row just added comes into view above the sticky buttons.
  const count = useRef(rows.length);
  useEffect(() => {
    if (rows.length > count.current)
      panel.current?.querySelector('ol > li:last-child')?.scrollIntoView({ block: 'nearest' });
    count.current = rows.length;
  }, [rows.length]);

  const close = () => app.send({ type: 'profile.menu.close' });
  const fields: FieldsProps = { tree, values, disabled: false, onChange };
  const t = useT();
  const remote = useRemote();
  const title = t(pets ? 'profileModal.petMenuTitle' : 'profileModal.menuTitle');

  return (
    <div className={styles.layer}>
      <div className={styles.backdrop} aria-hidden="true" onClick={close} />
      <div
        ref={panel}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby="personas-titulo"
        tabIndex={-1}
        data-testid="insured-persons-menu"
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          event.stopPropagation();
          close();
        }}
      >
        <span className={styles.grabber} aria-hidden="true" />
        <h3 id="personas-titulo" className={styles.title}>
          {title}
        </h3>
        {list && rows.length > 0 ? (
          <ol className={styles.rows}>
            {rows.map((row, index) => {
              const invalid = !dependantsValid([row]);
              const shake = invalid && refused ? (shakes % 2 ? styles.shakeA : styles.shakeB) : '';
              return (
                <li key={index} className={shake}>
                  <div className={`${styles.row} ${invalid ? styles.invalid : ''}`}>
                    <span className={styles.rowNumber} aria-hidden="true">
                      {index + 1}
                    </span>
                    <div className={styles.rowFields}>
                      <FieldList nodes={list.children} base={[listName, index]} props={fields} />
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        ) : (
          <p className={styles.empty}>
            <Tx k={pets ? 'profileModal.petsEmpty' : 'profileModal.personsEmpty'} />
          </p>
        )}
        {blocked ? (
          <p role="alert" className={styles.alert}>
            <Tx k={pets ? 'profileModal.petsInvalid' : 'profileModal.dependantsInvalid'} />
          </p>
        ) : null}
        <div className={styles.bottom}>
          <div className={styles.addRow} role="group" aria-label={t('profileModal.add')}>
            {kinds.map((kind, index) => (
              <button
                key={String(kind.value)}
                type="button"
                className={styles.addButton}
                disabled={!canAdd[index]}
                onClick={() => app.send({ type: 'profile.person.add', kind: String(kind.value) })}
              >
                <span aria-hidden="true">+</span> {remote(kind.label)}
              </button>
            ))}
          </div>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.remove}
              disabled={!canRemove}
              onClick={() => app.send({ type: 'profile.person.remove' })}
            >
              <Tx k="profileModal.removeLast" />
            </button>
            <button type="button" className="button button-primary" onClick={close}>
              <Tx k="profileModal.menuDone" />
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
