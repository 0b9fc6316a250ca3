import { useRef, type ReactNode } from 'react';
import { COUNTRY_SITES, partnerAllows, partnerMenu, sectionsFor } from '../../core/domain';
import { menuCategoryAction } from '../../core/domain/api';
import { useAppSelector } from '../app-context';
import type { Menu, MenuItem } from '../../core/domain/api';
import { useContent } from '../content/use-content';
import { Tx, useRemote, useT } from '../i18n/texts';
import { Link } from '../routing/link';
import { Icon } from './icons';
import { LanguageSelect } from './language-select';
import { NotificationBell } from './notification-bell';
import { PortalDialog } from './portal-dialog';
import styles from './site-header.module.css';
import { useHideOnScroll } from './use-hide-on-scroll';
import { usePartner } from '../visitors/use-partner';

function Logo() {
  const t = useT();
  const [first, second] = COUNTRY_SITES[useAppSelector((snapshot) => snapshot.context.country.code)].brand;
  return (
    <Link to="/" className={styles.logo} aria-label={t('header.homeLink')}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="var(--color-brand-600)" />
        <path d="M16 6l8 3v6c0 5-3.4 9.3-8 11-4.6-1.7-8-6-8-11V9l8-3z" fill="#fff" />
        <path
          d="M12.5 16l2.5 2.5 5-5"
          stroke="var(--color-accent-600)"
          strokeWidth="2.4"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span>
        {first}
        <strong>{second}</strong>
      </span>
    </Link>
  );
}

const closeMobileMenu = () => document.getElementById('mobile-menu')?.hidePopover();

/** The static menu: the comparison sections. It stays usable while the remote menu loads or fails. */
function StaticMenu({ mobile }: { mobile: boolean }) {
  const partner = usePartner();
  // On a partner subdomain, only the sections it allows (§4): no entry bounces back.
  const sections = sectionsFor(useAppSelector((snapshot) => snapshot.context.country.code)).filter(
    (section) => partnerAllows(`/Comparar/${section}`, partner),
  );
  return (
    <>
      {sections.map((section) => (
        <li key={section}>
          <Link
            to={`/Comparar/${section}`}
            className={styles.navLink}
            {...(mobile ? { onClick: closeMobileMenu } : {})}
          >
            <Tx k={`nav.${section}`} />
          </Link>
        </li>
      ))}
    </>
  );
}

/** A remote menu item: its categories in a submenu, each with its description and 'Comparar {title}' or 'Ver {title}'. */
function RemoteMenuItem({ item, index, mobile }: { item: MenuItem; index: number; mobile: boolean }) {
  const t = useT();
  const remote = useRemote();
  const categories = item.categories ?? [];
  if (categories.length === 0)
    return (
      <li>
        <Link to={item.url} className={styles.navLink} {...(mobile ? { onClick: closeMobileMenu } : {})}>
          {remote(item.title)}
        </Link>
      </li>
    );
  const submenu = (
    <ul className={styles.submenuList}>
      {categories.map((category) => (
        <li key={category.url} className={styles.category}>
          <span className={styles.categoryTitle}>{remote(category.title)}</span>
          {category.description && (
            <span className={styles.categoryText}>{remote(category.description)}</span>
          )}
          <Link
            to={category.url}
            className={`button button-primary ${styles.categoryButton}`}
            onClick={() => {
              document.getElementById(`submenu-${index}`)?.hidePopover();
              if (mobile) closeMobileMenu();
            }}
          >
            {t(menuCategoryAction(category.url), { title: remote(category.title) })}
          </Link>
        </li>
      ))}
    </ul>
  );
  if (mobile)
    return (
      <li>
        <details className={styles.mobileGroup}>
          <summary className={styles.navLink}>
            {remote(item.title)}
            <Icon name="chevron" width="18" height="18" />
          </summary>
          {submenu}
        </details>
      </li>
    );
  return (
    <li className={styles.menuItem}>
      <button type="button" className={styles.navLink} popoverTarget={`submenu-${index}`}>
        {remote(item.title)}
        <Icon name="chevron" width="16" height="16" />
      </button>
      <div id={`submenu-${index}`} popover="auto" className={styles.submenu}>
        {item.seoDescription && <p className={styles.submenuLead}>{remote(item.seoDescription)}</p>}
        {submenu}
      </div>
    </li>
  );
}

function MenuItems({ menu, mobile }: { menu: Menu; mobile: boolean }) {
  return (
    <>
      {menu.map((item, index) => (
        <RemoteMenuItem key={item.title} item={item} index={index} mobile={mobile} />
      ))}
    </>
  );
}

function Navigation({ mobile, onPortal }: { mobile: boolean; onPortal: () => void }) {
  const menu = useContent({ kind: 'menu' });
  const partner = usePartner();
  // On a partner subdomain the menu offers only its allowed paths (§4).
  const items = menu.status === 'ready' ? partnerMenu(menu.value, partner) : [];
  return (
    <>
      {menu.status === 'ready' && menu.value.length > 0 ? (
        <MenuItems menu={items} mobile={mobile} />
      ) : (
        <StaticMenu mobile={mobile} />
      )}
      {menu.status === 'failed' && (
        <li className={styles.menuFailed} role="status">
          <Tx k="header.menuFailed" />
        </li>
      )}
      {partnerAllows('/contacto', partner) && (
        <li>
          <Link to="/contacto" className={styles.navLink} {...(mobile ? { onClick: closeMobileMenu } : {})}>
            <Tx k="common.contact" />
          </Link>
        </li>
      )}
      <li>
        <button
          type="button"
          className={`${styles.navLink} ${styles.portal}`}
          onClick={() => {
            if (mobile) closeMobileMenu();
            onPortal();
          }}
        >
          <Tx k="common.customerPortal" />
        </button>
      </li>
    </>
  );
}

/**
 * The site header: logo, the remote menu (the static one while it loads or fails), Contacto, Portal
 * clientes, language, notifications, the mobile side menu. 75 px high; on mobile it hides on scroll down.
 * `banner` is the slot for the internal-traffic or referrer banner.
 */
export function SiteHeader({ banner }: { banner?: ReactNode }) {
  const t = useT();
  const hidden = useHideOnScroll();
  const portal = useRef<HTMLDialogElement>(null);
  const openPortal = () => portal.current?.showModal();
  return (
    <>
      <header className={`${styles.header} ${hidden ? styles.hidden : ''}`} data-hidden={hidden}>
        <div className={`container ${styles.inner}`}>
          <Logo />
          <nav aria-label={t('header.mainNav')} className={styles.desktopNav}>
            <ul className={styles.navList}>
              <Navigation mobile={false} onPortal={openPortal} />
            </ul>
          </nav>
          <div className={styles.tools}>
            <span className={styles.desktopOnly}>
              <LanguageSelect id="language-header" />
            </span>
            <NotificationBell id="header" />
            <button
              type="button"
              className={styles.hamburger}
              popoverTarget="mobile-menu"
              aria-label={t('header.openMenu')}
            >
              <span aria-hidden="true" />
              <span aria-hidden="true" />
              <span aria-hidden="true" />
            </button>
          </div>
        </div>
        <div id="mobile-menu" popover="auto" className={styles.mobileMenu}>
          <div className={styles.mobileMenuHead}>
            <Logo />
            <button
              type="button"
              className={styles.close}
              popoverTarget="mobile-menu"
              popoverTargetAction="hide"
              aria-label={t('header.closeMenu')}
            >
              <Icon name="close" />
            </button>
          </div>
          <nav aria-label={t('header.mobileNav')}>
            <ul className={styles.mobileList}>
              <Navigation mobile onPortal={openPortal} />
            </ul>
          </nav>
          <div className={styles.mobileLanguage}>
            <LanguageSelect id="language-mobile" />
          </div>
        </div>
        <PortalDialog ref={portal} />
      </header>
      {banner}
    </>
  );
}
