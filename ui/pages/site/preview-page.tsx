import { LANDING_LOCALES, previewSlug, SITE_PAGES_ES } from '../../../core/domain';
import { useContent } from '../../content/use-content';
import { Tx, useT, useTranslator, withTexts } from '../../i18n/texts';
import type { PageProps } from '../../routing/page-outlet';
import { ContentLoading } from '../../shell/content-error';
import { LandingBody } from './landing-page';
import styles from './site-pages.module.css';

/** /preview?slug=…: how a content-service landing will look, before it is linked from the site. */
function PreviewPage({ route }: PageProps) {
  const t = useT();
  const { lang } = useTranslator();
  const slug = previewSlug(route.location.search);
  const landing = useContent({ kind: 'landing', slug, locale: LANDING_LOCALES[lang] });
  const content = landing.status === 'ready' ? landing.value : null;
  return (
    <div className="container">
      <p className={styles.previewNotice} role="note">
        {t('preview.notice', { slug })}
      </p>
      {landing.status === 'loading' && <ContentLoading rows={4} />}
      {content && content.title ? (
        <>
          <header className={styles.pageHead}>
            <h1>{content.title}</h1>
            <p className={styles.lead}>{content.description}</p>
          </header>
          <LandingBody landing={content} />
        </>
      ) : (
        landing.status === 'ready' && (
          <header className={styles.pageHead}>
            <h1>{slug}</h1>
            <p className={styles.lead}>
              <Tx k="preview.empty" />
            </p>
          </header>
        )
      )}
    </div>
  );
}

export default withTexts(SITE_PAGES_ES, PreviewPage);
