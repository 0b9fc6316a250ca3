import { CONTACT_EMAIL, SITE_NAME } from '../../core/domain';
import { Link } from '../routing/link';
import { ReferralButton } from '../visitors/referral-modal';
import styles from './site-footer.module.css';

interface FooterLink {
  readonly label: string;
  readonly to: string;
  readonly external?: boolean;
}

const COLUMNS: ReadonlyArray<{ title: string; links: readonly FooterLink[] }> = [
  {
    title: 'EPS',
    links: [
      { label: 'Comparar Planes complementarios EPS', to: '/Comparar/EPS' },
      { label: 'Buscador de Planes de EPS', to: '/EPS' },
    ],
  },
  {
    title: 'Pólizas',
    links: [
      { label: 'Comparar Pólizas de Salud', to: '/Comparar/Polizas-de-Salud' },
      { label: 'Aseguradoras de Colombia', to: '/Seguros' },
      { label: 'Medicina Prepagada de Colombia', to: '/Medicina-Prepagada' },
      { label: 'Seguros de Viaje', to: 'https://www.queseguro.co/seguros-de-viaje', external: true },
      { label: 'Mapa de Productos', to: '/Sitemap-Products' },
    ],
  },
  {
    title: 'Más',
    links: [
      { label: '¿Qué es QueSeguro?', to: '/Que-es-QueSeguro' },
      { label: 'Partners y alianzas', to: '/Partners-y-Alianzas' },
      { label: 'Clínicas y hospitales', to: '/Clinicas-y-Hospitales' },
      { label: 'Trabaja con nosotros', to: 'https://www.queseguro.co/empleos', external: true },
      { label: 'Blog', to: '/QS-Blog' },
      { label: 'Referidos', to: '/Referidos-QueSeguro' },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <div className={styles.about}>
          <p className={styles.brand}>{SITE_NAME}</p>
          <p>Comparador independiente de seguros y planes de salud en Colombia.</p>
          <p>
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </p>
          <ReferralButton />
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title} className={styles.column}>
            <h2 className={styles.columnTitle}>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  {link.external ? (
                    <a href={link.to} target="_blank" rel="noopener noreferrer">
                      {link.label}
                    </a>
                  ) : (
                    <Link to={link.to}>{link.label}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={`container ${styles.legal}`}>
        <p>
          Pólizas de salud vigiladas por la Superintendencia Financiera de Colombia; medicina prepagada y
          planes complementarios, por la Superintendencia Nacional de Salud. Tratamos tus datos según la Ley
          1581 de 2012.
        </p>
        <p>Los precios del catálogo de muestra son cifras de referencia, no cotizaciones.</p>
      </div>
    </footer>
  );
}
