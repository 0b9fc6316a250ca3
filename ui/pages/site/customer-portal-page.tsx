import { Tx } from '../../i18n/texts';
import { PortalCards } from '../../shell/portal-dialog';
import styles from './site-pages.module.css';

/** /portal-clientes: the two portals, for a visitor who arrives by address. */
export default function CustomerPortalPage() {
  return (
    <div className="container">
      <header className={styles.pageHead}>
        <h1>
          <Tx k="portalPage.title" />
        </h1>
        <p className={styles.lead}>
          <Tx k="portalPage.lead" />
        </p>
      </header>
      <div className={styles.narrow}>
        <PortalCards />
      </div>
    </div>
  );
}
