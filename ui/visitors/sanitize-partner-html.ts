/**
 * The partner's header and footer HTML is sanitised with DOMPurify before it touches the page (§3).
 * DOMPurify loads on demand: only partner sites download it. Forms, frames, styles and every event
 * handler are dropped; links to other sites open without access to this one.
 */
const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'frame',
  'object',
  'embed',
  'base',
  'meta',
  'link',
  'svg',
  'math',
];

type Purifier = (html: string) => string;
let purifier: Promise<Purifier> | null = null;

function loadPurifier(): Promise<Purifier> {
  purifier ??= import('dompurify').then(({ default: DOMPurify }) => {
    // Partner chrome needs no inline data: documents or images; drop them with the rest.
    DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
      if (/^\s*data:/i.test(data.attrValue)) data.keepAttr = false;
    });
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('rel', 'noopener noreferrer');
        node.setAttribute('target', '_blank');
      }
    });
    return (html: string) =>
      DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS,
        FORBID_ATTR: ['style', 'srcset', 'formaction', 'action', 'xlink:href'],
        ALLOW_DATA_ATTR: false,
        ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
      });
  });
  purifier.catch(() => (purifier = null));
  return purifier;
}

const cache = new Map<string, Promise<string>>();

/** The sanitised HTML; on a failed load, nothing (the partner's chrome is left out, never raw). */
export function sanitizedPartnerHtml(html: string): Promise<string> {
  let found = cache.get(html);
  if (!found) {
    found = loadPurifier().then(
      (purify) => purify(html),
      () => '',
    );
    cache.set(html, found);
  }
  return found;
}
