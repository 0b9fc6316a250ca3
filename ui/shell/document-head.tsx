import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { headOnPartner, socialHead } from '../../core/domain';
import { selectPartner } from '../../core/machines/surface';
import { useAppSelector } from '../app-context';
import { useLanguage } from '../i18n/texts';
import { useSubdomainActor } from '../visitors/use-visitor-actors';
import shareImage from './share-image.jpg';

export interface DocumentHeadProps {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  /** A blog article is an 'article' to a link preview; every other page a 'website'. */
  readonly type?: 'website' | 'article';
}

/**
 * A page's <title>, description, canonical link and share tags (Open Graph, Twitter card: the same
 * title and description, og:url the canonical, the site's share image). React 19 hoists them into
 * <head>: in the prerender (scripts/prerender.mjs moves them there, replacing the shell's defaults) and
 * in the browser, where hydration adopts the tags the prerender wrote and every client navigation
 * updates them.
 */
export function DocumentHead({ title, description, canonical, type = 'website' }: DocumentHeadProps) {
  // On a partner subdomain the partner's SEO title and description stand for every page (§3 SEOMetadata).
  const partner = useSelector(useSubdomainActor(), selectPartner);
  const head = headOnPartner({ title, description }, partner);
  const extra = head.extra;
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  const lang = useLanguage();
  const social = socialHead({
    title: head.title,
    description: head.description,
    canonical,
    // The partner's own image on its subdomain; else the site's, served beside the code (/assets/).
    image: new URL(extra?.image ?? shareImage, canonical).href,
    type,
    lang,
    country,
    twitterSite: extra?.twitterSite ?? null,
  });
  // The prerendered page's own tags stay in <head> beside React's when hydration does not claim them
  // (a partner's title, a page the browser renders afresh in another language): the tags React does
  // not own are removed, so React's are the only ones a browser, a crawler or a share preview reads.
  useEffect(() => {
    const owned =
      'title, meta[name="description"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]';
    for (const element of document.head.querySelectorAll(owned))
      if (!Object.keys(element).some((key) => key.startsWith('__reactFiber$'))) element.remove();
  }, [extra, head.title, head.description, canonical]);
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <link rel="canonical" href={canonical} />
      {social.map((tag) =>
        tag.attribute === 'property' ? (
          <meta key={tag.key} property={tag.key} content={tag.content} />
        ) : (
          <meta key={tag.key} name={tag.key} content={tag.content} />
        ),
      )}
      {extra?.keywords ? <meta name="keywords" content={extra.keywords} /> : null}
      {extra?.author ? <meta name="author" content={extra.author} /> : null}
    </>
  );
}
