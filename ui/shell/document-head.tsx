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
