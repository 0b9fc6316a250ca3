import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import {
  addPersonLabel,
  dependantsListName,
  isPetProductType,
  profileSubtitle,
  type FieldPath,
  type FormValues,
  type ScalarValue,
  PROFILE_MODAL_ES,
} from '../../core/domain';
import {
  childActor,
  selectModalOpen,
  selectModalPhase,
  selectProductType,
  selectProfileForm,
  selectValidationUnavailable,
  type ProfileRef,
} from '../../core/machines/surface';
import {
  selectAllowsPersons,
  selectDependants,
  selectError,
  selectMenuOpen,
  selectTree,
  selectValues,
  type ProfileFormRef,
} from '../../core/machines/surface-profile-form';
import { useApp } from '../app-context';
import { Tx, useT, withTexts } from '../i18n/texts';
import { FieldList, type FieldsProps } from './profile-fields';
import { InsuredPersonsMenu } from './insured-persons-menu';
import { useModalDialog } from '../shell/use-modal-dialog';
import styles from './profile-modal.module.css';

export type ProfileActor = ProfileRef;

export function useProfileActor(): ProfileActor {
  return childActor(useApp().actor, 'profile');
}

/** '¿Quiénes se asegurarán?': the profile modal, mounted once for every page (§2 "Profile modal"). */
function ProfileModalView() {
  const app = useApp();
  const actor = useProfileActor();
  const phase = useSelector(actor, selectModalPhase);
  const productType = useSelector(actor, selectProductType);
  const form = useSelector(actor, selectProfileForm);
  const unvalidated = useSelector(actor, selectValidationUnavailable);
  const open = phase !== 'closed';
  const dialog = useModalDialog(open);

  const subtitle = profileSubtitle(productType);
  const t = useT();
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="perfil-titulo"
      aria-describedby={subtitle ? 'perfil-subtitulo' : undefined}
      data-testid="profile-modal"
      onCancel={(event) => {
        event.preventDefault();
        app.send({ type: 'profile.close' });
      }}
      // The browser may close a dialog on its own (a repeated Escape): the machine follows.
      onClose={() => {
        if (selectModalOpen(actor.getSnapshot())) app.send({ type: 'profile.close' });
      }}
    >
      {open ? (
        <div className={styles.sheet}>
          <header className={styles.header}>
            <div>
              <h2 id="perfil-titulo" className={styles.title}>
                <Tx k="profileModal.title" />
              </h2>
              {subtitle ? (
                <p id="perfil-subtitulo" className={styles.subtitle}>
                  <Tx r={subtitle} />
                </p>
              ) : null}
            </div>
            <button
              type="button"
              className={styles.close}
              aria-label={t('profileModal.close')}
              onClick={() => app.send({ type: 'profile.close' })}
            >
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </header>
          {phase === 'loading' ? (
            <div className={styles.loading} role="status">
              <span className={styles.spinner} aria-hidden="true" />
              <span>
                <Tx k="profileModal.loading" />
              </span>
            </div>
          ) : phase === 'failed' ? (
            <div className={styles.loading}>
              <p role="alert">
                <Tx k="profileModal.loadFailed" />
              </p>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => app.send({ type: 'profile.retry' })}
              >
                <Tx k="profileModal.retry" />
              </button>
            </div>
          ) : form ? (
            <ProfileForm
              actor={form}
              productType={productType}
              submitting={phase === 'submitting'}
              unvalidated={unvalidated}
            />
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}

function ProfileForm({
  actor,
  productType,
  submitting,
  unvalidated,
}: {
  actor: ProfileFormRef;
  productType: string;
  submitting: boolean;
  /** The validation module could not be had: nothing was saved (issue 27). */
  unvalidated: boolean;
}) {
  const app = useApp();
  const tree = useSelector(actor, selectTree);
  const values = useSelector(actor, selectValues);
  const error = useSelector(actor, selectError);
  const menuOpen = useSelector(actor, selectMenuOpen);
  const dependants = useSelector(actor, selectDependants);
  const canSubmit = useSelector(actor, (snapshot) => snapshot.can({ type: 'profile.submit' }));
  const canOpenMenu = useSelector(actor, (snapshot) => snapshot.can({ type: 'profile.menu.open' }));
  const listName = dependantsListName(productType);
  const addButton = useRef<HTMLButtonElement>(null);
  const menuWasOpen = useRef(false);
  // Focus returns to the button that opened the menu once it closes.
  useEffect(() => {
    if (menuWasOpen.current && !menuOpen) addButton.current?.focus();
    menuWasOpen.current = menuOpen;
  }, [menuOpen]);
  const showAddPerson = useSelector(actor, selectAllowsPersons);

  const onChange = (path: FieldPath, value: ScalarValue) =>
    app.send({ type: 'profile.field.changed', path, value });
  const fields: FieldsProps = { tree, values, disabled: submitting, onChange, skip: new Set([listName]) };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        app.send({ type: 'profile.submit' });
      }}
    >
      <div className={styles.body}>
        <FieldList nodes={tree} base={[]} props={fields} />
        {showAddPerson ? (
          <DependantsSummary
            rows={dependants}
            productType={productType}
            onEdit={() => app.send({ type: 'profile.menu.open' })}
          />
        ) : null}
        {error ? (
          <p role="alert" className={styles.error} data-testid="profile-error">
            {error}
          </p>
        ) : null}
        {unvalidated ? (
          <div role="alert" className={styles.error} data-testid="profile-unvalidated">
            <p className={styles.unvalidatedText}>
              <Tx k="profileModal.validationFailed" />
            </p>
            <button
              type="button"
              className="button button-secondary"
              disabled={!canSubmit}
              onClick={() => app.send({ type: 'profile.submit' })}
            >
              <Tx k="profileModal.retry" />
            </button>
          </div>
        ) : null}
      </div>
      <footer className={styles.footer}>
        {showAddPerson ? (
          <button
            ref={addButton}
            type="button"
            className={`button button-secondary ${styles.addPerson}`}
            disabled={!canOpenMenu}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => app.send({ type: 'profile.menu.open' })}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
            <Tx r={addPersonLabel(productType)} />
          </button>
        ) : null}
        <button
          type="submit"
          className={`button button-primary ${styles.submit}`}
          disabled={!canSubmit || submitting}
        >
          {submitting ? <span className={styles.buttonSpinner} aria-hidden="true" /> : null}
          <Tx k="profileModal.submit" />
        </button>
      </footer>
      {menuOpen ? <InsuredPersonsMenu actor={actor} productType={productType} onChange={onChange} /> : null}
    </form>
  );
}

function DependantsSummary({
  rows,
  productType,
  onEdit,
}: {
  rows: readonly FormValues[];
  productType: string;
  onEdit: () => void;
}) {
  const t = useT();
  if (rows.length === 0) return null;
  const pets = isPetProductType(productType);
  const title = t(pets ? 'profileModal.pets' : 'profileModal.dependants');
  return (
    <section className={styles.summary} aria-label={title}>
      <h3 className={styles.summaryTitle}>{title}</h3>
      <ul className={styles.chips}>
        {rows.map((row, index) => (
          <li key={index}>
            <button type="button" className={styles.chip} onClick={onEdit}>
              <span className={styles.chipKind}>
                {pets
                  ? `${String(row.especie ?? t('profileModal.pet'))} · ${String(row.raza ?? '')}`
                  : String(row.parentescoCarga ?? '')}
              </span>
              <span className={styles.chipAge}>
                {typeof row.edad === 'string' && row.edad !== ''
                  ? t('profileModal.ageYears', { count: Number(row.edad) })
                  : t('profileModal.noAge')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const ProfileModal = withTexts(PROFILE_MODAL_ES, ProfileModalView);
