import { SHELL_ES } from '../texts/shell-es';
import { SITE_COUNTRIES, type SiteCountryCode } from '../site/country';
import { siteBrandName } from '../site/country-site';

/** What a site's empty page says before its code runs: its language, title, description and noscript. */
interface SiteShell {
  readonly lang: string;
  readonly title: string;
  readonly description: string;
  readonly noscript: string;
}

/**
 * The shell of Chile, Peru and the international site: their brand, language and what they compare
 * (the same words as their home's head), never Colombia's. Colombia's shell is index.html itself.
 */
function siteShell(country: Exclude<SiteCountryCode, 'CO'>): SiteShell {
  const brand = siteBrandName(country);
  return {
    lang: SITE_COUNTRIES[country].locale,
    title: `${brand} · ${SHELL_ES.head[`home${country}`]}`,
    description: SHELL_ES.head[`homeDescription${country}`],
    noscript: `${brand} necesita JavaScript para comparar planes.`,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The built index.html said as a site's shell: its lang, <title>, description and <noscript> replaced. */
export function siteShellHtml(template: string, country: SiteCountryCode): string {
  // Colombia's shell is the template; a code no site has (a mistyped VITE_COUNTRY) leaves it too.
  if (country === 'CO' || !Object.hasOwn(SITE_COUNTRIES, country)) return template;
  const shell = siteShell(country);
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${shell.lang}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(shell.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(shell.description)}" />`,
    )
    .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${escapeHtml(shell.noscript)}</noscript>`);
}
