import { jsonLdText } from '../../core/domain';

/** Structured data (schema.org) for crawlers, built in the domain; inert for the page. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // JSON-LD is data, escaped by jsonLdText so no text can close the element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
