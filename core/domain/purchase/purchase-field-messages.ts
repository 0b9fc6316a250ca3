import { INVALID_DATA_MESSAGE } from '../shared/validators/provider-payment';

/** §5 gives 'campo requerido' and the e-mail text; the others say the same rule in the same voice. */
export const FIELD_MESSAGES = {
  required: 'campo requerido',
  email: 'Por favor, ingrese su dirección de correo electrónico válido',
  name: 'Ingresa al menos dos letras; solo letras, espacios y guiones',
  phone: 'Ingresa un teléfono con indicativo y número, por ejemplo +57 3001234567',
  phoneShort: 'El teléfono debe tener al menos 11 dígitos con el indicativo',
  idNumber: 'El número de documento debe tener entre 8 y 12 dígitos',
  birthDate: 'Ingresa una fecha de nacimiento válida',
  consent: 'Debes aceptar para continuar',
  number: INVALID_DATA_MESSAGE,
  option: INVALID_DATA_MESSAGE,
  roster: 'Escribe una persona por línea: nombre completo, número de documento',
  cardData: 'No escribas datos de tarjeta aquí; se piden solo en el paso de pago',
} as const;
