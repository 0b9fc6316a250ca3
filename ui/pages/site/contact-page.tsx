import { contactFormTexts, SITE_PAGES_ES } from '../../../core/domain';
import { useAppSelector } from '../../app-context';
import { useContactEmail } from '../../visitors/use-contact-email';
import { useContent } from '../../content/use-content';
import { Tx, useRemote, useT, withTexts } from '../../i18n/texts';
import { Icon } from '../../shell/icons';
import { ContactForm } from './contact-form';
import styles from './site-pages.module.css';

const ICONS: Readonly<Record<string, string>> = {
  teléfono: 'phone',
  whatsapp: 'whatsapp',
  correo: 'mail',
  dirección: 'pin',
  horario: 'clock',
};

/** /contacto: the form and the contact channels from api/contactInformations. */
function ContactPage() {
  const t = useT();
  // The site's own address (each country's, or the partner's on its subdomain), never Colombia's.
  const email = useContactEmail();
  const remote = useRemote();
  const texts = contactFormTexts(useAppSelector((snapshot) => snapshot.context.country.code));
  const contact = useContent({ kind: 'contactInformations' });
  const channels =
    contact.status === 'ready'
      ? (contact.value.find((group) => group.name === 'contacto')?.contactInformations ?? [])
      : [];
  return (
    <div className="container">
      <header className={styles.pageHead}>
        <h1>
          <Tx k="contact.title" />
        </h1>
        <p className={styles.lead}>
          <Tx k="contact.lead" />
        </p>
      </header>
      <div className={styles.twoColumns}>
        <ContactForm title={t('contact.formTitle')} />
        <aside className={styles.channels} aria-labelledby="channels-title">
          <h2 id="channels-title" className={styles.sectionTitle}>
            <Tx k="contact.channels" />
          </h2>
          <ul className={styles.channelList}>
            {channels.length === 0 ? (
              <li>
                <Icon name="mail" />
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            ) : (
              channels.map((entry) => (
                <li key={entry.name}>
                  <Icon name={ICONS[entry.name.toLowerCase()] ?? 'info'} />
                  <div>
                    <span className={styles.channelName}>{remote(entry.name)}</span>
                    {entry.link ? (
                      <a
                        href={entry.link}
                        {...(entry.link.startsWith('http')
                          ? { target: '_blank', rel: 'noopener noreferrer' }
                          : {})}
                      >
                        {remote(entry.info)}
                      </a>
                    ) : (
                      <span>{remote(entry.info)}</span>
                    )}
                  </div>
                </li>
              ))
            )}
          </ul>
          <p className={styles.muted}>
            <Tx k={texts.hours} />
          </p>
        </aside>
      </div>
    </div>
  );
}

export default withTexts(SITE_PAGES_ES, ContactPage);
