import type { PageProps } from '../routing/page-outlet';
import { Link } from '../routing/link';
import { UPCOMING } from './upcoming-descriptions';
import styles from './upcoming-page.module.css';

/** A page that is not built yet says what will be there and offers a way on. */
export default function UpcomingPage({ route }: PageProps) {
  const text = UPCOMING[route.page] ?? { title: 'Próximamente', body: 'Estamos preparando esta sección.' };
  return (
    <section className={`container ${styles.page}`} aria-labelledby="upcoming-title">
      <span className={styles.badge}>Próximamente</span>
      <h1 id="upcoming-title">{text.title}</h1>
      <p className={styles.body}>{text.body}</p>
      <div className={styles.actions}>
        <Link to="/" className="button button-primary">
          Volver al Home
        </Link>
        <Link to="/Comparar/Polizas-de-Salud" className="button button-secondary">
          Comparar pólizas de salud
        </Link>
      </div>
    </section>
  );
}
