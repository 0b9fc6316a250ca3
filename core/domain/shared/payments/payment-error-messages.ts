import { textRef, type TextRef } from '../../texts/text-ref';

/**
 * Payment provider codes and rejection statuses (§8) mapped to what the visitor reads. The spec
 * paraphrases them; these texts are ours, written for a visitor, each telling what to do next. es-CO
 * here; en and pt under paymentErrors.* in i18n/{lang}.json.
 */
export const PAYMENT_ERROR_TEXTS = {
  default: 'No pudimos procesar tu pago. Intenta nuevamente o utiliza otro medio de pago.',
  checkCard: 'Revisa los datos de tu tarjeta e intenta nuevamente.',
  tryLater: 'Tuvimos un problema con el servicio de pagos. Intenta nuevamente en unos minutos.',
  checkData: 'Los datos del pago no son válidos. Revísalos e intenta nuevamente.',
  otherMethod: 'Tu pago fue rechazado. Intenta con otra tarjeta u otro medio de pago.',
  callBank: 'Tu banco rechazó el pago. Comunícate con tu banco o utiliza otro medio de pago.',
  tooManyRecords: 'Se superó el límite de registros. Reduce la cantidad de datos e intenta nuevamente.',
  customerNotFound: 'No encontramos al cliente del pago. Revisa tus datos e intenta nuevamente.',
  cardOrSession:
    'La tarjeta ingresada no es válida o expiró la sesión de pago. Ingresa la tarjeta nuevamente.',
  issuerBank: 'Debes indicar el banco emisor de la tarjeta.',
  usersProblem: 'Hubo un problema con los usuarios del pago. Intenta nuevamente más tarde.',
  commission: 'No es posible aplicar la comisión a este pago. Intenta nuevamente más tarde.',
  holderDocument: 'El documento de identidad del titular no es válido. Revísalo e intenta nuevamente.',
  amount: 'El monto del pago no es válido.',
  deferredCapture: 'Este medio de pago no permite captura diferida. Utiliza otro medio de pago.',
  unknownMethod:
    'No pudimos identificar el medio de pago. Revisa el número de la tarjeta o elige otro medio.',
  email: 'El correo electrónico no es válido para este pago.',
  holderName: 'Debes ingresar el nombre del titular de la tarjeta.',
  notModifiable: 'El pago no se puede modificar en su estado actual.',
  cardNotEnabled: 'Esta tarjeta no está habilitada para el pago. Utiliza otra tarjeta.',
  cvc: 'Revisa el código de seguridad (CVV) de tu tarjeta.',
  cardNumber: 'Revisa el número de tu tarjeta.',
  expiry: 'Revisa la fecha de vencimiento de tu tarjeta.',
  documentType: 'Debes indicar el tipo de documento del titular.',
  partialRefund: 'No es posible hacer una devolución parcial de este pago.',
  authorizationCode: 'El código de autorización no es válido.',
  discount: 'El descuento aplicado al pago no es válido.',
  payerType: 'El tipo de pagador no es válido.',
  installments: 'El número de cuotas no es válido.',
  commissionInvalid: 'La comisión del pago no es válida.',
  payerEmail: 'El correo electrónico del pagador no es válido.',
  userUnavailable: 'El usuario no está disponible para pagar. Intenta nuevamente más tarde.',
  threeDs:
    'Tu banco exige validar esta compra con autenticación segura (3DS). Intenta nuevamente y completa la validación.',
  blacklist: 'No pudimos procesar el pago con esta tarjeta. Utiliza otra tarjeta u otro medio de pago.',
  callForAuthorize: 'Debes autorizar este pago con tu banco. Comunícate con tu banco e intenta nuevamente.',
  cardDisabled:
    'Tu tarjeta está inactiva. Comunícate con tu banco para activarla o utiliza otro medio de pago.',
  cardError: 'No pudimos procesar el pago con esta tarjeta. Revisa sus datos o utiliza otra tarjeta.',
  duplicated:
    'Ya realizaste un pago por este monto. Si necesitas pagar de nuevo, utiliza otra tarjeta u otro medio de pago.',
  highRisk: 'Tu pago fue rechazado por seguridad. Utiliza otro medio de pago.',
  insufficientAmount: 'Tu tarjeta no tiene saldo suficiente. Utiliza otra tarjeta u otro medio de pago.',
  invalidInstallments: 'Tu tarjeta no permite el número de cuotas elegido. Elige otro número de cuotas.',
  maxAttempts: 'Superaste el número de intentos permitidos. Utiliza otra tarjeta u otro medio de pago.',
  amountLimit: 'Superaste el límite de monto de tu tarjeta. Utiliza otra tarjeta u otro medio de pago.',
  insufficientData: 'Faltan datos para procesar el pago. Revisa tus datos e intenta nuevamente.',
  regulations: 'El pago fue rechazado por regulaciones vigentes. Utiliza otro medio de pago.',
  bankDeclined: 'Tu banco declinó la transacción. Comunícate con tu banco o utiliza otro medio de pago.',
  securityRule: 'La transacción fue rechazada por una regla de seguridad. Utiliza otro medio de pago.',
  timeout: 'Se agotó el tiempo de espera de la transacción. Intenta nuevamente.',
  expired: 'Tu tarjeta está vencida. Utiliza otra tarjeta.',
  notAccepted: 'Esta tarjeta no es aceptada. Utiliza otra tarjeta u otro medio de pago.',
  fraud: 'Tu banco rechazó el pago por seguridad. Comunícate con tu banco o utiliza otro medio de pago.',
  insufficientFunds: 'Tu tarjeta no tiene fondos suficientes. Utiliza otra tarjeta u otro medio de pago.',
  restricted:
    'Tu tarjeta no permite este tipo de compra. Comunícate con tu banco o utiliza otro medio de pago.',
  invalidNumber: 'El número de tu tarjeta no es válido. Revísalo e intenta nuevamente.',
  cvvFailure: 'El código de seguridad (CVV) no es correcto. Revísalo e intenta nuevamente.',
  accountClosed: 'La cuenta asociada a tu tarjeta está cerrada. Utiliza otra tarjeta u otro medio de pago.',
  cannotUse: 'Tu tarjeta no puede ser utilizada. Comunícate con tu banco.',
  velocity: 'Superaste el límite de uso de tu tarjeta. Intenta más tarde o utiliza otro medio de pago.',
  bankNoAnswer: 'Tu banco no respondió. Intenta nuevamente en unos minutos.',
  pin: 'El PIN ingresado no es correcto.',
} as const;
export type PaymentErrorId = keyof typeof PAYMENT_ERROR_TEXTS;

export const DEFAULT_PAYMENT_ERROR_MESSAGE = PAYMENT_ERROR_TEXTS.default;

type MessageGroup = readonly [readonly (string | number)[], PaymentErrorId];

/** The first card-payment provider's numeric codes. */
const PROVIDER_CODE_GROUPS: readonly MessageGroup[] = [
  [[1000], 'tooManyRecords'],
  [[2002], 'customerNotFound'],
  [[2004, 2007, 2123], 'tryLater'],
  [[2006, 2062, 3003, 3008], 'cardOrSession'],
  [[2009, 3001], 'issuerBank'],
  [[2034], 'usersProblem'],
  [[2059], 'commission'],
  [[2067, 3021, 3022], 'holderDocument'],
  [[2072, 4002, 4003, 4023, 4024, 4037], 'amount'],
  [[2077], 'deferredCapture'],
  [[2131, 3011, 3014, 3028, 4001], 'unknownMethod'],
  [[2198], 'email'],
  [[3000, 3020], 'holderName'],
  [[3004, 3007, 3009], 'tryLater'],
  [[3005], 'notModifiable'],
  [[3002, 3006, 3026, 3027], 'checkCard'],
  [[3010], 'cardNotEnabled'],
  [[3012, 3013, 3031], 'cvc'],
  [[3015, 3016, 3017], 'cardNumber'],
  [[3018, 3019, 3029, 3030, 7523], 'expiry'],
  [[3023], 'documentType'],
  [[3024], 'partialRefund'],
  [[3025], 'authorizationCode'],
  [
    [4000, 4004, 4005, 4006, 4007, 4012, 4013, 4015, 4016, 4017, 4018, 4019, 4020, 4021, 4022, 4025],
    'checkData',
  ],
  [[4026, 4027, 4028], 'discount'],
  [[4029], 'payerType'],
  [[4033], 'installments'],
  [[4038, 4039], 'commissionInvalid'],
  [[4050], 'payerEmail'],
  [[4292], 'tryLater'],
  [[6033], 'userUnavailable'],
];

/** Rejection statuses of the first provider. */
const REJECTION_STATUS_GROUPS: readonly MessageGroup[] = [
  [['bank_error', 'rejected_by_bank'], 'callBank'],
  [['cc_rejected_3ds_mandatory'], 'threeDs'],
  [['cc_rejected_bad_filled_card_number'], 'cardNumber'],
  [['cc_rejected_bad_filled_date'], 'expiry'],
  [['cc_rejected_bad_filled_other'], 'checkCard'],
  [['cc_rejected_bad_filled_security_code'], 'cvc'],
  [['cc_rejected_blacklist'], 'blacklist'],
  [['cc_rejected_call_for_authorize'], 'callForAuthorize'],
  [['cc_rejected_card_disabled'], 'cardDisabled'],
  [['cc_rejected_card_error'], 'cardError'],
  [['cc_rejected_duplicated_payment'], 'duplicated'],
  [['cc_rejected_high_risk'], 'highRisk'],
  [['cc_rejected_insufficient_amount', 'insufficient_amount'], 'insufficientAmount'],
  [['cc_rejected_invalid_installments'], 'invalidInstallments'],
  [['cc_rejected_max_attempts'], 'maxAttempts'],
  [['cc_rejected_other_reason'], 'otherMethod'],
  [['cc_amount_rate_limit_exceeded'], 'amountLimit'],
  [['rejected_insufficient_data'], 'insufficientData'],
  [['rejected_by_regulations'], 'regulations'],
];

/** The second provider's codes; their pairing is ours (docs/decisions.md). */
const SECOND_PROVIDER_GROUPS: readonly MessageGroup[] = [
  [['K505'], 'bankDeclined'],
  [['K322'], 'securityRule'],
  [['K027'], 'timeout'],
  [['K017'], 'expired'],
  [['K011'], 'notAccepted'],
  [['K004'], 'tryLater'],
  [['577'], 'otherMethod'],
];

/** Card-network decline reasons. */
const DECLINE_REASON_GROUPS: readonly MessageGroup[] = [
  [['suspected_fraud', 'fraudulent', 'merchant_blacklist'], 'fraud'],
  [['insufficient_funds'], 'insufficientFunds'],
  [['restricted_card', 'card_not_supported', 'transaction_not_allowed'], 'restricted'],
  [['invalid_card_number', 'incorrect_number', 'invalid_number'], 'invalidNumber'],
  [['cvv_failure', 'incorrect_cvc', 'invalid_cvc'], 'cvvFailure'],
  [['do_not_honor', 'generic_decline', 'call_issuer'], 'callBank'],
  [['expired_card'], 'expired'],
  [['closed_account', 'account_closed'], 'accountClosed'],
  [['stolen_card', 'lost_card', 'pickup_card'], 'cannotUse'],
  [['card_velocity_exceeded', 'withdrawal_count_limit_exceeded'], 'velocity'],
  [['processing_error', 'issuer_not_available', 'try_again_later'], 'bankNoAnswer'],
  [['incorrect_pin', 'invalid_pin'], 'pin'],
];

const key = (code: string | number): string => String(code).trim().toLowerCase();

/** Every code the catalogue knows, normalised to lower case, with its message's id. */
const PAYMENT_ERROR_IDS: ReadonlyMap<string, PaymentErrorId> = new Map(
  [
    ...PROVIDER_CODE_GROUPS,
    ...REJECTION_STATUS_GROUPS,
    ...SECOND_PROVIDER_GROUPS,
    ...DECLINE_REASON_GROUPS,
  ].flatMap(([codes, id]) => codes.map((code) => [key(code), id] as const)),
);

/** The id of the visitor's message for a provider code or rejection status; unknown codes get the default. */
function paymentErrorId(code: string | number | null | undefined): PaymentErrorId {
  if (code == null) return 'default';
  const known = PAYMENT_ERROR_IDS.get(key(code));
  if (known) return known;
  // The spec names whole ranges: 3000-3031 card data, 4000-4050 payment data.
  const numeric = Number(code);
  if (Number.isInteger(numeric) && numeric >= 3000 && numeric <= 3031) return 'checkCard';
  if (Number.isInteger(numeric) && numeric >= 4000 && numeric <= 4050) return 'checkData';
  return 'default';
}

/** The message in es-CO (logs, tests). */
export const paymentErrorMessage = (code: string | number | null | undefined): string =>
  PAYMENT_ERROR_TEXTS[paymentErrorId(code)];

/** The message the visitor reads, in the page's language. */
export const paymentErrorRef = (code: string | number | null | undefined): TextRef =>
  textRef(`paymentErrors.${paymentErrorId(code)}`);
