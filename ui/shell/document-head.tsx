import { useLayoutEffect } from 'react';

export interface DocumentHeadProps {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
}

/** Only the prerender (React's static rendering, in Node) has no document. */
const RENDERED_TO_HTML = typeof document === 'undefined';

/**
 * A page's <title>, description and canonical link. The prerender emits the tags, React hoists them
 * and scripts/prerender.mjs moves them into <head>. The browser renders with Preact, which does not
 * hoist: there the head's own tags are kept true instead, so hydration adds nothing to the page and
 * every client navigation updates them.
 */
export function DocumentHead(props: DocumentHeadProps) {
  return RENDERED_TO_HTML ? <HeadTags {...props} /> : <HeadWriter {...props} />;
}

function HeadTags({ title, description, canonical }: DocumentHeadProps) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
    </>
  );
}

function HeadWriter({ title, description, canonical }: DocumentHeadProps) {
  useLayoutEffect(() => {
    document.title = title;
    headTag('meta[name="description"]', () =>
      Object.assign(document.createElement('meta'), { name: 'description' }),
    ).setAttribute('content', description);
    headTag('link[rel="canonical"]', () =>
      Object.assign(document.createElement('link'), { rel: 'canonical' }),
    ).setAttribute('href', canonical);
  }, [title, description, canonical]);
  return null;
}

function headTag(selector: string, create: () => HTMLElement): HTMLElement {
  return document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
}
