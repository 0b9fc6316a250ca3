/**
 * The partner's header and footer HTML is sanitised with DOMPurify before it touches the page (§3).
 * DOMPurify loads on demand: only partner sites download it. Forms, frames, styles and every event
 * handler are dropped; links to other sites open without access to this one.
 */
import { safeApiLink } from '../../core/domain/shared/validators/api-link';

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
  // Media would load from the partner's hosts, which the site's policy does not allow (issue 27).
  'audio',
  'video',
  'source',
  'track',
  'picture',
  'bgsound',
];

/** Attributes that load something or could carry script in some browser: never kept. */
const FORBID_ATTR = [
  'style',
  'srcset',
  'formaction',
  'action',
  'xlink:href',
  'background',
  'poster',
  'ping',
  'dynsrc',
  'lowsrc',
  'longdesc',
  'usemap',
];

/**
 * An image's source is kept only from this site (the policy allows no other image host for partner
 * chrome, so anything else would be a blocked request and a reported violation).
 */
function sameOriginSource(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.startsWith('//') || trimmed.includes('\\')) return false;
  if (!URL.canParse(trimmed, location.href)) return false;
  return new URL(trimmed, location.href).origin === location.origin;
}

/**
 * Chromium checks an inline handler against the page's policy as soon as any parser meets the attribute,
 * even in the inert document DOMPurify parses into, and reports a violation for each one (issue 27).
 * Renaming every on…= attribute before parsing ('x-on…', which DOMPurify then drops with the other
 * unknown attributes) leaves the parser nothing to check. Names start after a space, a slash or a quote.
 */
function disarmHandlers(html: string): string {
  return html.replace(/([\s/"'`])(on[^\s/>=]*\s*=)/gi, '$1x-$2');
}

type Purifier = (html: string) => string;
let purifier: Promise<Purifier> | null = null;

function loadPurifier(): Promise<Purifier> {
  purifier ??= import('dompurify').then(({ default: DOMPurify }) => {
    // Partner chrome needs no inline data: documents or images; drop them with the rest. Links follow the
    // same rule as every link the API sends (core/domain api-link); images come from this site only.
    DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
      if (/^\s*data:/i.test(data.attrValue)) data.keepAttr = false;
      else if (data.attrName === 'href' && !data.attrValue.trim().startsWith('#')) {
        const href = safeApiLink(data.attrValue);
        if (href === null) data.keepAttr = false;
        else data.attrValue = href;
      } else if (data.attrName === 'src' && !sameOriginSource(data.attrValue)) data.keepAttr = false;
    });
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('rel', 'noopener noreferrer');
        node.setAttribute('target', '_blank');
      }
    });
    return (html: string) =>
      DOMPurify.sanitize(disarmHandlers(html), {
        USE_PROFILES: { html: true },
        FORBID_TAGS,
        FORBID_ATTR,
        ALLOW_DATA_ATTR: false,
        ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|whatsapp:|\/(?![/\\])|#)/i,
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
