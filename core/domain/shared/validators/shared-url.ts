import type { SiteCountryCode } from '../../site/country';
import { COUNTRY_HOSTS } from '../routes/site-base';

/** A shared URL is valid only if its host is one of the product's own country hosts (§5). */
export function isAllowedSharedUrl(
  url: string,
  country: SiteCountryCode,
  hosts: readonly string[] = COUNTRY_HOSTS[country],
): boolean {
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  return hosts.includes(parsed.hostname.toLowerCase());
}
