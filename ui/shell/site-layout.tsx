import { PageOutlet } from '../routing/page-outlet';
import { ProfileModal } from '../profile/profile-modal';
import { PlanDetailModalHost } from '../detail/plan-detail-modal-host';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { StorageNotice } from './storage-notice';

export function SiteLayout() {
  return (
    <>
      <a href="#contenido" className="visually-hidden">
        Saltar al contenido
      </a>
      <SiteHeader />
      <StorageNotice />
      <main id="contenido">
        <PageOutlet />
      </main>
      <SiteFooter />
      {/* Mounted once: any page can ask who will be insured. */}
      <ProfileModal />
      {/* A plan opened from a card shows over the comparison. */}
      <PlanDetailModalHost />
    </>
  );
}
