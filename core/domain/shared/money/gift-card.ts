import { formatMoney } from './format-money';

/** Gift card promotion amount (§9): 20,000 pesos. */
export const GIFT_CARD_AMOUNT = 20000;

/** The promotion text; the wording around the amount is ours (docs/decisions.md). */
export function giftCardText(amount: number = GIFT_CARD_AMOUNT): string {
  return `Recibe una gift card de ${formatMoney(amount, 'COP')} al contratar`;
}
