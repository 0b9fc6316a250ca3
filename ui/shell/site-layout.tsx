import { PageOutlet } from '../routing/page-outlet';
import { ProfileModal } from '../profile/profile-modal';
import { PlanDetailModalHost } from '../detail/plan-detail-modal-host';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { StorageNotice } from './storage-notice';
import { PartnerFooter, PartnerHeader } from '../visitors/partner-chrome';
import { VisitorBanners } from '../visitors/visitor-banners';
import { ReferralModal } from '../visitors/referral-modal';
import { StaffPanel } from '../visitors/staff-panel';
import { OfflineBanner } from './offline-banner';

export function SiteLayout() {
  return (
    <>
      <a href="#contenido" className="visually-hidden">
        Saltar al contenido
      </a>
      <PartnerHeader>
        <SiteHeader />
      </PartnerHeader>
      <OfflineBanner />
      <StorageNotice />
      <VisitorBanners />
      <main id="contenido">
        <PageOutlet />
      </main>
      <PartnerFooter>
        <SiteFooter />
      </PartnerFooter>
      {/* Mounted once: any page can ask who will be insured. */}
      <ProfileModal />
      <ReferralModal />
      <StaffPanel />
      {/* A plan opened from a card shows over the comparison. */}
      <PlanDetailModalHost />
    </>
  );
}
