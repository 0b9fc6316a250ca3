import { SITE_NAME } from '../texts/site-texts';
import { PURCHASE_SUCCESS_TITLE } from '../shared/routes/purchase-flow-path';

/** What the purchase pages show that the spec does not word; Spanish (es-CO), ours. */
export const PURCHASE_TEXTS = {
  kicker: 'Compra en línea',
  loading: 'Preparando tu compra…',
  loadFailedTitle: 'No pudimos cargar tu compra',
  loadFailedText:
    'No fue posible conectar con el servidor. Verifica tu conexión a internet e inténtalo nuevamente.',
  retry: 'Reintentar',
  notOnline: 'Este plan no se vende en línea. Puedes solicitar que un asesor te contacte.',
  back: 'Atrás',
  next: 'Continuar',
  toPayment: 'Ir al pago',
  pay: (amount: string) => `Pagar ${amount}`,
  payTransfer: (amount: string) => `Pagar ${amount} por transferencia`,
  summary: 'Resumen de tu compra',
  monthly: 'Primer pago mensual',
  total: 'Total a pagar',
  method: 'Medio de pago',
  cardNumber: 'Número de tarjeta',
  cardHolder: 'Nombre del titular',
  cardExpiry: 'Vencimiento (MM/AA)',
  cardCvc: 'Código de seguridad (CVV)',
  cardSafe: 'Tus datos de tarjeta van cifrados al procesador de pagos; QueSeguro no los guarda.',
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
  confirmationText: (plan: string) =>
    `Compraste ${plan}. Te enviamos la confirmación y los documentos de tu plan al correo que registraste.`,
  reference: 'Referencia del pago',
  paid: 'Total pagado',
  paidWith: 'Medio de pago',
  pendingConfirmation: 'La aseguradora confirmará tu afiliación en los próximos días hábiles.',
  home: 'Volver al inicio',
  stepOf: (index: number, count: number) => `Paso ${index} de ${count}`,
  reached: 'Retomamos tu compra donde la dejaste.',
} as const;

/** The page's head (React 19 hoists it): title, description and canonical address. */
export function purchaseHead(productName: string | null, stepTitle: string | null, productCode: string) {
  const plan = productName ?? productCode;
  const step = stepTitle ? ` · ${stepTitle}` : '';
  return {
    title: `Compra en línea: ${plan}${step} | ${SITE_NAME}`,
    description: `Compra ${plan} en línea con ${SITE_NAME}: tus datos, el pago y la confirmación, sin llamadas.`,
    canonical: `/Compra-Online/${encodeURIComponent(productCode)}`,
  };
}
