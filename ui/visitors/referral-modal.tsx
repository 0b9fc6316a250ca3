import { useEffect, useRef, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { REFERRAL_ERROR_TEXT, REFERRAL_EMAIL_MAX_LENGTH, REFERRAL_TEXTS as TEXTS } from '../../core/domain';
import { selectReferralError } from '../../core/machines/surface';
import { useApp } from '../app-context';
import { useReferralActor } from './use-visitor-actors';
import styles from './visitors.module.css';

type Phase = 'closed' | 'editing' | 'searching' | 'found' | 'notFound';

/** The referral modal (§4): the e-mail, then a result dialog (welcome with the name, or not found). */
export function ReferralModal() {
  const app = useApp();
  const actor = useReferralActor();
  const phase = useSelector(actor, (snapshot) => (snapshot.value as { modal: Phase }).modal);
  const email = useSelector(actor, (snapshot) => snapshot.context.email);
  const pseudoLogin = useSelector(actor, (snapshot) => snapshot.context.pseudoLogin);
  const foundName = useSelector(actor, (snapshot) => snapshot.context.foundName);
  const error = useSelector(actor, selectReferralError);
  const canSearch = useSelector(actor, (snapshot) => snapshot.can({ type: 'referral.search' }));
  const closable = useSelector(actor, (snapshot) => snapshot.can({ type: 'referral.close' }));
  const askDialog = useRef<HTMLDialogElement>(null);
  const resultDialog = useRef<HTMLDialogElement>(null);
  const asking = phase === 'editing' || phase === 'searching';
  const showingResult = phase === 'found' || phase === 'notFound';

  // Each <dialog> follows the machine; showModal traps focus and makes the page inert.
  useEffect(() => {
    for (const [element, open] of [
      [askDialog.current, asking],
      [resultDialog.current, showingResult],
    ] as const) {
      if (!element) continue;
      if (open && !element.open) element.showModal();
      if (!open && element.open) element.close();
    }
  }, [asking, showingResult]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    app.send({ type: 'referral.search' });
  };
  // Escape closes a dialog natively: only when the machine allows it.
  const onCancel = (event: { preventDefault(): void }) => {
    event.preventDefault();
    app.send({ type: 'referral.close' });
  };

  return (
    <>
      <dialog
        ref={askDialog}
        className={styles.dialog}
        aria-labelledby="referido-titulo"
        data-testid="referral-modal"
        onCancel={onCancel}
      >
        <form className={styles.dialogBody} onSubmit={submit} noValidate>
          <div className={styles.dialogHead}>
            <h2 id="referido-titulo">{TEXTS.title}</h2>
            {closable ? (
              <button
                type="button"
                className={styles.close}
                onClick={() => app.send({ type: 'referral.close' })}
                aria-label={TEXTS.close}
              >
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </div>
          <p className={styles.muted}>{pseudoLogin ? TEXTS.pseudoLogin : TEXTS.intro}</p>
          <label className={styles.field}>
            <span>{TEXTS.emailLabel}</span>
            <input
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              maxLength={REFERRAL_EMAIL_MAX_LENGTH + 10}
              value={email}
              aria-invalid={error !== null}
              aria-describedby={error ? 'referido-error' : undefined}
              onChange={(event) => app.send({ type: 'referral.input', email: event.target.value })}
              disabled={phase === 'searching'}
            />
          </label>
          {error ? (
            <p id="referido-error" className={styles.error} role="alert">
              {REFERRAL_ERROR_TEXT[error]}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className="button button-primary" disabled={!canSearch}>
              {phase === 'searching' ? TEXTS.searching : TEXTS.next}
            </button>
          </div>
        </form>
      </dialog>
      <dialog
        ref={resultDialog}
        className={styles.dialog}
        aria-labelledby="referido-resultado"
        data-testid="referral-result"
        onCancel={(event) => {
          event.preventDefault();
          app.send({ type: 'referral.done' });
        }}
      >
        <div className={styles.dialogBody}>
          {phase === 'found' ? (
            <>
              <h2 id="referido-resultado">{TEXTS.welcomeTitle}</h2>
              <p>{TEXTS.welcome(foundName ?? '')}</p>
              <div className={styles.actions}>
                <button
                  type="button"
                  className="button button-primary"
                  onClick={() => app.send({ type: 'referral.done' })}
                >
                  {TEXTS.done}
                </button>
              </div>
            </>
          ) : (
            <>
              <h2 id="referido-resultado">{TEXTS.notFoundTitle}</h2>
              <p>{TEXTS.notFound}</p>
              <div className={styles.actions}>
                {closable ? (
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => app.send({ type: 'referral.done' })}
                  >
                    {TEXTS.close}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="button button-primary"
                  onClick={() => app.send({ type: 'referral.retry' })}
                >
                  {TEXTS.retry}
                </button>
              </div>
            </>
          )}
        </div>
      </dialog>
    </>
  );
}
