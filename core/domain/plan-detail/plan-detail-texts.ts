// The es-CO texts the plan detail's rules say (tabs, sections, the request form), apart from the rules
// themselves; the view's own texts are in detail-view-texts.ts, which only the detail's code loads.
import type { PlanPart } from './plan-degraded';
import type { PlanTab } from './plan-tabs';

/** The sections' names as the notice says them, in es-CO; en and pt under `planParts`. */
export const PLAN_PART_TEXTS = {
  price: 'el precio para tu perfil',
  coverages: 'las coberturas',
  topAmounts: 'los topes y deducibles',
  descriptions: 'la descripción del plan',
  exclusions: 'las exclusiones',
  network: 'la red de clínicas',
  faq: 'las preguntas frecuentes',
  documents: 'los documentos',
  payment: 'los medios de pago',
} as const satisfies Record<PlanPart, string>;

export const PLAN_REQUEST_TEXTS = {
  nombre: 'Ingresa tu nombre y apellido (solo letras).',
  rutRequired: 'Ingresa tu número de documento.',
  rutPattern: 'El número de documento debe tener entre 8 y 12 dígitos, sin puntos ni letras.',
  rutInvalid: 'El RUT no es válido.',
  rutPatternCL: 'Escribe tu RUT con su dígito verificador, por ejemplo 18.972.631-7.',
  rutPatternINT: 'El documento debe tener entre 5 y 12 letras o números.',
  telefonoPatternCL: 'Escribe un celular chileno de 9 dígitos, con o sin +56, por ejemplo 9 6123 4567.',
  telefonoPatternPE:
    'Escribe un celular peruano de 9 dígitos que empiece por 9, con o sin +51, por ejemplo 987 654 321.',
  telefonoPatternINT: 'Escribe tu teléfono con el código de tu país, por ejemplo +1 305 555 0142.',
  email: 'Ingresa un correo electrónico válido, por ejemplo nombre@correo.com.',
  telefonoRequired: 'Ingresa tu número de celular.',
  telefonoPattern: 'Escribe un celular colombiano de 10 dígitos, con o sin +57, por ejemplo 321 123 4567.',
  consent: 'Para enviar la solicitud debes autorizar el tratamiento de tus datos.',
  channels: 'Elige al menos un canal por el que podamos contactarte.',
  /** An additional insurance ticked that the plan does not offer (issue 26). */
  additional: 'Elige solo entre los seguros adicionales que ofrece este plan.',
  /** What the data is for, in one sentence (Ley 1581 de 2012: informed consent). */
  consentLabel:
    'Autorizo a QueSeguro a tratar mis datos personales, incluidos los de salud del perfil, solo para cotizar este plan con {{organization}} y contactarme por los canales que elijo.',
  /** The other sites' consent: their brand, their data law and their regulators (§2, §9). */
  consentLabelCL:
    'Autorizo a QuePlan a tratar mis datos personales, incluidos los de salud del perfil, solo para cotizar este plan con {{organization}} y contactarme por los canales que elijo (Ley 19.628). Las isapres están fiscalizadas por la Superintendencia de Salud; las aseguradoras, por la CMF.',
  consentLabelPE:
    'Autorizo a QuePlan a tratar mis datos personales, incluidos los de salud del perfil, solo para cotizar este plan con {{organization}} y contactarme por los canales que elijo (Ley 29733). Las EPS están supervisadas por SuSalud; las aseguradoras, por la SBS.',
  consentLabelINT:
    'Autorizo a QuePlan Internacional a tratar mis datos personales, incluidos los de salud del perfil, solo para cotizar este plan con {{organization}} y contactarme por los canales que elijo.',
  /** The other sites have no Ley 2300: contact by the chosen channels on working days. */
  contactHoursOther: 'Te contactaremos solo por los canales que elijas, en días y horario hábiles.',
  /** Ley 2300 de 2023: sales contact only by the chosen channels and within these hours. */
  contactHours:
    'Te contactaremos solo por los canales que elijas, de lunes a viernes de 7:00 a. m. a 7:00 p. m. y los sábados de 8:00 a. m. a 3:00 p. m. (Ley 2300 de 2023).',
} as const;

/** The request form's labels and channels in es-CO; en and pt under `planRequestForm`. */
export const PLAN_REQUEST_FORM_TEXTS = {
  nombre: 'Nombre y apellido',
  rut: 'Número de cédula',
  rutCL: 'RUT',
  rutPE: 'DNI o carné de extranjería',
  rutINT: 'Pasaporte o documento de identidad',
  email: 'Correo electrónico',
  telefono: 'Celular',
  whatsapp: 'WhatsApp',
  telefonoChannel: 'Llamada telefónica',
  emailChannel: 'Correo electrónico',
} as const;

/** The tabs' names in es-CO; en and pt under `planTabs` in i18n/{lang}.json. */
export const PLAN_TAB_TEXTS = {
  coberturas: 'Coberturas y copagos',
  coberturasDeducible: 'Coberturas y deducibles',
  exclusiones: 'Exclusiones',
  red: 'Red de clínicas',
  faq: 'Preguntas frecuentes',
  precio: 'Precio',
  documentos: 'Documentos',
  solicitar: 'Solicitar',
} as const satisfies Record<PlanTab, string> & { coberturasDeducible: string };
