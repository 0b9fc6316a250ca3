import { isCollectiveProductType } from '../compare/card-rules';

/** Texts of the plan detail (ours where §2 gives none). */
export const DETAIL_TEXTS = {
  loading: 'Cargando el plan…',
  failedTitle: 'No pudimos cargar este plan',
  failedText: 'Verifica tu conexión a internet e inténtalo nuevamente.',
  retry: 'Reintentar',
  close: 'Cerrar',
  fullPage: 'Ver página completa',
  more: 'Ver más',
  priceFor: 'Precio para tu perfil',
  priceFrom: 'Desde',
  request: 'Solicitar',
  buy: 'Comprar',
  paymentMethods: 'Tarjetas de Crédito/Débito/Prepago',
  exactPrice: 'Calcular mi precio',
  enterProfile: 'Ingresar perfil',
  noNetwork: 'Este plan no informa su red de clínicas.',
  download: 'Descargar PDF',
  requestTitle: 'Solicita una asesoría sin costo',
  requestLead: 'Un asesor te llama para cotizar este plan con la aseguradora. No pagas nada por la asesoría.',
  send: 'Enviar solicitud',
  sending: 'Guardando…',
  channelsLegend: 'Acepto que me contacten por',
  thanksTitle: (name: string) => `¡Gracias${name ? `, ${name.split(' ')[0]}` : ''}!`,
  thanksNext:
    'Un asesor revisará tu perfil y te contactará en máximo 1 día hábil por los canales que elegiste, con la cotización de la aseguradora.',
  another: 'Enviar otra solicitud',
  status: {
    sending: 'Enviando tu solicitud…',
    waiting: 'No pudimos enviarla todavía: lo intentaremos de nuevo en unos segundos, sin que hagas nada.',
    offline:
      'Estás sin conexión. Tu solicitud quedó guardada en este dispositivo y se enviará sola cuando vuelvas a tener internet, aunque cierres la página.',
    refused:
      'La aseguradora no aceptó la solicitud tal como está. Quedó guardada; escríbenos a contacto@queseguro.co y la revisamos contigo.',
    sent: 'Solicitud enviada.',
    delivered: 'Solicitud enviada.',
  },
  howItWorks: [
    'Envía tus datos con el formulario: solo tarda un minuto.',
    'Un asesor revisa tu perfil y pide la cotización exacta a la aseguradora.',
    'Te contactamos por los canales que elijas, en el horario permitido, con el precio final y los pasos para afiliarte.',
  ],
} as const;

/** The popover asking for a profile, worded for pets, companies or persons (§2). */
export function exactPriceWording(productType: string | null | undefined): string {
  if (productType === 'PET_INSURANCE_CO' || productType === 'SEGURO_MASCOTAS')
    return 'El precio depende de la especie, la raza y la edad de tu mascota. Cuéntanos de ella para ver el precio exacto.';
  if (isCollectiveProductType(productType))
    return 'El precio depende de cuántos empleados y beneficiarios tendrá la póliza. Cuéntanos de tu empresa para ver el precio exacto.';
  return 'El precio depende de la edad y el sexo de quienes se asegurarán. Cuéntanos quiénes son para ver el precio exacto.';
}

/** How a person of the profile reads in the price table. */
export function personLabel(index: number, age: number | null | undefined): string {
  const who = index === 0 ? 'Titular' : `Beneficiario ${index}`;
  return age === null || age === undefined ? who : `${who}, ${age} años`;
}
