import { CONTACT_EMAIL, NOT_FOUND_TEXTS } from '../../core/domain';
import { Link } from '../routing/link';
import styles from './not-found-page.module.css';

export default function NotFoundPage() {
  return (
    <section className={`container ${styles.page}`} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{NOT_FOUND_TEXTS.title}</h1>
      <p className={styles.description}>{NOT_FOUND_TEXTS.description}</p>
      <p className={styles.contact}>
        {NOT_FOUND_TEXTS.contact} <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
      </p>
      <div className={styles.actions}>
        <Link to="/" className="button button-primary">
          {NOT_FOUND_TEXTS.home}
        </Link>
        <Link to="/contacto" className="button button-secondary">
          {NOT_FOUND_TEXTS.contactButton}
        </Link>
      </div>
    </section>
  );
}
