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

export function SiteLayout() {
  const route = useRoute();
  return (
    <div className={styles.shell}>
      {!HEAD_FROM_CONTENT.has(route.page) && <RouteHead />}
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
