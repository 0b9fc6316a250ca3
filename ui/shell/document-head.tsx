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
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
    </>
  );
}
