import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod/mini';
import { ChargeRequest, type ChargeStatus } from '../../domain/purchase/payment-protocol';
import { cardDigits, isCardNumber } from '../../domain/purchase/card';
import { isCardMethod } from '../../domain/purchase/purchase-payment';

/** What a test card number does (the sandbox's whole behaviour; the number itself is never kept). */
type Behaviour = 'approve' | 'insufficient' | 'expired' | 'timeout';
const TEST_CARDS: Readonly<Record<string, Behaviour>> = {
  '4242424242424242': 'approve',
  '4000000000000002': 'insufficient',
  '4000000000000069': 'expired',
  '4000000000000119': 'timeout',
};

interface Charge {
  readonly key: string;
  readonly purchaseId: string;
  readonly method: string;
  readonly amount: number;
  status: ChargeStatus['status'];
  code: string | null;
  reference: string | null;
}

const TokenRequest = z.object({
  number: z.string().check(z.maxLength(40)),
  holder: z.string().check(z.maxLength(120)),
  expiry: z.string().check(z.maxLength(10)),
  cvc: z.string().check(z.maxLength(6)),
});

/**
 * The payment provider's sandbox: tokenizes a card and charges by token, answering by test card
 * number. It keeps tokens and charges in memory, by token and idempotency key only: the card number and
 * security code are read once to pick the behaviour and then dropped, never stored, logged or written.
 */
export function createPaymentSandbox() {
  const tokens = new Map<string, { behaviour: Behaviour; brand: string }>();
  const charges = new Map<string, Charge>();
  let sequence = 0;
  const id = (prefix: string) => {
    sequence += 1;
    return `${prefix}_${Date.now().toString(36)}${sequence.toString(36)}`;
  };
  const answer = (charge: Charge) =>
    HttpResponse.json({ status: charge.status, code: charge.code, reference: charge.reference });

  const handlers: HttpHandler[] = [
    http.post('*/api/qppayment/sandbox/tokens', async ({ request }) => {
      const body = TokenRequest.safeParse(await request.json().catch(() => undefined));
      if (!body.success) return HttpResponse.json({ code: '3002' }, { status: 400 });
      const digits = cardDigits(body.data.number);
      if (!isCardNumber(digits)) return HttpResponse.json({ code: '3017' }, { status: 400 });
      if (!/^\d{3,4}$/.test(body.data.cvc)) return HttpResponse.json({ code: '3013' }, { status: 400 });
      if (body.data.holder.trim().length < 2) return HttpResponse.json({ code: '3000' }, { status: 400 });
      const token = id('tok_sandbox');
      tokens.set(token, {
        behaviour: TEST_CARDS[digits] ?? 'approve',
        brand: digits.startsWith('4') ? 'visa' : digits.startsWith('5') ? 'mastercard' : 'card',
      });
      return HttpResponse.json({ token, brand: tokens.get(token)?.brand ?? 'card' }, { status: 201 });
    }),
    http.post('*/api/qppayment/sandbox/charges', async ({ request }) => {
      const key = request.headers.get('idempotency-key');
      if (!key) return HttpResponse.json({ code: '4292' }, { status: 400 });
      const known = charges.get(key);
      // The same key is the same charge: answer what it became, never charge again.
      if (known)
        return known.status === 'pending' ? delay('infinite').then(() => answer(known)) : answer(known);
      const body = ChargeRequest.safeParse(await request.json().catch(() => undefined));
      if (!body.success) return HttpResponse.json({ code: '4000' }, { status: 400 });
      const { purchaseId, method, amount, token } = body.data;
      const card = token ? tokens.get(token) : undefined;
      if (isCardMethod(method) && !card) return HttpResponse.json({ code: '3008' }, { status: 400 });
      const charge: Charge = {
        key,
        purchaseId,
        method,
        amount,
        status: 'approved',
        code: null,
        reference: null,
      };
      charges.set(key, charge);
      switch (card?.behaviour ?? 'approve') {
        case 'approve':
          charge.reference = id('pay');
          return answer(charge);
        case 'insufficient':
          charge.status = 'declined';
          charge.code = 'insufficient_funds';
          return answer(charge);
        case 'expired':
          charge.status = 'declined';
          charge.code = 'expired_card';
          return answer(charge);
        case 'timeout':
          charge.status = 'pending';
          return delay('infinite').then(() => answer(charge));
      }
    }),
    http.get('*/api/qppayment/sandbox/charges/:key', ({ params }) => {
      const charge = charges.get(String(params.key));
      if (!charge) return HttpResponse.json({ status: 'not_found', code: null, reference: null });
      // Asked again after it went silent, the provider voids it: no money moved (K027, a timeout).
      if (charge.status === 'pending') {
        charge.status = 'declined';
        charge.code = 'K027';
      }
      return answer(charge);
    }),
    // What was charged, for tests and for looking: keys, amounts and outcomes, never card data.
    http.get('*/__sample/payments', () => HttpResponse.json([...charges.values()])),
  ];
  return { handlers };
}
