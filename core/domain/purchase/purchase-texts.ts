import { PURCHASE_SUCCESS_TITLE } from '../shared/routes/purchase-flow-path';
import { textRef, type TextRef } from '../texts/text-ref';
import { SITE_BASE_URLS } from '../shared/routes/site-base';
import type { SiteCountryCode } from '../site/country';

/** What the purchase pages show that the spec does not word; Spanish (es-CO), ours. {{name}} interpolates. */
export const PURCHASE_TEXTS = {
  kicker: 'Compra en línea',
  loading: 'Preparando tu compra…',
  loadFailedTitle: 'No pudimos cargar tu compra',
  loadFailedText:
    'No fue posible conectar con el servidor. Verifica tu conexión a internet e inténtalo nuevamente.',
  retry: 'Reintentar',
  pricing: 'Calculando tu precio…',
  pricePending: 'Por calcular',
  priceFailedTitle: 'No pudimos calcular tu precio',
  priceFailedText:
    'No pudimos calcular el precio de este plan para las personas que vas a asegurar. No te cobraremos nada hasta conocerlo: inténtalo nuevamente.',
  notOnline: 'Este plan no se vende en línea. Puedes solicitar que un asesor te contacte.',
  notOnlineTitle: 'Este plan no se vende en línea',
  choosePlanTitle: 'Elige un plan para comprar en línea',
  comparePlans: 'Comparar planes',
  steps: 'Pasos de la compra',
  back: 'Atrás',
  next: 'Continuar',
  toPayment: 'Ir al pago',
  pay: 'Pagar {{amount}}',
  payTransfer: 'Pagar {{amount}} por transferencia',
  summary: 'Resumen de tu compra',
  monthly: 'Primer pago mensual',
  total: 'Total a pagar',
  totalFor: 'Total a pagar por {{count}} asegurados',
  summaryHolder: 'Titular',
  summaryPerson: '{{who}}, {{age}} años',
  method: 'Medio de pago',
  cardNumber: 'Número de tarjeta',
  cardHolder: 'Nombre del titular',
  cardExpiry: 'Vencimiento (MM/AA)',
  cardExpiryPlaceholder: 'MM/AA',
  cardCvc: 'Código de seguridad (CVV)',
  cardSafe: 'Tus datos de tarjeta van cifrados al procesador de pagos; {{brand}} no los guarda.',
  transferNote:
    'Te llevaremos al banco para pagar por transferencia. Al volver verás la confirmación de tu compra.',
  transferManualNote:
    'Recibirás por correo los datos de la cuenta para transferir; tu compra queda registrada al confirmar el pago.',
  processing: 'Procesando tu pago…',
  checking: 'Estamos verificando con el procesador si tu pago anterior se realizó…',
  unanswered:
    'El procesador de pagos no respondió. Verificamos tu pago antes de intentarlo de nuevo para no cobrarte dos veces.',
  checkAgain: 'Verificar mi pago',
  declinedTitle: 'Tu pago no fue aprobado',
  otherMethod: 'Puedes intentarlo de nuevo o elegir otro medio de pago.',
  confirmationTitle: PURCHASE_SUCCESS_TITLE,
  confirmationStep: 'Confirmación',
  confirmationText:
    'Compraste {{plan}}. Te enviamos la confirmación y los documentos de tu plan al correo que registraste.',
  reference: 'Referencia del pago',
  paid: 'Total pagado',
  paidWith: 'Medio de pago',
  pendingConfirmation: 'La aseguradora confirmará tu afiliación en los próximos días hábiles.',
  home: 'Volver al inicio',
  stepOf: 'Paso {{index}} de {{count}}',
  reached: 'Retomamos tu compra donde la dejaste.',
  chooseOption: 'Elige una opción',
  yes: 'Sí',
  no: 'No',
  included: 'Incluido',
  giftCard: 'Gift card de {{amount}}',
  percent: '{{value}}%',
  headTitle: 'Compra en línea: {{plan}} | {{brand}}',
  headStepTitle: 'Compra en línea: {{plan}} · {{step}} | {{brand}}',
  headDescription:
    'Compra {{plan}} en línea con {{brand}}: tus datos, el pago y la confirmación, sin llamadas.',
  insuredHolder: 'Titular: tú',
  insuredHolderAge: 'Titular: tú, {{age}} años',
  insuredDependant: 'Asegurado {{index}}: {{relation}}',
  insuredDependantAge: 'Asegurado {{index}}: {{relation}}, {{age}} años',
} as const;

/** The page's head (React 19 hoists it): title, description and canonical address (absolute). */
export function purchaseHead(
  productName: string | null,
  step: TextRef | null,
  productCode: string,
  country: SiteCountryCode = 'CO',
): { title: TextRef; description: TextRef; canonical: string } {
  const plan = productName ?? productCode;
  return {
    title: step
      ? { key: 'purchase.headStepTitle', params: { plan }, lists: { step: [step] } }
      : textRef('purchase.headTitle', { plan }),
    description: textRef('purchase.headDescription', { plan }),
    canonical: `${SITE_BASE_URLS[country]}/Compra-Online/${encodeURIComponent(productCode)}`,
  };
}
