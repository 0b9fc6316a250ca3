import {
  LANDING_SLUGS,
  LANDING_LOCALES,
  type LandingContent,
  type LandingPageName,
  type TextKey,
  SITE_PAGES_ES,
} from '../../../core/domain';
import { useContent } from '../../content/use-content';
import { Tx, useT, useTranslator, withTexts } from '../../i18n/texts';
import type { PageProps } from '../../routing/page-outlet';
import { Link } from '../../routing/link';
import { ContentError, ContentLoading } from '../../shell/content-error';
import { RouteHead } from '../../shell/route-head';
import { ContactForm } from './contact-form';
import styles from './site-pages.module.css';

/** Each landing page's own texts: shown when the content service has nothing (its empty default). */
const OWN_TEXTS: Readonly<Record<LandingPageName, { title: TextKey; lead: TextKey }>> = {
  about: { title: 'about.title', lead: 'about.lead' },
  partners: { title: 'partners.title', lead: 'partners.lead' },
  referrals: { title: 'referrals.title', lead: 'referrals.lead' },
  'paid-media-landing': { title: 'registro.title', lead: 'registro.lead' },
};

/** The body of a landing: its sections and items. Shared with /preview. */
export function LandingBody({ landing }: { landing: LandingContent }) {
  return (
    <>
      {landing.items.length > 0 && (
        <ul className={styles.highlights}>
          {landing.items.map((item) => (
            <li key={item.title} className={styles.highlight}>
              <strong>{item.title}</strong>
              <span>{item.text}</span>
            </li>
          ))}
        </ul>
      )}
      {landing.sections.map((section) => (
        <section key={section.heading} className={styles.prose}>
          <h2>{section.heading}</h2>
          <p>{section.body}</p>
        </section>
      ))}
    </>
  );
}

/** /Que-es-QueSeguro, /Partners-y-Alianzas, /Referidos-QueSeguro and /Registro. */
function LandingPage({ route }: PageProps) {
  const page = route.page as LandingPageName;
  const { lang } = useTranslator();
  const t = useT();
  const request = { kind: 'landing', slug: LANDING_SLUGS[page], locale: LANDING_LOCALES[lang] } as const;
  const landing = useContent(request);
  const own = OWN_TEXTS[page];
  const content = landing.status === 'ready' ? landing.value : null;
  const title = content?.title || t(own.title);
  const lead = content?.description || t(own.lead);
  return (
    <div className="container">
      <RouteHead content={{ title, description: lead }} />
      <header className={styles.pageHead}>
        <h1>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </header>
      {landing.status === 'loading' && <ContentLoading rows={4} />}
      {/* Its items could not load: the place says so, with the e-mail, and heals by itself (issue 27). */}
      {landing.status === 'failed' && <ContentError request={request} />}
      <div className={page === 'paid-media-landing' ? styles.twoColumns : undefined}>
        <div>{content && <LandingBody landing={content} />}</div>
        {page === 'paid-media-landing' && <ContactForm title={t('registro.formTitle')} showMessage={false} />}
      </div>
      {page === 'partners' && (
        <Link to="/contacto" className="button button-primary">
          <Tx k="partners.cta" />
        </Link>
      )}
      {page === 'referrals' && (
        <Link to="/contacto" className="button button-primary">
          <Tx k="referrals.cta" />
        </Link>
      )}
      {page === 'about' && (
        <Link to="/Comparar/Polizas-de-Salud" className="button button-primary">
          <Tx k="blog.ctaButton" />
        </Link>
      )}
    </div>
  );
}

export default withTexts(SITE_PAGES_ES, LandingPage);
