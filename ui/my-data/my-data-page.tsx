import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import {
  MY_DATA_ES,
  clipContactHours,
  consentAddress,
  consentAddressError,
  consentHoursText,
  consentList,
  consentStatement,
  contactHoursTexts,
  revocationLeadId,
  consentLeadId,
  type ContactChannel,
  type ContactPurpose,
  type TextKey,
} from '../../core/domain';
import { childActor, selectOutboxCount, selectOutboxItem } from '../../core/machines/surface';
import { useApp, useAppSelector } from '../app-context';
import { Tx, useSiteBrand, useT, useText, withTexts } from '../i18n/texts';
import type { PageProps } from '../routing/page-outlet';
import { FormField } from '../shell/form-field';
import { useSiteFormat } from '../shell/use-site-format';
import styles from './my-data.module.css';

const CHANNELS: readonly ContactChannel[] = ['telefono', 'whatsapp', 'email'];
const PURPOSES: readonly ContactPurpose[] = ['asesoria', 'novedades'];
const HOURS = Array.from({ length: 17 }, (_, index) => index + 6);

/** The instant a visitor acts (a command's `now`), read when they act, never while drawing. */
const nowMs = () => Date.now();

function useOutbox() {
  return childActor(useApp().actor, 'outbox');
}

/** The optional request to be contacted: one channel and one purpose per authorisation. */
function ConsentForm() {
  const app = useApp();
  const t = useT();
  const text = useText();
  const [channel, setChannel] = useState<ContactChannel>('whatsapp');
  const [purpose, setPurpose] = useState<ContactPurpose>('asesoria');
  const [address, setAddress] = useState('');
  const [from, setFrom] = useState(9);
  const [to, setTo] = useState(12);
  const [saturday, setSaturday] = useState(false);
  const [error, setError] = useState<TextKey | null>(null);
  const [given, setGiven] = useState(false);
  const hours = clipContactHours({ from, to, saturday });
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  const hoursTexts = contactHoursTexts(country);
  const addressError = consentAddressError(country, channel).key;
  const shownAddress = consentAddress(country, channel, address) ?? address.trim();
  const statement = hours ? text(consentStatement(channel, purpose, shownAddress || '…', hours)) : '';
  const active = useAppSelector((snapshot) =>
    consentList(snapshot.context.visitor).some(
      (consent) => consent.revokedAt === null && consent.channel === channel && consent.purpose === purpose,
    ),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setGiven(false);
    if (consentAddress(country, channel, address) === null) return setError(addressError);
    if (!hours) return setError('myData.noHours');
    if (active) return setError('myData.errorAlready');
    setError(null);
    app.send({
      type: 'visitor.execute',
      command: {
        type: 'consent.give',
        id: crypto.randomUUID(),
        channel,
        purpose,
        address,
        preferred: { from, to, saturday },
        text: statement,
        now: nowMs(),
      },
    });
    setGiven(true);
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate data-testid="consent-form">
      <h2>
        <Tx k="myData.askTitle" />
      </h2>
      <p className={styles.muted}>
        <Tx k="myData.askLead" />
      </p>
      <fieldset className={styles.choices}>
        <legend>
          <Tx k="myData.channel" />
        </legend>
        {CHANNELS.map((option) => (
          <label key={option} className={styles.choice}>
            <input
              type="radio"
              name="channel"
              value={option}
              checked={channel === option}
              onChange={() => {
                setChannel(option);
                setError(null);
              }}
            />
            <Tx k={`consent.${option}`} />
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.choices}>
        <legend>
          <Tx k="myData.purpose" />
        </legend>
        {PURPOSES.map((option) => (
          <label key={option} className={styles.choice}>
            <input
              type="radio"
              name="purpose"
              value={option}
              checked={purpose === option}
              onChange={() => setPurpose(option)}
            />
            <Tx k={`consent.${option}`} />
          </label>
        ))}
      </fieldset>
      <FormField
        id="consent-address"
        label={<Tx k={channel === 'email' ? 'myData.addressEmail' : 'myData.addressPhone'} />}
        error={error && error !== 'myData.noHours' && error !== 'myData.errorAlready' ? t(error) : undefined}
      >
        <input
          id="consent-address"
          type={channel === 'email' ? 'email' : 'tel'}
          autoComplete={channel === 'email' ? 'email' : 'tel'}
          inputMode={channel === 'email' ? 'email' : 'tel'}
          value={address}
          data-testid="consent-address"
          aria-invalid={error === addressError}
          aria-describedby={error === addressError ? 'consent-address-error' : undefined}
          onChange={(event) => setAddress(event.target.value)}
        />
      </FormField>
      <fieldset className={styles.hours}>
        <legend>
          <Tx k="myData.hoursTitle" />
        </legend>
        <label>
          <Tx k="myData.from" />{' '}
          <select value={from} data-testid="consent-from" onChange={(e) => setFrom(Number(e.target.value))}>
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>{`${hour}:00`}</option>
            ))}
          </select>
        </label>
        <label>
          <Tx k="myData.to" />{' '}
          <select value={to} data-testid="consent-to" onChange={(e) => setTo(Number(e.target.value))}>
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>{`${hour}:00`}</option>
            ))}
          </select>
        </label>
        <label className={styles.choice}>
          <input type="checkbox" checked={saturday} onChange={(e) => setSaturday(e.target.checked)} />
          <Tx k="myData.saturday" />
        </label>
      </fieldset>
      <p className={styles.muted}>
        <Tx k={hoursTexts.rule} />
      </p>
      <p data-testid="consent-hours" aria-live="polite">
        {hours ? (
          <Tx k="myData.clippedTo" params={{ hours: text(consentHoursText(hours)) }} />
        ) : (
          <span className={styles.error}>
            <Tx k={hoursTexts.none} />
          </span>
        )}
      </p>
      {hours && (
        <div className={styles.preview}>
          <p className={styles.muted}>
            <Tx k="myData.preview" />
          </p>
          <blockquote data-testid="consent-statement">{statement}</blockquote>
        </div>
      )}
      {error === 'myData.errorAlready' && (
        <p className={styles.error} role="alert">
          <Tx k="myData.errorAlready" />
        </p>
      )}
      {given && (
        <p className={styles.ok} role="status" data-testid="consent-given">
          <Tx k="myData.given" />
        </p>
      )}
      <button type="submit" className="button button-primary" data-testid="consent-give">
        <Tx k="myData.give" />
      </button>
    </form>
  );
}

/** Every consent given, with its receipt, its exact text and a one-tap revocation. */
function ConsentList() {
  const app = useApp();
  const t = useT();
  const format = useSiteFormat();
  const text = useText();
  const consents = useAppSelector((snapshot) => consentList(snapshot.context.visitor));
  const visitor = useAppSelector((snapshot) => snapshot.context.visitor);
  const outbox = useOutbox();
  const pending = useSelector(outbox, (snapshot) =>
    Object.fromEntries(
      consents.map((consent) => [
        consent.id,
        selectOutboxItem(
          snapshot,
          visitor,
          consent.revokedAt === null ? consentLeadId(consent.id) : revocationLeadId(consent.id),
        )?.status ?? null,
      ]),
    ),
  );
  return (
    <section className={styles.card} aria-labelledby="consents-title">
      <h2 id="consents-title">
        <Tx k="myData.consentsTitle" />
      </h2>
      {consents.length === 0 ? (
        <p data-testid="consents-empty">
          <Tx k="myData.consentsEmpty" />
        </p>
      ) : (
        <ul className={styles.consents}>
          {consents.map((consent) => {
            const status = pending[consent.id];
            const labels = {
              channel: t(`consent.${consent.channel}`),
              purpose: t(`consent.${consent.purpose}`),
            };
            return (
              <li
                key={consent.id}
                className={styles.consent}
                data-testid="consent-item"
                data-revoked={consent.revokedAt !== null}
              >
                <div className={styles.consentHead}>
                  <strong>
                    {labels.channel} · {labels.purpose}
                  </strong>
                  <span className={consent.revokedAt === null ? styles.badgeOn : styles.badgeOff}>
                    {consent.revokedAt === null ? (
                      <Tx k="myData.active" />
                    ) : (
                      <Tx k="myData.revokedOn" params={{ date: format.date(consent.revokedAt, true) }} />
                    )}
                  </span>
                </div>
                <p className={styles.muted}>
                  {consent.address} · {text(consentHoursText(consent.hours))}
                </p>
                <p className={styles.receipt} data-testid="consent-receipt">
                  <Tx
                    k="myData.receipt"
                    params={{
                      id: consent.id.slice(0, 8).toUpperCase(),
                      date: format.date(consent.givenAt, true),
                    }}
                  />
                  {' · '}
                  <Tx
                    k={
                      status === null
                        ? 'myData.sent'
                        : status === 'sending'
                          ? 'myData.sending'
                          : 'myData.waiting'
                    }
                  />
                </p>
                <details>
                  <summary>
                    <Tx k="myData.textShown" />
                  </summary>
                  <blockquote>{consent.text}</blockquote>
                </details>
                {consent.revokedAt === null && (
                  <button
                    type="button"
                    className="button button-secondary"
                    data-testid="consent-revoke"
                    aria-label={t('myData.revokeLabel', labels)}
                    onClick={() =>
                      app.send({
                        type: 'visitor.execute',
                        command: { type: 'consent.revoke', id: consent.id, now: nowMs() },
                      })
                    }
                  >
                    <Tx k="myData.revoke" />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Deleting what this browser keeps: once nothing waits to be sent (a revocation must reach us first). */
function LocalHistory() {
  const app = useApp();
  const waiting = useAppSelector((snapshot) => selectOutboxCount(snapshot.context.visitor));
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <section className={styles.card} aria-labelledby="history-title">
      <h2 id="history-title">
        <Tx k="myData.historyTitle" />
      </h2>
      <p className={styles.muted}>
        <Tx k="myData.historyLead" />
      </p>
      {waiting > 0 && (
        <p role="note">
          <Tx k="myData.historyPending" />
        </p>
      )}
      {asking ? (
        <div className={styles.confirm} role="alertdialog" aria-labelledby="history-ask">
          <p id="history-ask">
            <Tx k="myData.historyAsk" />
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className="button button-primary"
              data-testid="history-confirm"
              disabled={deleting || waiting > 0}
              onClick={() => {
                setDeleting(true);
                void app.deleteHistory();
              }}
            >
              <Tx k="myData.historyConfirm" />
            </button>
            <button type="button" className="button button-secondary" onClick={() => setAsking(false)}>
              <Tx k="myData.historyCancel" />
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="button button-secondary"
          data-testid="history-delete"
          disabled={waiting > 0}
          onClick={() => setAsking(true)}
        >
          <Tx k="myData.historyDelete" />
        </button>
      )}
    </section>
  );
}

/** /Mis-Datos: the pledge, the consents with their receipts, one-tap revocation and local history. */
function MyDataPage(_props: PageProps) {
  const t = useT();
  const brand = useSiteBrand();
  return (
    <div className={`container ${styles.page}`}>
      <title>{`${t('myData.title')} · ${brand}`}</title>
      <meta name="robots" content="noindex" />
      <h1>
        <Tx k="myData.title" />
      </h1>
      <p className={styles.lead}>
        <Tx k="myData.lead" />
      </p>
      <p className={styles.pledge} data-testid="pledge">
        <Tx k="myData.pledge" />
      </p>
      <div className={styles.grid}>
        <ConsentList />
        <ConsentForm />
        <LocalHistory />
      </div>
    </div>
  );
}

export default withTexts(MY_DATA_ES, MyDataPage);
