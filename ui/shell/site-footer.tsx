import {
  sectionWords,
  blogPath,
  COUNTRY_SITES,
  listingPagePath,
  listingTextKey,
  siteBrandName,
  sectionsFor,
  siteListings,
  type TextKey,
} from '../../core/domain';
import { useAppSelector } from '../app-context';
import type { ContactInformation } from '../../core/domain/api';
import type { CountrySite, SiteCountryCode } from '../../core/domain';
import { useApp } from '../app-context';
import { useCanRetry, useContent } from '../content/use-content';
import { Tx, useRemote, useT } from '../i18n/texts';
import { Link } from '../routing/link';
import { ReferralButton } from '../visitors/referral-button';
import { useContactEmail } from '../visitors/use-contact-email';
import { Icon } from './icons';
import { LanguageSelect } from './language-select';
import styles from './site-footer.module.css';

interface FooterLink {
  readonly label: TextKey;
  readonly to: string;
  readonly external?: boolean;
}

const COLUMNS: ReadonlyArray<{ title: TextKey; links: readonly FooterLink[] }> = [
  {
    title: 'footer.epsTitle',
    links: [
      { label: 'footer.epsCompare', to: '/Comparar/EPS' },
      { label: 'footer.epsFinder', to: '/EPS' },
    ],
  },
  {
    title: 'footer.policiesTitle',
    links: [
      { label: 'footer.policiesCompare', to: '/Comparar/Polizas-de-Salud' },
      { label: 'footer.insurers', to: '/Seguros' },
      { label: 'footer.prepaid', to: '/Medicina-Prepagada' },
      { label: 'footer.travel', to: 'https://www.queseguro.co/seguros-de-viaje', external: true },
      { label: 'footer.productMap', to: '/Sitemap-Products' },
    ],
  },
  {
    title: 'footer.moreTitle',
    links: [
      { label: 'footer.aboutLink', to: '/Que-es-QueSeguro' },
      { label: 'footer.partners', to: '/Partners-y-Alianzas' },
      { label: 'footer.clinics', to: '/Clinicas-y-Hospitales' },
      { label: 'footer.jobs', to: 'https://www.queseguro.co/empleos', external: true },
      { label: 'footer.blog', to: '/QS-Blog' },
      { label: 'footer.referrals', to: '/Referidos-QueSeguro' },
      { label: 'footer.myData', to: '/Mis-Datos' },
    ],
  },
];

/** Icons by the contact entry's name (the API gives names, not icons). */
const CONTACT_ICONS: Readonly<Record<string, string>> = {
  teléfono: 'phone',
  whatsapp: 'whatsapp',
  correo: 'mail',
  dirección: 'pin',
  horario: 'clock',
  facebook: 'facebook',
  instagram: 'instagram',
  linkedin: 'linkedin',
  youtube: 'youtube',
};

function ContactEntry({ entry, social }: { entry: ContactInformation; social: boolean }) {
  const t = useT();
  const remote = useRemote();
  const name = remote(entry.name);
  const icon = CONTACT_ICONS[entry.name.toLowerCase()] ?? 'info';
  const external = entry.link?.startsWith('http');
  const body = social ? (
    <span className="visually-hidden">{name}</span>
  ) : (
    <span>
      <span className="visually-hidden">{name}: </span>
      {remote(entry.info)}
    </span>
  );
  return (
    <li className={social ? styles.social : styles.contactItem}>
      {entry.link ? (
        <a
          href={entry.link}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          title={social ? name : undefined}
        >
          <Icon name={icon} width="20" height="20" />
          {body}
          {external && <span className="visually-hidden"> {t('footer.newTab')}</span>}
        </a>
      ) : (
        <>
          <Icon name={icon} width="20" height="20" />
          {body}
        </>
      )}
    </li>
  );
}

const CONTACTS = { kind: 'contactInformations' } as const;

/** The contacts could not load: the footer says so, gives the e-mail and asks again on request (issue 27). */
function ContactsFailed() {
  const app = useApp();
  const canRetry = useCanRetry(CONTACTS);
  const email = useContactEmail();
  return (
    <p role="status" data-testid="footer-contacts-failed">
      <Tx k="footer.contactFailed" /> <a href={`mailto:${email}`}>{email}</a>.{' '}
      <button
        type="button"
        className={styles.retry}
        disabled={!canRetry}
        onClick={() => app.send({ type: 'content.retry', request: CONTACTS })}
      >
        <Tx k="common.retry" />
      </button>
    </p>
  );
}

function ContactColumn() {
  const remote = useRemote();
  const site = COUNTRY_SITES[useAppSelector((snapshot) => snapshot.context.country.code)];
  const contact = useContent(CONTACTS);
  const groups = contact.status === 'ready' ? contact.value : [];
  const direct = groups.find((group) => group.name === 'contacto')?.contactInformations ?? [];
  const social = groups.find((group) => group.name === 'red_social')?.contactInformations ?? [];
  return (
    <div className={styles.about}>
      <p className={styles.brand}>{siteBrandName(site.code)}</p>
      <p>{site.code === 'CO' ? <Tx k="footer.about" /> : remote(site.about)}</p>
      <h2 className={styles.columnTitle}>
        <Tx k="footer.contactTitle" />
      </h2>
      {contact.status === 'failed' ? (
        <ContactsFailed />
      ) : direct.length > 0 ? (
        <ul className={styles.contactList}>
          {direct.map((entry) => (
            <ContactEntry key={entry.name} entry={entry} social={false} />
          ))}
        </ul>
      ) : (
        <p>
          <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
        </p>
      )}
      {social.length > 0 && (
        <>
          <h2 className={styles.columnTitle}>
            <Tx k="footer.socialTitle" />
          </h2>
          <ul className={styles.socialList}>
            {social.map((entry) => (
              <ContactEntry key={entry.name} entry={entry} social />
            ))}
          </ul>
        </>
      )}
      <ReferralButton />
    </div>
  );
}

/** A wordmark standing in for an institution's logo (no third-party image is downloaded). */
function Wordmark({ name, short }: { name: string; short: string }) {
  return (
    <li className={styles.wordmark} title={name}>
      <span className={styles.wordmarkShort} aria-hidden="true">
        {short}
      </span>
      <span className={styles.wordmarkName}>{name}</span>
    </li>
  );
}

/** Chile's, Peru's and the international site's column: their comparators, companies, contact, blog and portal. */
function CountryColumn({ country }: { country: Exclude<SiteCountryCode, 'CO'> }) {
  const t = useT();
  return (
    <nav aria-label={t('common.compare')} className={styles.column}>
      <h2 className={styles.columnTitle}>
        <Tx k="common.compare" />
      </h2>
      <ul>
        {sectionsFor(country).map((section) => (
          <li key={section}>
            <Link to={`/Comparar/${section}`}>
              <Tx k={sectionWords(country, section).name} />
            </Link>
          </li>
        ))}
        {siteListings(country).map((category) => (
          <li key={category}>
            <Link to={listingPagePath(category, 1)}>
              <Tx k={`listing.${listingTextKey(country, category)}`} />
            </Link>
          </li>
        ))}
        <li>
          <Link to="/contacto">
            <Tx k="common.contact" />
          </Link>
        </li>
        <li>
          <Link to={blogPath(country)}>
            <Tx k="footer.blog" />
          </Link>
        </li>
        <li>
          <Link to="/portal-clientes">
            <Tx k="common.customerPortal" />
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** The site's regulators, as wordmarks (no third-party image is downloaded). */
function Regulators({ site }: { site: CountrySite }) {
  const remote = useRemote();
  if (site.regulators.length === 0) return null;
  return (
    <div>
      <h2 className={styles.logoTitle}>
        <Tx k="footer.regulatedBy" />
      </h2>
      <ul className={styles.wordmarks}>
        {site.regulators.map((regulator) => (
          <Wordmark key={regulator.name} name={remote(regulator.name)} short={regulator.short} />
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const t = useT();
  const remote = useRemote();
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  if (country !== 'CO') {
    const site = COUNTRY_SITES[country];
    return (
      <footer className={styles.footer}>
        <div className={`container ${styles.columns}`}>
          <ContactColumn />
          <CountryColumn country={country} />
        </div>
        <div className={`container ${styles.logos}`}>
          <Regulators site={site} />
          <div className={styles.language}>
            <LanguageSelect id="language-footer" tone="dark" />
          </div>
        </div>
        <div className={`container ${styles.legal}`}>
          <p data-testid="site-legal">{remote(site.legalNotice)}</p>
          <p>
            <Tx k="common.sample" />
          </p>
        </div>
      </footer>
    );
  }
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <ContactColumn />
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={t(column.title)} className={styles.column}>
            <h2 className={styles.columnTitle}>
              <Tx k={column.title} />
            </h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  {link.external ? (
                    <a href={link.to} target="_blank" rel="noopener noreferrer">
                      <Tx k={link.label} />
                      <span className="visually-hidden"> {t('footer.newTab')}</span>
                    </a>
                  ) : (
                    <Link to={link.to}>
                      <Tx k={link.label} />
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={`container ${styles.logos}`}>
        <div>
          <h2 className={styles.logoTitle}>
            <Tx k="footer.supportedBy" />
          </h2>
          <ul className={styles.wordmarks}>
            <Wordmark name="Fasecolda" short="FASECOLDA" />
            <Wordmark name="Cámara de Comercio de Bogotá" short="CCB" />
          </ul>
        </div>
        <div>
          <h2 className={styles.logoTitle}>
            <Tx k="footer.regulatedBy" />
          </h2>
          <ul className={styles.wordmarks}>
            <Wordmark name="Superintendencia Financiera de Colombia" short="SFC" />
            <Wordmark name="Superintendencia Nacional de Salud" short="Supersalud" />
          </ul>
        </div>
        <div className={styles.language}>
          <LanguageSelect id="language-footer" tone="dark" />
        </div>
      </div>
      <div className={`container ${styles.legal}`}>
        <p>
          <Tx k="footer.legal" />
        </p>
        <p>
          <Tx k="common.sample" />
        </p>
      </div>
    </footer>
  );
}
