import { jsonLdText, type PlanHead } from '../../core/domain';

/** The document head of a plan page: React hoists title, meta and link; JSON-LD stays in the page. */
export function PlanHeadTags({ head }: { head: PlanHead }) {
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <link rel="canonical" href={head.canonicalUrl} />
      {head.jsonLd.map((block, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON-LD is data, built and escaped in the domain (jsonLdText).
          dangerouslySetInnerHTML={{ __html: jsonLdText(block) }}
        />
      ))}
    </>
  );
}
