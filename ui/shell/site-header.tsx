import { COMPARE_SECTIONS, SITE_NAME, type CompareSection } from '../../core/domain';
import { Link } from '../routing/link';
import styles from './site-header.module.css';

/** Short labels so the whole menu fits one line on a desktop. */
const NAV_LABELS: Readonly<Record<CompareSection, string>> = {
  EPS: 'Planes EPS',
  'Polizas-de-Salud': 'Pólizas de Salud',
  'Medicina-Prepagada': 'Medicina Prepagada',
  Empresas: 'Empresas',
  Mascotas: 'Mascotas',
};

const sections = Object.entries(COMPARE_SECTIONS) as Array<[CompareSection, { title: string }]>;

function Logo() {
  return (
    <Link to="/" className={styles.logo} aria-label={`${SITE_NAME}, ir al inicio`}>
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
        Que<strong>Seguro</strong>
      </span>
    </Link>
  );
}

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      {sections.map(([section]) => (
        <li key={section}>
          <Link to={`/Comparar/${section}`} className={styles.navLink} onClick={onNavigate}>
            {NAV_LABELS[section]}
          </Link>
        </li>
      ))}
      <li>
        <Link to="/contacto" className={styles.navLink} onClick={onNavigate}>
          Contacto
        </Link>
      </li>
      <li>
        <Link to="/portal-clientes" className={`${styles.navLink} ${styles.portal}`} onClick={onNavigate}>
          Portal clientes
        </Link>
      </li>
    </>
  );
}

export function SiteHeader() {
  const closeMenu = () => document.getElementById('mobile-menu')?.hidePopover();
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Logo />
        <nav aria-label="Principal" className={styles.desktopNav}>
          <ul className={styles.navList}>
            <NavLinks />
          </ul>
        </nav>
        <button
          type="button"
          className={styles.hamburger}
          popoverTarget="mobile-menu"
          aria-label="Abrir menú"
        >
          <span aria-hidden="true" />
          <span aria-hidden="true" />
          <span aria-hidden="true" />
        </button>
      </div>
      <div id="mobile-menu" popover="auto" className={styles.mobileMenu}>
        <div className={styles.mobileMenuHead}>
          <Logo />
          <button
            type="button"
            className={styles.close}
            popoverTarget="mobile-menu"
            popoverTargetAction="hide"
          >
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Cerrar menú</span>
          </button>
        </div>
        <nav aria-label="Menú móvil">
          <ul className={styles.mobileList}>
            <NavLinks onNavigate={closeMenu} />
          </ul>
        </nav>
      </div>
    </header>
  );
}
