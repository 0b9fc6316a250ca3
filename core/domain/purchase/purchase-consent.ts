import type { SiteCountryCode } from '../site/country';

/**
 * The authorisation a buyer ticks in an online purchase, citing the data-protection law of the site's
 * country: Colombia's Ley 1581 de 2012, Chile's Ley 19.628 sobre protección de la vida privada, Peru's
 * Ley 29733 de Protección de Datos Personales. The international site sells to residents of many
 * countries and its code names no operating company, so it cites no national law (docs/decisions.md).
 */
const PURCHASE_CONSENT: Readonly<Record<SiteCountryCode, string>> = {
  CO: 'Autorizo el tratamiento de mis datos personales para gestionar esta compra (Ley 1581 de 2012) y acepto las condiciones del plan.',
  CL: 'Autorizo el tratamiento de mis datos personales para gestionar esta compra (Ley 19.628 sobre protección de la vida privada) y acepto las condiciones del seguro.',
  PE: 'Autorizo el tratamiento de mis datos personales para gestionar esta compra (Ley 29733, Ley de Protección de Datos Personales) y acepto las condiciones del plan.',
  INT: 'Autorizo el tratamiento de mis datos personales para gestionar esta compra y acepto las condiciones del plan.',
};

/** The purchase consent's words on a site (the label its purchase forms send). */
export function purchaseConsentText(country: SiteCountryCode): string {
  return PURCHASE_CONSENT[country];
}
