import type { Language } from '../api/i18n';
import type { SiteCountryCode } from '../site/country';
import { siteBrandName } from '../site/country-site';

/**
 * The share tags of a page (Open Graph and Twitter cards): what a link preview on WhatsApp, Facebook,
 * LinkedIn or X shows. They say the page's own title and description in its language, its canonical
 * address and one image, so a shared page reads as the page itself.
 */
export interface SocialTag {
  /** Open Graph tags are `property`, Twitter's `name`. */
  readonly attribute: 'property' | 'name';
  readonly key: string;
  readonly content: string;
}

export interface SocialHeadInput {
  readonly title: string;
  readonly description: string;
  /** Absolute, the page's canonical address: og:url says the same. */
  readonly canonical: string;
  /** Absolute address of the image (1200 x 630). */
  readonly image: string;
  /** 'article' for a blog article, 'website' for every other page. */
  readonly type: 'website' | 'article';
  readonly lang: Language;
  readonly country: SiteCountryCode;
  /** The partner's Twitter account on a partner subdomain. */
  readonly twitterSite?: string | null;
}

/** The page's locale for Open Graph: Spanish of the site's country, English (US) or Portuguese (Brazil). */
const SPANISH_LOCALE: Readonly<Record<SiteCountryCode, string>> = {
  CO: 'es_CO',
  CL: 'es_CL',
  PE: 'es_PE',
  INT: 'es_LA',
};
const ogLocale = (lang: Language, country: SiteCountryCode): string =>
  lang === 'en' ? 'en_US' : lang === 'pt' ? 'pt_BR' : SPANISH_LOCALE[country];

export function socialHead(input: SocialHeadInput): SocialTag[] {
  const og = (key: string, content: string): SocialTag => ({ attribute: 'property', key, content });
  const twitter = (key: string, content: string): SocialTag => ({ attribute: 'name', key, content });
  return [
    og('og:type', input.type),
    og('og:site_name', siteBrandName(input.country)),
    og('og:locale', ogLocale(input.lang, input.country)),
    og('og:title', input.title),
    og('og:description', input.description),
    og('og:url', input.canonical),
    og('og:image', input.image),
    og('og:image:width', '1200'),
    og('og:image:height', '630'),
    twitter('twitter:card', 'summary_large_image'),
    twitter('twitter:title', input.title),
    twitter('twitter:description', input.description),
    twitter('twitter:image', input.image),
    ...(input.twitterSite ? [twitter('twitter:site', input.twitterSite)] : []),
  ];
}
