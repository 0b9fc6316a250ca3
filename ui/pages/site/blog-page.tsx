import { useEffect, useState } from 'react';
import {
  activeSection,
  ARTICLE_SECTION_ACTIVE_RATIO,
  blogArticlePath,
  blogComparePath,
  blogPath,
  blogSlug,
  type BlogArticle,
  type BlogArticleSummary,
  SITE_PAGES_ES,
} from '../../../core/domain';
import { useAppSelector } from '../../app-context';
import { useContent } from '../../content/use-content';
import { Tx, useT, withTexts } from '../../i18n/texts';
import type { PageProps } from '../../routing/page-outlet';
import { Link } from '../../routing/link';
import { ContentError, ContentLoading } from '../../shell/content-error';
import { RouteHead } from '../../shell/route-head';
import { useSiteFormat } from '../../shell/use-site-format';
import styles from './site-pages.module.css';

/** The site's blog (/QS-Blog, /QP-Blog, /IH-Blog) and its articles at {blog}/{slug}. */
function BlogPage({ route }: PageProps) {
  const slug = blogSlug(route.params);
  return slug ? <ArticlePage slug={slug} /> : <BlogIndex />;
}

const useCountry = () => useAppSelector((snapshot) => snapshot.context.country.code);

function ArticleCards({ articles }: { articles: readonly BlogArticleSummary[] }) {
  const t = useT();
  const country = useCountry();
  const { date } = useSiteFormat();
  return (
    <ul className={styles.cardGrid}>
      {articles.map((article) => (
        <li key={article.slug} className={styles.card}>
          <span className={styles.badge}>{article.tag}</span>
          <h2 className={styles.cardTitle}>
            <Link to={blogArticlePath(article.slug, country)}>{article.title}</Link>
          </h2>
          <p className={styles.muted}>{article.description}</p>
          <p className={styles.meta}>
            <time dateTime={article.publishedAt}>{date(article.publishedAt)}</time> ·{' '}
            {t('blog.minutes', { count: article.readingMinutes })}
          </p>
        </li>
      ))}
    </ul>
  );
}

function BlogIndex() {
  const request = { kind: 'blogIndex' } as const;
  const articles = useContent(request);
  return (
    <div className="container">
      <RouteHead />
      <header className={styles.pageHead}>
        <h1>
          <Tx k="blog.title" />
        </h1>
        <p className={styles.lead}>
          <Tx k="blog.lead" />
        </p>
      </header>
      {articles.status === 'loading' && <ContentLoading rows={6} />}
      {articles.status === 'failed' && <ContentError request={request} />}
      {articles.status === 'ready' && <ArticleCards articles={articles.value} />}
    </div>
  );
}

function ArticlePage({ slug }: { slug: string }) {
  const t = useT();
  const country = useCountry();
  const request = { kind: 'blogArticle', slug } as const;
  const article = useContent(request);
  if (article.status === 'loading')
    return (
      <div className="container">
        <RouteHead />
        <ContentLoading rows={8} />
      </div>
    );
  if (article.status === 'failed')
    return (
      <div className="container">
        <RouteHead />
        <ContentError request={request} />
      </div>
    );
  if (!article.value)
    return (
      <div className="container">
        <RouteHead content={{ title: t('blog.notFound') }} />
        <header className={styles.pageHead}>
          <h1>
            <Tx k="blog.notFound" />
          </h1>
          <p className={styles.lead}>
            <Tx k="blog.notFoundText" />
          </p>
          <Link to={blogPath(country)} className="button button-primary">
            <Tx k="blog.back" />
          </Link>
        </header>
      </div>
    );
  return <Article article={article.value} />;
}

/** Marks the section in view: the first at or above the intersection ratio 0.45 (§2 article side menu). */
function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  const key = ids.join(',');
  useEffect(() => {
    const ratios: Record<string, number> = {};
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) ratios[entry.target.id] = entry.intersectionRatio;
        setActive((previous) => activeSection(ratios, ids, previous));
      },
      { threshold: [0, ARTICLE_SECTION_ACTIVE_RATIO, 1] },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids are compared by value
  }, [key]);
  return active;
}

function Article({ article }: { article: BlogArticle }) {
  const t = useT();
  const country = useCountry();
  const { date } = useSiteFormat();
  const ids = article.sections.map((section) => section.id);
  const active = useActiveSection(ids);
  const more = useContent({ kind: 'blogIndex' });
  return (
    <div className="container">
      <RouteHead content={{ title: article.title, description: article.description }} type="article" />
      <nav aria-label={t('detail.breadcrumb')} className={styles.breadcrumb}>
        <Link to={blogPath(country)}>
          <Tx k="blog.title" />
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{article.title}</span>
      </nav>
      <div className={styles.articleLayout}>
        <article className={styles.article}>
          <header>
            <span className={styles.badge}>{article.tag}</span>
            <h1>{article.title}</h1>
            <p className={styles.lead}>{article.description}</p>
            <p className={styles.meta}>
              {t('blog.by', { author: article.author })} ·{' '}
              <time dateTime={article.publishedAt}>{date(article.publishedAt)}</time> ·{' '}
              {t('blog.minutes', { count: article.readingMinutes })}
            </p>
          </header>
          {article.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.articleSection}
              aria-labelledby={`${section.id}-h`}
            >
              <h2 id={`${section.id}-h`}>
                <a href={`#${section.id}`} className={styles.anchor}>
                  {section.heading}
                </a>
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </section>
          ))}
          <aside className={styles.cta}>
            <p>
              <Tx k="blog.cta" />
            </p>
            <Link to={blogComparePath(country)} className="button button-primary">
              <Tx k="blog.ctaButton" />
            </Link>
          </aside>
        </article>
        <nav className={styles.sideMenu} aria-label={t('blog.contents')}>
          <p className={styles.sideMenuTitle}>
            <Tx k="blog.contents" />
          </p>
          <ol>
            {article.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className={active === section.id ? styles.sideActive : undefined}
                  aria-current={active === section.id ? 'location' : undefined}
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </div>
      {more.status === 'ready' && (
        <section aria-labelledby="more-articles" className={styles.more}>
          <h2 id="more-articles" className={styles.sectionTitle}>
            <Tx k="blog.more" />
          </h2>
          <ArticleCards articles={more.value.filter((other) => other.slug !== article.slug).slice(0, 3)} />
        </section>
      )}
    </div>
  );
}

export default withTexts(SITE_PAGES_ES, BlogPage);
