import { HEAD_FROM_CONTENT } from '../../core/domain';
import { PageOutlet } from '../routing/page-outlet';
import { PlanDetailModalHost } from '../detail/plan-detail-modal-host';
import { useRoute } from '../routing/use-route';
import { Tx } from '../i18n/texts';
import { RouteHead } from './route-head';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { StorageNotice } from './storage-notice';
import { PartnerFooter, PartnerHeader } from '../visitors/partner-chrome';
import { VisitorBanners } from '../visitors/visitor-banners';
import { ShellDialogs } from './shell-dialogs';
import { OfflineBanner } from './offline-banner';
import { ChatLauncher } from '../chat/chat-launcher';
import styles from './site-layout.module.css';

/**
 * The shell around every page. It reads no state of its own, so a new address (a filter, a sort)
 * redraws the page and the head, not the header, footer and dialogs.
 */
export function SiteLayout() {
  return (
    <div className={styles.shell}>
      <PageHead />
      <a href="#contenido" className="visually-hidden">
        <Tx k="common.skipToContent" />
      </a>
      <PartnerHeader>
        <SiteHeader />
      </PartnerHeader>
      <OfflineBanner />
      <StorageNotice />
      <VisitorBanners />
      <main id="contenido" className={styles.main}>
        <PageOutlet />
      </main>
      <PartnerFooter>
        <SiteFooter />
      </PartnerFooter>
      {/* Mounted once shown: any page can ask who will be insured. */}
      <ShellDialogs />
      {/* A plan opened from a card shows over the comparison. */}
      <PlanDetailModalHost />
      <ChatLauncher />
    </div>
  );
}

/** The route's head, except on pages whose head comes with their content. */
function PageHead() {
  const route = useRoute();
  return HEAD_FROM_CONTENT.has(route.page) ? null : <RouteHead />;
}
