import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { headOnPartner } from '../../core/domain';
import { selectPartner } from '../../core/machines/surface';
import { useSubdomainActor } from '../visitors/use-visitor-actors';

export interface DocumentHeadProps {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
}

/**
 * A page's <title>, description and canonical link. React 19 hoists them into <head>: in the prerender
 * (scripts/prerender.mjs moves them there, replacing the shell's defaults) and in the browser, where
 * hydration adopts the tags the prerender wrote and every client navigation updates them.
 */
export function DocumentHead({ title, description, canonical }: DocumentHeadProps) {
  // On a partner subdomain the partner's SEO title and description stand for every page (§3 SEOMetadata).
  const partner = useSelector(useSubdomainActor(), selectPartner);
  const head = headOnPartner({ title, description }, partner);
  const extra = head.extra;
  // The prerendered page's own title and description stay in <head> beside the partner's (hydration
  // does not claim them when they differ): the tags React does not own are removed, so the partner's
  // are the only ones a browser, a crawler or a share preview reads.
  useEffect(() => {
    if (!extra) return;
    for (const element of document.head.querySelectorAll('title, meta[name="description"]'))
      if (!Object.keys(element).some((key) => key.startsWith('__reactFiber$'))) element.remove();
  }, [extra, head.title, head.description]);
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <link rel="canonical" href={canonical} />
      {extra?.image ? <meta property="og:image" content={extra.image} /> : null}
      {extra ? <meta property="og:title" content={head.title} /> : null}
      {extra ? <meta property="og:description" content={head.description} /> : null}
      {extra?.keywords ? <meta name="keywords" content={extra.keywords} /> : null}
      {extra?.twitterSite ? <meta name="twitter:site" content={extra.twitterSite} /> : null}
      {extra?.author ? <meta name="author" content={extra.author} /> : null}
    </>
  );
}
