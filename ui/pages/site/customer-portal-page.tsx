import { SITE_PAGES_ES } from '../../../core/domain';
import { Tx, withTexts } from '../../i18n/texts';
import { PortalCards } from '../../shell/portal-dialog';
import styles from './site-pages.module.css';

/** /portal-clientes: the two portals, for a visitor who arrives by address. */
function CustomerPortalPage() {
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

export default withTexts(SITE_PAGES_ES, CustomerPortalPage);
