import fc from 'fast-check';
import { SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createApp, type App } from '../../core/app';
import {
  SITE_COUNTRIES,
  applyDiscounts,
  defaultProfile,
  paymentStepIndex,
  purchaseInsured,
  type CardInput,
  type ChargeRequest,
  type ChargeStatus,
  type Purchase,
  type Profile,
  type PurchaseForm,
} from '../../core/domain';
import { priceForProfile } from '../../core/adapters/sample-backend/pricing';
import {
  ok,
  type ApiClient,
  type InsuranceProduct,
  type Offer,
  type ProfilePrice,
} from '../../core/domain/api';
import type { PaymentProvider, ProviderResult } from '../../core/adapters/payment/payment-provider';
import { createEventStore } from '../../core/adapters/store/event-store';
import { memoryKeyValue, type KeyValue } from '../../core/adapters/store/key-value';
import { buildCatalogue } from '../../core/adapters/sample-backend/catalogue/products';
import { purchaseFormsFor } from '../../core/adapters/sample-backend/catalogue/purchase-forms';
import { fakeBrowser } from '../support/fake-browser';

/**
 * Model test of the purchase over the whole system (root, kernel, purchase flow) on a simulated clock:
 * random form orders, steps back and forward, bad input, reloads, declines, silences and checks, and
 * retries with another method. After every command: never two charges for one purchase, never a
 * confirmation without an approved charge, no card data in the event log, the amount charged is the
 * total shown.
 */
const CARDS = {
  approve: '4242 4242 4242 4242',
  insufficient: '4000 0000 0000 0002',
  expired: '4000 0000 0000 0069',
  timeout: '4000 0000 0000 0119',
} as const;
type CardKind = keyof typeof CARDS;
const CARD_DIGITS = Object.values(CARDS).map((number) => number.replace(/\s/g, ''));
const TIMEOUT = 20_000;
const catalogue = buildCatalogue('2026-01-01');

/** The provider, on the server side: it outlives reloads. A silent charge's fate is the model's choice. */
function sandbox(lateOutcome: () => 'approved' | 'declined') {
  const tokens = new Map<string, CardKind>();
  const charges = new Map<string, ChargeRequest & { status: ChargeStatus['status']; key: string }>();
  const violations: string[] = [];
  const answer = (key: string): ProviderResult<ChargeStatus> => {
    const charge = charges.get(key);
    if (!charge) return { ok: true, value: { status: 'not_found', code: null, reference: null } };
    return {
      ok: true,
      value: {
        status: charge.status,
        code: charge.status === 'declined' ? 'insufficient_funds' : null,
        reference: charge.status === 'approved' ? `ref-${key}` : null,
      },
    };
  };
  const provider: PaymentProvider = {
    tokenize: async (card: CardInput) => {
      const kind = (Object.keys(CARDS) as CardKind[]).find(
        (k) => CARDS[k].replace(/\s/g, '') === card.number.replace(/\s/g, ''),
      );
      if (!kind) return { ok: false, code: '3017' };
      const token = `tok_${tokens.size + 1}`;
      tokens.set(token, kind);
      return { ok: true, value: { token, brand: 'visa' } };
    },
    charge: (key, request) => {
      if (charges.has(key)) return Promise.resolve(answer(key));
      const open = [...charges.values()].filter(
        (charge) => charge.purchaseId === request.purchaseId && charge.status === 'pending',
      );
      if (open.length > 0) violations.push(`charged ${key} while ${open[0]?.key} had no answer`);
      const kind = request.token ? tokens.get(request.token) : 'approve';
      const status = kind === 'timeout' ? 'pending' : kind === 'approve' ? 'approved' : 'declined';
      charges.set(key, { ...request, key, status });
      // A silent charge never answers; the flow's timeout aborts it.
      return status === 'pending' ? new Promise(() => {}) : Promise.resolve(answer(key));
    },
    status: async (key) => {
      const charge = charges.get(key);
      if (charge?.status === 'pending') charge.status = lateOutcome();
      return answer(key);
    },
  };
  return { provider, charges, violations };
}

function fakeApi(
  product: InsuranceProduct,
  forms: PurchaseForm[],
  offers: Offer[],
  price: (profile: Profile) => ProfilePrice,
): ApiClient {
  const api: Partial<ApiClient> = {
    productByCode: async () => ok(product),
    purchaseForms: async () => ok(forms),
    offers: async () => ok(offers),
    // The price for the insured, as the sample backend computes it (a purchase never falls back to a list price).
    calculatePrice: async (_id, body) => ok(price(body.profile)),
    paymentInfo: async () => ok(product.paymentInfo ?? { paymentMethods: [] }),
    updatePlanStatus: async () => ok({ id: 'lead', receivedAt: '2026-01-01' }),
  };
  return new Proxy(api as ApiClient, {
    get: (target, name: string) => {
      const method: unknown = Reflect.get(target, name);
      if (!method) throw new Error(`unexpected API call ${name}`);
      return method;
    },
  });
}

/** Valid values for each field kind the sample forms use. */
const VALID: Readonly<Record<string, string>> = {
  name: 'Ana María Pérez',
  email: 'ana@example.com',
  phone: '+573001234567',
  'id-number': '1020304050',
  'birth-date': '1990-05-10',
  text: 'Calle 80 # 12-34',
  consent: 'true',
  'yes-no': 'no',
  roster: 'Ana María Pérez, 1020304050\nLuis Gómez, 80123456',
};
function validValues(form: PurchaseForm): Record<string, string> {
  return Object.fromEntries(
    form.fields.map((field) => [
      field.name,
      field.kind === 'select'
        ? (field.options?.[0]?.value ?? '')
        : field.kind === 'number'
          ? String(field.min ?? 1)
          : (VALID[field.kind] ?? 'x'),
    ]),
  );
}

const flush = async () => {
  for (let round = 0; round < 6; round += 1) await new Promise((done) => setTimeout(done, 0));
};

interface World {
  app: App;
  clock: SimulatedClock;
  kv: KeyValue;
  browser: ReturnType<typeof fakeBrowser>;
  boot: () => Promise<App>;
  purchase: () => Purchase | null;
  flow: () => Promise<Awaited<ReturnType<App['purchase']>>>;
}

type Command =
  | { kind: 'submit'; valid: boolean }
  | { kind: 'back' }
  | { kind: 'pay'; card: CardKind | 'transfer' }
  | { kind: 'elapse' }
  | { kind: 'check' }
  | { kind: 'reload' };

const command: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('submit' as const), valid: fc.boolean() }), weight: 4 },
  { arbitrary: fc.constant({ kind: 'back' as const }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      card: fc.constantFrom<CardKind | 'transfer'>(
        'approve',
        'insufficient',
        'expired',
        'timeout',
        'timeout',
        'transfer',
      ),
    }),
    weight: 4,
  },
  { arbitrary: fc.constant({ kind: 'elapse' as const }), weight: 2 },
  { arbitrary: fc.constant({ kind: 'check' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'reload' as const }), weight: 1 },
);

describe('purchase (model)', () => {
  it('never charges twice, never confirms unpaid, keeps no card data, charges the total shown', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('PET-ALLI-02', 'MP-COLM-02', 'COL-SURA-01'),
        fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { minLength: 3, maxLength: 3 }),
        fc.array(command, { minLength: 4, maxLength: 28 }),
        fc.infiniteStream(fc.constantFrom<'approved' | 'declined'>('approved', 'declined')),
        async (code, positions, commands, late) => {
          const entry = catalogue.find((candidate) => candidate.product.productCode === code);
          if (!entry) throw new Error(code);
          // Random orderPositions, listed in another order: the steps must follow the positions.
          const forms = purchaseFormsFor(entry.seed.category).map((form, index) => ({
            ...form,
            orderPosition: positions[index] ?? index,
          }));
          const offers = entry.product.offers ?? [];
          const price = (profile: Profile) => priceForProfile(entry.seed, profile);
          const shown = applyDiscounts(price(defaultProfile()).total.minPrice, offers);
          const lateOutcomes = late[Symbol.iterator]();
          const server = sandbox(() => lateOutcomes.next().value as 'approved' | 'declined');
          const api = fakeApi(entry.product, forms.slice().reverse(), offers, price);
          const kv = memoryKeyValue();
          const browser = fakeBrowser(`/Compra-Online/${code}`);
          const clock = new SimulatedClock();
          let ids = 0;
          const boot = () =>
            createApp({
              country: SITE_COUNTRIES.CO,
              browser: browser.browser,
              clock: { now: () => Date.UTC(2026, 0, 15) + clock.now() },
              store: createEventStore('V1.6_CO', kv),
              api,
              payments: server.provider,
              newId: () => `p${(ids += 1)}`,
              timers: clock,
            });
          const world: World = {
            app: await boot(),
            clock,
            kv,
            browser,
            boot,
            purchase: () => Object.values(world.app.actor.getSnapshot().context.visitor.purchases)[0] ?? null,
            flow: () => world.app.purchase(),
          };
          await world.flow();
          await flush();

          const first = world.purchase();
          expect(first).not.toBeNull();
          const expectedSteps = [...forms]
            .sort((a, b) => a.orderPosition - b.orderPosition)
            .map((f) => f.title);
          expect(first?.steps.map((step) => step.title)).toEqual([...expectedSteps, 'Pago']);
          // A plan whose insured are not in the stored profile (a pet plan) starts unpriced: nothing is
          // charged until the steps have said who is insured.
          if (first?.priced !== false) expect(first?.total).toBe(shown);

          for (const next of commands) {
            const flow = await world.flow();
            const before = world.purchase();
            switch (next.kind) {
              case 'submit': {
                const step = before?.steps[before.stepIndex];
                const form = forms.find((candidate) => candidate.code === step?.code);
                if (!form) break;
                const values = validValues(form);
                if (!next.valid) values[form.fields[0]?.name ?? ''] = '';
                flow.send({ type: 'purchase.submit', values });
                await flush();
                if (!next.valid && form.fields[0]?.required) {
                  expect(world.purchase()?.stepIndex).toBe(before?.stepIndex);
                  expect(Object.keys(flow.actor.getSnapshot().context.fieldErrors).length).toBeGreaterThan(0);
                }
                break;
              }
              case 'back':
                flow.send({ type: 'purchase.back' });
                break;
              case 'pay':
                flow.send(
                  next.card === 'transfer'
                    ? { type: 'purchase.pay', method: 'transfer', card: null }
                    : {
                        type: 'purchase.pay',
                        method: 'tdc',
                        card: { number: CARDS[next.card], holder: 'Ana Perez', expiry: '12/34', cvc: '123' },
                      },
                );
                break;
              case 'elapse':
                world.clock.increment(TIMEOUT);
                break;
              case 'check':
                flow.send({ type: 'purchase.check' });
                break;
              case 'reload':
                await world.app.flushed();
                world.app.stop();
                world.app = await world.boot();
                await world.flow();
                break;
            }
            await flush();

            // Invariants.
            const purchase = world.purchase();
            expect(server.violations).toEqual([]);
            const charged = [...server.charges.values()];
            expect(charged.filter((charge) => charge.status === 'approved').length).toBeLessThanOrEqual(1);
            // Charged: the price the backend gives for who the purchase insures (the holder's birth date,
            // the pet typed), after the plan's offers; never a list price.
            const insured = purchaseInsured(defaultProfile(), purchase?.values ?? {}, '2026-01-15');
            const due = applyDiscounts(price(insured).total.minPrice, offers);
            for (const charge of charged) expect(charge.amount).toBe(due);
            if (purchase?.confirmedAt != null) {
              const approved = purchase.attempts.find((attempt) => attempt.status === 'approved');
              expect(approved).toBeDefined();
              expect(server.charges.get(approved?.key ?? '')?.status).toBe('approved');
            }
            if (purchase) {
              expect(purchase.stepIndex).toBeLessThanOrEqual(paymentStepIndex(purchase));
              for (const attempt of purchase.attempts) expect(attempt.amount).toBe(purchase.total);
            }
          }
          await world.app.flushed();
          const log = (await world.app.exportLog()).replace(/[\s-]/g, '');
          for (const digits of CARD_DIGITS) expect(log).not.toContain(digits);
          expect(log).not.toContain('"cvc"');
          world.app.stop();
        },
      ),
      { numRuns: 80 },
    );
  }, 120_000);
});
