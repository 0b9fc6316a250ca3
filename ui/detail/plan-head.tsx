import { jsonLdText, type PlanHead } from '../../core/domain';
import { useText } from '../i18n/texts';

/** The document head of a plan page: React hoists title, meta and link; JSON-LD stays in the page. */
export function PlanHeadTags({ head }: { head: PlanHead }) {
  const text = useText();
  return (
    <>
      <title>{text(head.titleText)}</title>
      <meta name="description" content={text(head.descriptionText)} />
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
