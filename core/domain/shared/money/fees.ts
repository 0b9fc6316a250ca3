/** Transaction fee rate of one provider (§9): 2%. */
export const TRANSACTION_FEE_RATE = 0.02;
/** VAT-type fee (§9): 0.38%. */
export const VAT_TYPE_FEE_RATE = 0.0038;

export function transactionFee(amount: number): number {
  return amount * TRANSACTION_FEE_RATE;
}

export function vatTypeFee(amount: number): number {
  return amount * VAT_TYPE_FEE_RATE;
}
