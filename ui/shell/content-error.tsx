import { type ContentRequest } from '../../core/domain';
import { useApp } from '../app-context';
import { useCanRetry } from '../content/use-content';
import { Tx } from '../i18n/texts';
import styles from './content-error.module.css';
import { useContactEmail } from '../visitors/use-contact-email';

/** The generic server-error panel (§8) for a content call that failed: hints, contact e-mail, retry. */
export function ContentError({ request }: { request: ContentRequest }) {
  const app = useApp();
  const contactEmail = useContactEmail();
  const canRetry = useCanRetry(request);
  return (
    <section className={styles.panel} role="alert">
      <h2 className={styles.title}>
        <Tx k="serverError.title" />
      </h2>
      <p className={styles.subtitle}>
        <Tx k="serverError.subtitle" />
      </p>
      <ul className={styles.hints}>
        <li>
          <Tx k="serverError.connection" />
        </li>
        <li>
          <Tx k="serverError.refresh" />
        </li>
      </ul>
      <p className={styles.contact}>
        <Tx k="serverError.contact" /> <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
      </p>
      <button
        type="button"
        className="button button-primary"
        disabled={!canRetry}
        onClick={() => app.send({ type: 'content.retry', request })}
      >
        <Tx k="common.retry" />
      </button>
    </section>
  );
}

/** Placeholder rows while content loads, so the page keeps its shape. */
export function ContentLoading({ rows = 3 }: { rows?: number }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className="visually-hidden">
        <Tx k="common.loading" />
      </span>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className={styles.bar} aria-hidden="true" />
      ))}
    </div>
  );
}
