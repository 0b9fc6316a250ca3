import { describe, expect, it } from 'vitest';
import { sandboxPaymentProvider } from '../../core/adapters/payment/sandbox-payment-provider';
import { createApiClient } from '../../core/adapters/api';
import { paymentErrorMessage, type ChargeRequest } from '../../core/domain';
import { testConfig } from './support/api-harness';
import { useSampleBackend } from './support/sample-server';

useSampleBackend();
const provider = sandboxPaymentProvider('http://localhost/api/');
const card = (number: string) => ({ number, holder: 'Ana Perez', expiry: '12/34', cvc: '123' });
const charge = (token: string | null, amount = 43_200): ChargeRequest => ({
  purchaseId: 'p-test',
  method: token ? 'tdc' : 'transfer',
  amount,
  currency: 'COP',
  token,
});

async function tokenFor(number: string): Promise<string> {
  const result = await provider.tokenize(card(number));
  if (!result.ok) throw new Error(result.code);
  return result.value.token;
}

describe('payment sandbox behind the payment port', () => {
  it('approves 4242 4242 4242 4242 once per idempotency key', async () => {
    const token = await tokenFor('4242 4242 4242 4242');
    expect(token).toMatch(/^tok_sandbox_/);
    const first = await provider.charge('k-approve', charge(token));
    expect(first).toMatchObject({ ok: true, value: { status: 'approved' } });
    const again = await provider.charge('k-approve', charge(token));
    expect(again).toEqual(first);
    const charges = (await (await fetch('http://localhost/__sample/payments')).json()) as { key: string }[];
    expect(charges.filter((c) => c.key === 'k-approve')).toHaveLength(1);
    expect(JSON.stringify(charges)).not.toContain('4242424242424242');
  });

  it('declines 0002 (insufficient funds) and 0069 (expired card) with Spanish messages', async () => {
    const insufficient = await provider.charge('k-0002', charge(await tokenFor('4000 0000 0000 0002')));
    expect(insufficient).toMatchObject({
      ok: true,
      value: { status: 'declined', code: 'insufficient_funds' },
    });
    expect(paymentErrorMessage('insufficient_funds')).toBe(
      'Tu tarjeta no tiene fondos suficientes. Utiliza otra tarjeta u otro medio de pago.',
    );
    const expired = await provider.charge('k-0069', charge(await tokenFor('4000 0000 0000 0069')));
    expect(expired).toMatchObject({ ok: true, value: { status: 'declined', code: 'expired_card' } });
    expect(paymentErrorMessage('expired_card')).toBe('Tu tarjeta está vencida. Utiliza otra tarjeta.');
  });

  it('0119 never answers; checked afterwards it was voided, so a new attempt is safe', async () => {
    const token = await tokenFor('4000 0000 0000 0119');
    const abort = new AbortController();
    const silent = provider.charge('k-0119', charge(token), abort.signal);
    // The charge reached the provider: its status says pending until the silence is checked.
    await expect
      .poll(async () => {
        const charges = (await (await fetch('http://localhost/__sample/payments')).json()) as {
          key: string;
        }[];
        return charges.some((c) => c.key === 'k-0119');
      })
      .toBe(true);
    abort.abort();
    expect(await silent).toEqual({ ok: false, code: '2007' });
    expect(await provider.status('k-0119')).toMatchObject({
      ok: true,
      value: { status: 'declined', code: 'K027' },
    });
  });

  it('refuses a charge without idempotency key, an unknown token and a bad card', async () => {
    const response = await fetch('http://localhost/api/qppayment/sandbox/charges', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(charge(null)),
    });
    expect(await response.json()).toEqual({ code: '4292' });
    expect(await provider.charge('k-unknown', charge('tok_nope'))).toEqual({ ok: false, code: '3008' });
    expect(await provider.tokenize(card('4242 4242 4242 4241'))).toEqual({ ok: false, code: '3017' });
    expect(await provider.charge('k-transfer', charge(null))).toMatchObject({
      ok: true,
      value: { status: 'approved' },
    });
  });

  it('serves purchase forms for online plans only and keeps status updates as leads', async () => {
    const api = createApiClient(testConfig());
    const pet = await api.purchaseForms('PET-ALLI-02');
    expect(pet.ok && pet.value.map((form) => form.code)).toEqual(['personal-payment-data']);
    const company = await api.purchaseForms('COL-SURA-01');
    expect(company.ok && company.value.map((form) => form.code).sort()).toEqual(
      ['company-data', 'mass-insured', 'personal-payment-data'].sort(),
    );
    const prepaid = await api.purchaseForms('MP-COLM-02');
    expect(prepaid.ok && prepaid.value.map((form) => form.code)).toEqual(['dps', 'personal-payment-data']);
    const offline = await api.purchaseForms('PET-EXIT-02');
    expect(offline).toMatchObject({ ok: false, error: { status: 404 } });
    const update = await api.updatePlanStatus({
      session: 'p-test',
      sessionType: 'online',
      productCode: 'PET-ALLI-02',
      status: 500,
      subStatus: 300,
    });
    expect(update.ok).toBe(true);
  });
});
