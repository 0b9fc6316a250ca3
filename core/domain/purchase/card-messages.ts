/** The card's field messages (§5 gives 'campo requerido'); the view says them through purchaseCardErrors.*. */
export const CARD_MESSAGES = {
  required: 'campo requerido',
  number: 'Revisa el número de tu tarjeta.',
  holder: 'Debes ingresar el nombre del titular de la tarjeta.',
  expiry: 'Revisa la fecha de vencimiento de tu tarjeta.',
  cvc: 'Revisa el código de seguridad (CVV) de tu tarjeta.',
} as const;
