import { useSelector } from '@xstate/react';
import { contactFormTexts, contactTopics, type ContactField } from '../../../core/domain';
import {
  childActor,
  selectContactErrors,
  selectContactLeadId,
  selectContactTouched,
  selectContactValues,
  selectOutboxItem,
  selectOnline,
} from '../../../core/machines/surface';
import { useApp, useAppSelector } from '../../app-context';
import { Tx, useT } from '../../i18n/texts';
import { FormField, fieldDescription } from '../../shell/form-field';
import { useContactEmail } from '../../visitors/use-contact-email';
import styles from './contact-form.module.css';
import { useFocusFirstInvalid } from '../../shell/use-focus-message';

function useContactActor() {
  return childActor(useApp().actor, 'contactForm');
}

/** The contact form of /contacto and /Registro: errors beside their fields, consent never pre-ticked. */
export function ContactForm({ title, showMessage = true }: { title: string; showMessage?: boolean }) {
  const app = useApp();
  const t = useT();
  const actor = useContactActor();
  const values = useSelector(actor, selectContactValues);
  const errors = useSelector(actor, selectContactErrors);
  const touched = useSelector(actor, selectContactTouched);
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const canSubmit = useSelector(actor, (snapshot) =>
    snapshot.can({ type: 'contact.submit', id: 'check', now: 0 }),
  );
  const leadId = useSelector(actor, selectContactLeadId);
  const outbox = childActor(app.actor, 'outbox');
  const visitor = useAppSelector((snapshot) => snapshot.context.visitor);
  const item = useSelector(outbox, (snapshot) =>
    leadId ? selectOutboxItem(snapshot, visitor, leadId) : null,
  );
  const online = useAppSelector(selectOnline);
  const email = useContactEmail();
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  const texts = contactFormTexts(country);
  const [formRef, submitted] = useFocusFirstInvalid<HTMLFormElement>();
  const errorOf = (field: ContactField) => (touched.includes(field) ? errors[field] : undefined);
  const edit = (field: ContactField, value: string | boolean) =>
    app.send({ type: 'contact.edit', field, value });
  const leave = (field: ContactField) => app.send({ type: 'contact.leave', field });
  const described = (field: ContactField, hint = false) =>
    fieldDescription(`contact-${field}`, { hint, error: Boolean(errorOf(field)) });

  if (state === 'sent')
    return (
      <section className={styles.form} aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">{title}</h2>
        {/* Every state of the send says so (issue 27): never 'Enviando…' past the send's deadline. */}
        {!item || item.status === 'sent' ? (
          <p className={styles.success} role="status" data-testid="contact-sent">
            <Tx k="contact.sent" />
          </p>
        ) : item.status === 'refused' ? (
          <div className={styles.errorBox} role="alert" data-testid="contact-refused">
            <p>
              {item.reason ? (
                <>
                  <Tx k="contact.refused" /> <q>{item.reason}</q>
                </>
              ) : (
                <>
                  <Tx k="contact.refusedNoReason" /> <a href={`mailto:${email}`}>{email}</a>.
                </>
              )}
            </p>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => app.send({ type: 'contact.fix' })}
            >
              <Tx k="contact.fix" />
            </button>
          </div>
        ) : item.status === 'waiting' ? (
          <div className={styles.errorBox} role="alert" data-testid="contact-failed">
            <p>
              <Tx k="contact.failedRetrying" /> <a href={`mailto:${email}`}>{email}</a>.
            </p>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => app.send({ type: 'contact.retry' })}
            >
              <Tx k="common.retry" />
            </button>
          </div>
        ) : item.status === 'offline' || !online ? (
          <p className={styles.notice} role="status" data-testid="contact-queued">
            <Tx k="contact.queued" />
          </p>
        ) : (
          <p className={styles.notice} role="status" data-testid="contact-sending">
            <Tx k="contact.sending" />
          </p>
        )}
        <button
          type="button"
          className="button button-secondary"
          onClick={() => app.send({ type: 'contact.again' })}
        >
          <Tx k="contact.another" />
        </button>
      </section>
    );

  const field = (name: 'name' | 'email' | 'phone', type: string, autoComplete: string, hint?: string) => (
    <FormField id={`contact-${name}`} label={<Tx k={`contact.${name}`} />} hint={hint} error={errorOf(name)}>
      <input
        id={`contact-${name}`}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        aria-invalid={errorOf(name) ? true : undefined}
        aria-describedby={described(name, Boolean(hint))}
        onChange={(event) => edit(name, event.target.value)}
        onBlur={() => leave(name)}
        {...(name === 'phone' ? { inputMode: 'tel' as const } : {})}
      />
    </FormField>
  );

  return (
    <form
      ref={formRef}
      className={styles.form}
      aria-labelledby="contact-form-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
        // The outbox key is made once per message sent (docs/kernel.md).
        app.send({ type: 'contact.submit', id: crypto.randomUUID(), now: Date.now() });
      }}
    >
      <h2 id="contact-form-title">{title}</h2>
      {field('name', 'text', 'name')}
      {field('email', 'email', 'email')}
      {field('phone', 'tel', 'tel-national', t(texts.phoneHint))}
      <FormField id="contact-topic" label={<Tx k="contact.topic" />}>
        <select
          id="contact-topic"
          value={values.topic}
          onChange={(event) => edit('topic', event.target.value)}
          onBlur={() => leave('topic')}
        >
          {/* The site's own topics (its product types, in the page's language). */}
          {contactTopics(country).map((topic) => (
            <option key={topic.value} value={topic.value}>
              {t(topic.label)}
            </option>
          ))}
        </select>
      </FormField>
      {showMessage && (
        <FormField id="contact-message" label={<Tx k="contact.message" />} error={errorOf('message')}>
          <textarea
            id="contact-message"
            rows={4}
            value={values.message}
            aria-invalid={errorOf('message') ? true : undefined}
            aria-describedby={described('message')}
            onChange={(event) => edit('message', event.target.value)}
            onBlur={() => leave('message')}
          />
        </FormField>
      )}
      <div className={styles.consent}>
        <input
          id="contact-consent"
          type="checkbox"
          checked={values.consent}
          aria-invalid={errorOf('consent') ? true : undefined}
          aria-describedby={described('consent')}
          onChange={(event) => edit('consent', event.target.checked)}
          onBlur={() => leave('consent')}
        />
        <label htmlFor="contact-consent">
          <Tx k={texts.consent} />
        </label>
        {errorOf('consent') && (
          <span id="contact-consent-error" className={styles.error}>
            {errorOf('consent')}
          </span>
        )}
      </div>
      <button type="submit" className="button button-primary" disabled={!canSubmit}>
        <Tx k="contact.send" />
      </button>
    </form>
  );
}
