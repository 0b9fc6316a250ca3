import { NOT_FOUND_ES } from '../../core/domain';
import { Tx, withTexts } from '../i18n/texts';
import { Link } from '../routing/link';
import styles from './not-found-page.module.css';
import { useContactEmail } from '../visitors/use-contact-email';

function NotFoundPage() {
  const contactEmail = useContactEmail();
  return (
    <section className={`container ${styles.page}`} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">
        <Tx k="notFound.title" />
      </h1>
      <p className={styles.description}>
        <Tx k="notFound.description" />
      </p>
      <p className={styles.contact}>
        <Tx k="notFound.contact" /> <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
      </p>
      <div className={styles.actions}>
        <Link to="/" className="button button-primary">
          <Tx k="notFound.home" />
        </Link>
        <Link to="/contacto" className="button button-secondary">
          <Tx k="notFound.contactButton" />
        </Link>
      </div>
    </section>
  );
}

export default withTexts(NOT_FOUND_ES, NotFoundPage);
