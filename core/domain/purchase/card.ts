import { textRef, type TextRef } from '../texts/text-ref';
import type { CARD_MESSAGES } from './card-messages';

/**
 * Card data as typed on the payment step. It lives only in the payment form and the tokenize call:
 * nothing here is ever part of an event, a context that is kept, or a log.
 */
export interface CardInput {
  readonly number: string;
  readonly holder: string;
  /** MM/AA as typed. */
  readonly expiry: string;
  readonly cvc: string;
}

export type CardField = keyof CardInput;
export type CardErrors = Partial<Record<CardField, TextRef>>;

const message = (name: keyof typeof CARD_MESSAGES): TextRef => textRef(`purchaseCardErrors.${name}`);

export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');

/** The Luhn check digit every card number carries. */
function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const isCardNumber = (value: string): boolean => {
  const digits = cardDigits(value);
  return /^\d{13,19}$/.test(digits) && passesLuhn(digits);
};

/** True when a text holds something that reads as a card number, so it is refused before it is kept. */
export function containsCardNumber(text: string): boolean {
  const runs = text.match(/\d[\d\s-]{11,}\d/g) ?? [];
  return runs.some((run) => isCardNumber(run));
}

/** Groups of four as the visitor types. */
export function formatCardNumber(value: string): string {
  return cardDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Each wrong field with its message (§8 texts of the shared layer). `today` is { year, month } of the
 * visitor's clock: a card is valid through the last day of its expiry month.
 */
export function cardErrors(card: CardInput, today: { year: number; month: number }): CardErrors {
  const errors: CardErrors = {};
  const digits = cardDigits(card.number);
  if (digits === '') errors.number = message('required');
  else if (!isCardNumber(digits)) errors.number = message('number');
  const holder = card.holder.trim();
  if (holder === '') errors.holder = message('holder');
  else if (!/^[A-Za-zÀ-ÖØ-öø-ÿ\s.'-]{2,}$/.test(holder)) errors.holder = message('holder');
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  if (card.expiry.trim() === '') errors.expiry = message('required');
  else if (!expiry) errors.expiry = message('expiry');
  else {
    const month = Number(expiry[1]);
    const year = 2000 + Number(expiry[2]);
    if (month < 1 || month > 12 || year * 12 + month < today.year * 12 + today.month)
      errors.expiry = message('expiry');
  }
  if (card.cvc.trim() === '') errors.cvc = message('required');
  else if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = message('cvc');
  return errors;
}
