import { jsonLdText, type PlanHead } from '../../core/domain';
import { useText } from '../i18n/texts';
import { DocumentHead } from '../shell/document-head';

/** The document head of a plan page: title, meta and link go to <head> (DocumentHead); JSON-LD stays in the page. */
export function PlanHeadTags({ head }: { head: PlanHead }) {
  const text = useText();
  return (
    <>
      <DocumentHead
        title={text(head.titleText)}
        description={text(head.descriptionText)}
        canonical={head.canonicalUrl}
      />
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
