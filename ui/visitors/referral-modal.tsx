import type { FormEvent } from 'react';
import { useModalDialog } from '../shell/use-modal-dialog';
import { useSelector } from '@xstate/react';
import { REFERRAL_EMAIL_MAX_LENGTH, VISITOR_TOOLS_ES } from '../../core/domain';
import { Tx, useT, withTexts } from '../i18n/texts';
import { selectReferralError } from '../../core/machines/surface';
import { useApp } from '../app-context';
import { useReferralActor } from './use-visitor-actors';
import styles from './visitors.module.css';

type Phase = 'closed' | 'editing' | 'searching' | 'found' | 'notFound';

/** The referral modal (§4): the e-mail, then a result dialog (welcome with the name, or not found). */
function ReferralModalView() {
  const t = useT();
  const app = useApp();
  const actor = useReferralActor();
  const phase = useSelector(actor, (snapshot) => (snapshot.value as { modal: Phase }).modal);
  const email = useSelector(actor, (snapshot) => snapshot.context.email);
  const pseudoLogin = useSelector(actor, (snapshot) => snapshot.context.pseudoLogin);
  const foundName = useSelector(actor, (snapshot) => snapshot.context.foundName);
  const error = useSelector(actor, selectReferralError);
  const canSearch = useSelector(actor, (snapshot) => snapshot.can({ type: 'referral.search' }));
  const closable = useSelector(actor, (snapshot) => snapshot.can({ type: 'referral.close' }));
  // Each <dialog> follows the machine: the question, then its result.
  const askDialog = useModalDialog(phase === 'editing' || phase === 'searching');
  const resultDialog = useModalDialog(phase === 'found' || phase === 'notFound');

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
            <h2 id="referido-titulo">
              <Tx k="referralView.title" />
            </h2>
            {closable ? (
              <button
                type="button"
                className={styles.close}
                onClick={() => app.send({ type: 'referral.close' })}
                aria-label={t('referralView.close')}
              >
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </div>
          <p className={styles.muted}>
            <Tx k={pseudoLogin ? 'referralView.pseudoLogin' : 'referralView.intro'} />
          </p>
          <label className={styles.field}>
            <span>
              <Tx k="referralView.emailLabel" />
            </span>
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
              <Tx k={`referralView.${error}`} />
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className="button button-primary" disabled={!canSearch}>
              <Tx k={phase === 'searching' ? 'referralView.searching' : 'referralView.next'} />
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
              <h2 id="referido-resultado">
                <Tx k="referralView.welcomeTitle" />
              </h2>
              <p>
                <Tx k="referralView.welcome" params={{ name: foundName ?? '' }} />
              </p>
              <div className={styles.actions}>
                <button
                  type="button"
                  className="button button-primary"
                  onClick={() => app.send({ type: 'referral.done' })}
                >
                  <Tx k="referralView.done" />
                </button>
              </div>
            </>
          ) : (
            <>
              <h2 id="referido-resultado">
                <Tx k="referralView.notFoundTitle" />
              </h2>
              <p>
                <Tx k="referralView.notFound" />
              </p>
              <div className={styles.actions}>
                {closable ? (
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => app.send({ type: 'referral.done' })}
                  >
                    <Tx k="referralView.close" />
                  </button>
                ) : null}
                <button
                  type="button"
                  className="button button-primary"
                  onClick={() => app.send({ type: 'referral.retry' })}
                >
                  <Tx k="referralView.retry" />
                </button>
              </div>
            </>
          )}
        </div>
      </dialog>
    </>
  );
}

export const ReferralModal = withTexts(VISITOR_TOOLS_ES, ReferralModalView);
