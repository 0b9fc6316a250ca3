import { accept, reject, type Outcome } from '../outcome';

export const PERCENTAGE_MESSAGE = 'Debe especificar un porcentaje: 0 <= porcentaje <= 100';

/** Percentage helper (§5): 0 to 100, else the spec's message. */
export function checkPercentage(value: number): Outcome<number, typeof PERCENTAGE_MESSAGE> {
  return Number.isFinite(value) && value >= 0 && value <= 100 ? accept(value) : reject(PERCENTAGE_MESSAGE);
}

/** `percentage` percent of `amount`, when the percentage is valid. */
export function percentageOf(amount: number, percentage: number): Outcome<number, typeof PERCENTAGE_MESSAGE> {
  const checked = checkPercentage(percentage);
  return checked.ok ? accept((amount * checked.value) / 100) : checked;
}
