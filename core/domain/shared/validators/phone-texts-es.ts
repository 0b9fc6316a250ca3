import type { SiteCountryCode } from '../../site/country';

/**
 * What a form says when a phone does not pass the site's rule (validateSitePhone): the same sentence in
 * every form of a site, naming its numbering plan and that the country code may be typed or left out.
 */
export const PHONE_RULE_TEXTS: Readonly<Record<SiteCountryCode, string>> = {
  CO: 'Escribe un celular colombiano de 10 dígitos, con o sin +57, por ejemplo 321 123 4567',
  CL: 'Escribe un celular chileno de 9 dígitos, con o sin +56, por ejemplo 9 6123 4567',
  PE: 'Escribe un celular peruano de 9 dígitos que empiece por 9, con o sin +51, por ejemplo 987 654 321',
  INT: 'Escribe tu teléfono con el código de tu país, por ejemplo +1 305 555 0142',
};
