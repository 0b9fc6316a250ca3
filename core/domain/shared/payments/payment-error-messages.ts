/**
 * Payment provider codes and rejection statuses (§8) mapped to what the visitor reads. The spec
 * paraphrases them; these texts are ours, written for a visitor, each telling what to do next.
 */
export const DEFAULT_PAYMENT_ERROR_MESSAGE =
  'No pudimos procesar tu pago. Intenta nuevamente o utiliza otro medio de pago.';

const CHECK_CARD = 'Revisa los datos de tu tarjeta e intenta nuevamente.';
const TRY_LATER = 'Tuvimos un problema con el servicio de pagos. Intenta nuevamente en unos minutos.';
const CHECK_DATA = 'Los datos del pago no son válidos. Revísalos e intenta nuevamente.';
const OTHER_METHOD = 'Tu pago fue rechazado. Intenta con otra tarjeta u otro medio de pago.';
const CALL_BANK = 'Tu banco rechazó el pago. Comunícate con tu banco o utiliza otro medio de pago.';

type MessageGroup = readonly [readonly (string | number)[], string];

/** The first card-payment provider's numeric codes. */
const PROVIDER_CODE_GROUPS: readonly MessageGroup[] = [
  [[1000], 'Se superó el límite de registros. Reduce la cantidad de datos e intenta nuevamente.'],
  [[2002], 'No encontramos al cliente del pago. Revisa tus datos e intenta nuevamente.'],
  [[2004, 2007, 2123], TRY_LATER],
  [
    [2006, 2062, 3003, 3008],
    'La tarjeta ingresada no es válida o expiró la sesión de pago. Ingresa la tarjeta nuevamente.',
  ],
  [[2009, 3001], 'Debes indicar el banco emisor de la tarjeta.'],
  [[2034], 'Hubo un problema con los usuarios del pago. Intenta nuevamente más tarde.'],
  [[2059], 'No es posible aplicar la comisión a este pago. Intenta nuevamente más tarde.'],
  [[2067, 3021, 3022], 'El documento de identidad del titular no es válido. Revísalo e intenta nuevamente.'],
  [[2072, 4002, 4003, 4023, 4024, 4037], 'El monto del pago no es válido.'],
  [[2077], 'Este medio de pago no permite captura diferida. Utiliza otro medio de pago.'],
  [
    [2131, 3011, 3014, 3028, 4001],
    'No pudimos identificar el medio de pago. Revisa el número de la tarjeta o elige otro medio.',
  ],
  [[2198], 'El correo electrónico no es válido para este pago.'],
  [[3000, 3020], 'Debes ingresar el nombre del titular de la tarjeta.'],
  [[3004, 3007, 3009], TRY_LATER],
  [[3005], 'El pago no se puede modificar en su estado actual.'],
  [[3002, 3006, 3026, 3027], CHECK_CARD],
  [[3010], 'Esta tarjeta no está habilitada para el pago. Utiliza otra tarjeta.'],
  [[3012, 3013, 3031], 'Revisa el código de seguridad (CVV) de tu tarjeta.'],
  [[3015, 3016, 3017], 'Revisa el número de tu tarjeta.'],
  [[3018, 3019, 3029, 3030, 7523], 'Revisa la fecha de vencimiento de tu tarjeta.'],
  [[3023], 'Debes indicar el tipo de documento del titular.'],
  [[3024], 'No es posible hacer una devolución parcial de este pago.'],
  [[3025], 'El código de autorización no es válido.'],
  [
    [4000, 4004, 4005, 4006, 4007, 4012, 4013, 4015, 4016, 4017, 4018, 4019, 4020, 4021, 4022, 4025],
    CHECK_DATA,
  ],
  [[4026, 4027, 4028], 'El descuento aplicado al pago no es válido.'],
  [[4029], 'El tipo de pagador no es válido.'],
  [[4033], 'El número de cuotas no es válido.'],
  [[4038, 4039], 'La comisión del pago no es válida.'],
  [[4050], 'El correo electrónico del pagador no es válido.'],
  [[4292], TRY_LATER],
  [[6033], 'El usuario no está disponible para pagar. Intenta nuevamente más tarde.'],
];

/** Rejection statuses of the first provider. */
const REJECTION_STATUS_GROUPS: readonly MessageGroup[] = [
  [['bank_error', 'rejected_by_bank'], CALL_BANK],
  [
    ['cc_rejected_3ds_mandatory'],
    'Tu banco exige validar esta compra con autenticación segura (3DS). Intenta nuevamente y completa la validación.',
  ],
  [['cc_rejected_bad_filled_card_number'], 'Revisa el número de tu tarjeta.'],
  [['cc_rejected_bad_filled_date'], 'Revisa la fecha de vencimiento de tu tarjeta.'],
  [['cc_rejected_bad_filled_other'], CHECK_CARD],
  [['cc_rejected_bad_filled_security_code'], 'Revisa el código de seguridad (CVV) de tu tarjeta.'],
  [
    ['cc_rejected_blacklist'],
    'No pudimos procesar el pago con esta tarjeta. Utiliza otra tarjeta u otro medio de pago.',
  ],
  [
    ['cc_rejected_call_for_authorize'],
    'Debes autorizar este pago con tu banco. Comunícate con tu banco e intenta nuevamente.',
  ],
  [
    ['cc_rejected_card_disabled'],
    'Tu tarjeta está inactiva. Comunícate con tu banco para activarla o utiliza otro medio de pago.',
  ],
  [
    ['cc_rejected_card_error'],
    'No pudimos procesar el pago con esta tarjeta. Revisa sus datos o utiliza otra tarjeta.',
  ],
  [
    ['cc_rejected_duplicated_payment'],
    'Ya realizaste un pago por este monto. Si necesitas pagar de nuevo, utiliza otra tarjeta u otro medio de pago.',
  ],
  [['cc_rejected_high_risk'], 'Tu pago fue rechazado por seguridad. Utiliza otro medio de pago.'],
  [
    ['cc_rejected_insufficient_amount', 'insufficient_amount'],
    'Tu tarjeta no tiene saldo suficiente. Utiliza otra tarjeta u otro medio de pago.',
  ],
  [
    ['cc_rejected_invalid_installments'],
    'Tu tarjeta no permite el número de cuotas elegido. Elige otro número de cuotas.',
  ],
  [
    ['cc_rejected_max_attempts'],
    'Superaste el número de intentos permitidos. Utiliza otra tarjeta u otro medio de pago.',
  ],
  [['cc_rejected_other_reason'], OTHER_METHOD],
  [
    ['cc_amount_rate_limit_exceeded'],
    'Superaste el límite de monto de tu tarjeta. Utiliza otra tarjeta u otro medio de pago.',
  ],
  [
    ['rejected_insufficient_data'],
    'Faltan datos para procesar el pago. Revisa tus datos e intenta nuevamente.',
  ],
  [
    ['rejected_by_regulations'],
    'El pago fue rechazado por regulaciones vigentes. Utiliza otro medio de pago.',
  ],
];

/** The second provider's codes; their pairing is ours (docs/decisions.md). */
const SECOND_PROVIDER_GROUPS: readonly MessageGroup[] = [
  [['K505'], 'Tu banco declinó la transacción. Comunícate con tu banco o utiliza otro medio de pago.'],
  [['K322'], 'La transacción fue rechazada por una regla de seguridad. Utiliza otro medio de pago.'],
  [['K027'], 'Se agotó el tiempo de espera de la transacción. Intenta nuevamente.'],
  [['K017'], 'Tu tarjeta está vencida. Utiliza otra tarjeta.'],
  [['K011'], 'Esta tarjeta no es aceptada. Utiliza otra tarjeta u otro medio de pago.'],
  [['K004'], TRY_LATER],
  [['577'], 'Tu pago fue rechazado. Intenta con otra tarjeta u otro medio de pago.'],
];

/** Card-network decline reasons. */
const DECLINE_REASON_GROUPS: readonly MessageGroup[] = [
  [
    ['suspected_fraud', 'fraudulent', 'merchant_blacklist'],
    'Tu banco rechazó el pago por seguridad. Comunícate con tu banco o utiliza otro medio de pago.',
  ],
  [
    ['insufficient_funds'],
    'Tu tarjeta no tiene fondos suficientes. Utiliza otra tarjeta u otro medio de pago.',
  ],
  [
    ['restricted_card', 'card_not_supported', 'transaction_not_allowed'],
    'Tu tarjeta no permite este tipo de compra. Comunícate con tu banco o utiliza otro medio de pago.',
  ],
  [
    ['invalid_card_number', 'incorrect_number', 'invalid_number'],
    'El número de tu tarjeta no es válido. Revísalo e intenta nuevamente.',
  ],
  [
    ['cvv_failure', 'incorrect_cvc', 'invalid_cvc'],
    'El código de seguridad (CVV) no es correcto. Revísalo e intenta nuevamente.',
  ],
  [['do_not_honor', 'generic_decline', 'call_issuer'], CALL_BANK],
  [['expired_card'], 'Tu tarjeta está vencida. Utiliza otra tarjeta.'],
  [
    ['closed_account', 'account_closed'],
    'La cuenta asociada a tu tarjeta está cerrada. Utiliza otra tarjeta u otro medio de pago.',
  ],
  [
    ['stolen_card', 'lost_card', 'pickup_card'],
    'Tu tarjeta no puede ser utilizada. Comunícate con tu banco.',
  ],
  [
    ['card_velocity_exceeded', 'withdrawal_count_limit_exceeded'],
    'Superaste el límite de uso de tu tarjeta. Intenta más tarde o utiliza otro medio de pago.',
  ],
  [
    ['processing_error', 'issuer_not_available', 'try_again_later'],
    'Tu banco no respondió. Intenta nuevamente en unos minutos.',
  ],
  [['incorrect_pin', 'invalid_pin'], 'El PIN ingresado no es correcto.'],
];

const key = (code: string | number): string => String(code).trim().toLowerCase();

/** Every code the catalogue knows, normalised to lower case, with its message. */
export const PAYMENT_ERROR_MESSAGES: ReadonlyMap<string, string> = new Map(
  [
    ...PROVIDER_CODE_GROUPS,
    ...REJECTION_STATUS_GROUPS,
    ...SECOND_PROVIDER_GROUPS,
    ...DECLINE_REASON_GROUPS,
  ].flatMap(([codes, message]) => codes.map((code) => [key(code), message] as const)),
);

/** The visitor's message for a provider code or rejection status; unknown codes get the default. */
export function paymentErrorMessage(code: string | number | null | undefined): string {
  if (code == null) return DEFAULT_PAYMENT_ERROR_MESSAGE;
  const known = PAYMENT_ERROR_MESSAGES.get(key(code));
  if (known) return known;
  // The spec names whole ranges: 3000-3031 card data, 4000-4050 payment data.
  const numeric = Number(code);
  if (Number.isInteger(numeric) && numeric >= 3000 && numeric <= 3031) return CHECK_CARD;
  if (Number.isInteger(numeric) && numeric >= 4000 && numeric <= 4050) return CHECK_DATA;
  return DEFAULT_PAYMENT_ERROR_MESSAGE;
}
