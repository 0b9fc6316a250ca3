import type { TextRef } from '../texts/text-ref';
import type { SiteCountryCode } from '../site/country';
import type { ContactHours } from './contact-window';
import type { ContactChannel, ContactPurpose } from './consent-events';

/** The es texts of "Mis datos" (its own page, loaded on its first visit). */
const MY_DATA_TEXTS = {
  title: 'Mis datos',
  lead: 'Aquí ves lo que este navegador guarda de ti y las autorizaciones de contacto que nos diste. Ves precios, comparas y compras sin dejar teléfono ni correo para que te llamen.',
  pledge:
    'Nuestro compromiso: no vendemos ni compartimos tus datos de contacto con nadie. Solo te contactamos por el canal, para el fin y en el horario que autorices.',
  consentsTitle: 'Tus autorizaciones de contacto',
  consentsEmpty: 'No nos has autorizado a contactarte. Nadie te llamará ni te escribirá por usar el sitio.',
  receipt: 'Recibo {{id}} · dada el {{date}}',
  revokedOn: 'Revocada el {{date}}',
  active: 'Vigente',
  revoke: 'Revocar',
  revokeLabel: 'Revocar la autorización por {{channel}} para {{purpose}}',
  sending: 'Enviando…',
  sent: 'Recibida por {{brand}}',
  waiting: 'Pendiente de envío: lo intentaremos de nuevo',
  textShown: 'Texto que aceptaste',
  askTitle: 'Quiero que me contacten',
  askLead:
    'Opcional. Elige un canal y un fin; cada autorización es independiente y la revocas aquí con un toque.',
  channel: 'Canal',
  purpose: 'Para qué',
  addressPhone: 'Celular o fijo',
  addressEmail: 'Correo electrónico',
  hoursTitle: 'Horario que prefieres',
  from: 'Desde',
  to: 'Hasta',
  saturday: 'También los sábados',
  legalHours:
    'La ley (Ley 2300 de 2023) solo permite contactarte de lunes a viernes de 7:00 a 19:00 y los sábados de 8:00 a 15:00, nunca domingos ni festivos, y como máximo una vez al día. Ajustamos tu horario a esos límites.',
  clippedTo: 'Te contactaríamos: {{hours}}',
  noHours: 'Ese horario queda fuera de lo que permite la ley.',
  siteHours:
    'Solo te contactamos de lunes a viernes de 7:00 a 19:00 y los sábados de 8:00 a 15:00, nunca domingos ni festivos, y como máximo una vez al día. Ajustamos tu horario a esos límites.',
  siteNoHours: 'Ese horario queda fuera de los horarios en que contactamos.',
  preview: 'Vas a aceptar este texto:',
  give: 'Autorizar',
  given: 'Listo: guardamos tu autorización. Puedes revocarla arriba cuando quieras.',
  errorPhone: 'Escribe un celular o fijo de Colombia, por ejemplo +57 321 123 4567',
  errorWhatsapp: 'Escribe un celular de Colombia, por ejemplo +57 321 123 4567',
  errorPhoneCL: 'Escribe un celular o fijo de Chile, por ejemplo +56 9 6123 4567',
  errorWhatsappCL: 'Escribe un celular de Chile, por ejemplo +56 9 6123 4567',
  errorPhonePE: 'Escribe un celular de Perú de 9 dígitos, por ejemplo +51 987 654 321',
  errorWhatsappPE: 'Escribe un celular de Perú de 9 dígitos, por ejemplo +51 987 654 321',
  errorPhoneINT: 'Escribe tu teléfono con el código de tu país, por ejemplo +1 305 555 0142',
  errorWhatsappINT: 'Escribe tu celular con el código de tu país, por ejemplo +1 305 555 0142',
  errorEmail: 'Escribe un correo válido, por ejemplo nombre@correo.com',
  errorAlready: 'Ya nos autorizaste este canal para este fin: revócalo arriba si quieres cambiarlo.',
  historyTitle: 'Tu historial en este navegador',
  historyLead:
    'Perfiles, planes elegidos, compras en curso y preferencias se guardan solo en este navegador. Puedes borrarlos; las autorizaciones que sigan vigentes en nuestro registro no se borran con esto: revócalas arriba.',
  historyDelete: 'Borrar mi historial',
  historyConfirm: 'Sí, borrar todo',
  historyCancel: 'Cancelar',
  historyAsk: '¿Borrar todo lo que este navegador guarda de ti? No se puede deshacer.',
  historyPending: 'Espera a que se envíe lo pendiente para borrar tu historial.',
  historyDeleted: 'Borramos tu historial de este navegador.',
} as const;

/** The channels' and purposes' names, and the parts of the authorisation's text. */
const CONSENT_TEXTS = {
  telefono: 'llamada telefónica',
  whatsapp: 'WhatsApp',
  email: 'correo electrónico',
  asesoria: 'asesorarme sobre los planes que comparé',
  novedades: 'enviarme novedades y ofertas de seguros',
  weekdays: 'de lunes a viernes de {{from}}:00 a {{to}}:00',
  saturday: 'los sábados de {{from}}:00 a {{to}}:00',
  statement:
    'Autorizo a {{brand}} a contactarme por {{channel}} al {{address}} para {{purpose}}, {{hours}}, nunca domingos ni festivos y como máximo una vez al día. No venderán ni compartirán mis datos de contacto. Puedo revocar esta autorización cuando quiera en «Mis datos».',
} as const;

/** The hours a consent allows, in words: its weekday and Saturday ranges, joined by the language. */
export function consentHoursText(hours: ContactHours): TextRef {
  const parts: TextRef[] = [];
  if (hours.weekdays)
    parts.push({ key: 'consent.weekdays', params: { from: hours.weekdays[0], to: hours.weekdays[1] } });
  if (hours.saturday)
    parts.push({ key: 'consent.saturday', params: { from: hours.saturday[0], to: hours.saturday[1] } });
  return { key: 'consent.hoursList', lists: { parts } };
}

/** The authorisation a visitor reads before giving it: what is recorded is exactly this, as shown. */
export function consentStatement(
  channel: ContactChannel,
  purpose: ContactPurpose,
  address: string,
  hours: ContactHours,
): TextRef {
  return {
    key: 'consent.statement',
    params: { address },
    lists: {
      channel: [{ key: `consent.${channel}` }],
      purpose: [{ key: `consent.${purpose}` }],
      hours: [consentHoursText(hours)],
    },
  };
}

/**
 * The contact hours' rule as each site says it: Colombia's is its law (Ley 2300 de 2023); the other
 * sites keep the same limits as their own promise, never citing a Colombian law.
 */
export function contactHoursTexts(country: SiteCountryCode): {
  readonly rule: 'myData.legalHours' | 'myData.siteHours';
  readonly none: 'myData.noHours' | 'myData.siteNoHours';
} {
  return country === 'CO'
    ? { rule: 'myData.legalHours', none: 'myData.noHours' }
    : { rule: 'myData.siteHours', none: 'myData.siteNoHours' };
}

type AddressErrorKey = Extract<keyof typeof MY_DATA_TEXTS, `error${'Phone' | 'Whatsapp' | 'Email'}${string}`>;

/** Each site's words for a phone its rule refuses (the site's own country and example number). */
const ADDRESS_ERRORS: Readonly<Record<SiteCountryCode, Readonly<Record<ContactChannel, AddressErrorKey>>>> = {
  CO: { telefono: 'errorPhone', whatsapp: 'errorWhatsapp', email: 'errorEmail' },
  CL: { telefono: 'errorPhoneCL', whatsapp: 'errorWhatsappCL', email: 'errorEmail' },
  PE: { telefono: 'errorPhonePE', whatsapp: 'errorWhatsappPE', email: 'errorEmail' },
  INT: { telefono: 'errorPhoneINT', whatsapp: 'errorWhatsappINT', email: 'errorEmail' },
};

/** The message for an address a site's consent refuses: its key and its Spanish words. */
export function consentAddressError(
  country: SiteCountryCode,
  channel: ContactChannel,
): { readonly key: `myData.${AddressErrorKey}`; readonly es: string } {
  const id = ADDRESS_ERRORS[country][channel];
  return { key: `myData.${id}`, es: MY_DATA_TEXTS[id] };
}

export const MY_DATA_ES = {
  myData: MY_DATA_TEXTS,
  consent: { ...CONSENT_TEXTS, hoursList: '{{parts}}' },
} as const;
