import { headSuffix, pageHead, type HeadContent, type HeadText } from '../../core/domain';
import { useAppSelector } from '../app-context';
import { useT } from '../i18n/texts';
import { useRoute } from '../routing/use-route';
import { DocumentHead } from './document-head';

/** The page's <title>, description, canonical link and share tags (DocumentHead puts them in <head>). */
export function RouteHead({ content, type }: { content?: HeadContent; type?: 'website' | 'article' }) {
  const route = useRoute();
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  const t = useT();
  const head = pageHead(route, country, content);
  if (!head) return null;
  const text = (value: HeadText) =>
    'text' in value ? value.text : `${t(value.key, value.params)}${value.suffix ? headSuffix(country) : ''}`;
  return (
    <DocumentHead
      title={text(head.title)}
      description={text(head.description)}
      canonical={head.canonical}
      {...(type ? { type } : {})}
    />
  );
}
