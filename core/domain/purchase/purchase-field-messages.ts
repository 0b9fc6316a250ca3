import { INVALID_DATA_MESSAGE } from '../shared/validators/provider-payment';
import { PHONE_RULE_TEXTS } from '../shared/validators/phone-texts-es';

/** §5 gives 'campo requerido' and the e-mail text; the others say the same rule in the same voice. */
export const FIELD_MESSAGES = {
  required: 'campo requerido',
  email: 'Por favor, ingrese su dirección de correo electrónico válido',
  name: 'Ingresa al menos dos letras; solo letras, espacios y guiones',
  // One phone rule per site (validateSitePhone), said as every form of the site says it.
  phone: PHONE_RULE_TEXTS.CO,
  phoneCL: PHONE_RULE_TEXTS.CL,
  phonePE: PHONE_RULE_TEXTS.PE,
  phoneINT: PHONE_RULE_TEXTS.INT,
  idNumber: 'El número de documento debe tener entre 8 y 12 dígitos',
  birthDate: 'Ingresa una fecha de nacimiento válida',
  consent: 'Debes aceptar para continuar',
  number: INVALID_DATA_MESSAGE,
  option: INVALID_DATA_MESSAGE,
  roster: 'Escribe una persona por línea: nombre completo, número de documento',
  cardData: 'No escribas datos de tarjeta aquí; se piden solo en el paso de pago',
} as const;
