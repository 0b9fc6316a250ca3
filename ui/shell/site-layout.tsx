import { PageOutlet } from '../routing/page-outlet';
import { ProfileModal } from '../profile/profile-modal';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout() {
  return (
    <>
      <a href="#contenido" className="visually-hidden">
        Saltar al contenido
      </a>
      <SiteHeader />
      <main id="contenido">
        <PageOutlet />
      </main>
      <SiteFooter />
      {/* Mounted once: any page can ask who will be insured. */}
      <ProfileModal />
    </>
  );
}
