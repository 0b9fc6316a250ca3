import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../core/adapters/api';
import { defaultProfile } from '../../core/domain';
import type { ApiClient, ApiResult } from '../../core/domain/api';
import { testConfig } from './support/api-harness';

/**
 * Issue 27, the 120 s held-call sweep at the client: a server that holds every request for two minutes.
 * Every call the site makes ends, with a failure the view words ('timeout'), within its deadline: one
 * attempt of a read gives up at 6 s, of a send or the result list at 15 s, and at most three attempts
 * 1.5 s apart (docs/decisions.md); the token wait gives up at 15 s in all. Nothing waits out the hold.
 */
const server = setupServer(
  http.all('*', async () => {
    await delay(120_000);
    return HttpResponse.json({});
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => vi.useRealTimers());
afterAll(() => server.close());

const READ = 6_000;
const SEND = 15_000;
const within = (attempt: number) => 3 * attempt + 2 * 1_500;

const profile = defaultProfile();
const contact = {
  name: 'Ana Pérez',
  email: 'ana@example.co',
  phone: '+573211234567',
  consent: { dataProcessing: true as const },
};
const plan = {
  nombre: 'Ana Pérez',
  rutsolicitud: '1020304050',
  email: 'ana@example.co',
  telefono: '+573211234567',
  agree: true,
  productCode: 'MP-COLS-01',
  profile,
};
/** Every call of the client, with arguments of the right shape, and how long it may take in all. */
const CALLS: Record<
  keyof ApiClient,
  { run: (api: ApiClient) => Promise<ApiResult<unknown>>; budget: number }
> = {
  compare: {
    run: (api) =>
      api.compare({ productType: 'Medicina Prepagada', organizationTypes: ['MEDICINA PREPAGADA'] }),
    budget: within(SEND),
  },
  promotedProduct: { run: (api) => api.promotedProduct({} as never), budget: within(SEND) },
  productByCode: { run: (api) => api.productByCode('X1'), budget: within(READ) },
  conditions: { run: (api) => api.conditions('X1'), budget: within(READ) },
  calculatePrice: {
    run: (api) => api.calculatePrice(1, { profile, productType: 'Medicina Prepagada' }),
    budget: within(READ),
  },
  coverageResume: { run: (api) => api.coverageResume(1), budget: within(READ) },
  features: { run: (api) => api.features(1), budget: within(READ) },
  seo: { run: (api) => api.seo(1), budget: within(READ) },
  faq: { run: (api) => api.faq(1), budget: within(READ) },
  descriptions: { run: (api) => api.descriptions(1), budget: within(READ) },
  exclusions: { run: (api) => api.exclusions(1), budget: within(READ) },
  topAmountsAndDeductibles: { run: (api) => api.topAmountsAndDeductibles(1), budget: within(READ) },
  coverageOrganizations: { run: (api) => api.coverageOrganizations(1), budget: within(READ) },
  documents: { run: (api) => api.documents(1), budget: within(READ) },
  offers: { run: (api) => api.offers('X1', true), budget: within(READ) },
  paymentInfo: { run: (api) => api.paymentInfo(1), budget: within(READ) },
  organizationsByType: { run: (api) => api.organizationsByType('EPS'), budget: within(READ) },
  profileForm: { run: (api) => api.profileForm('Medicina Prepagada'), budget: within(READ) },
  sendProfile: { run: (api) => api.sendProfile(profile, 'Medicina Prepagada'), budget: within(SEND) },
  menu: { run: (api) => api.menu(), budget: within(READ) },
  contactInformations: { run: (api) => api.contactInformations(), budget: within(READ) },
  notifications: { run: (api) => api.notifications(), budget: within(READ) },
  referralByEmail: { run: (api) => api.referralByEmail('asesor@queseguro.co'), budget: within(READ) },
  subdomainConfig: { run: (api) => api.subdomainConfig('socio', 'socio.queseguro.co'), budget: within(READ) },
  iframeToken: { run: (api) => api.iframeToken('abc'), budget: within(READ) },
  sendContact: { run: (api) => api.sendContact(contact), budget: within(SEND) },
  requestPlan: { run: (api) => api.requestPlan(plan), budget: within(SEND) },
  requestAdditionalInsurance: {
    run: (api) =>
      api.requestAdditionalInsurance({
        ...plan,
        seguroAdicional: [{ code: 'vida', name: 'Seguro de vida' }],
      }),
    budget: within(SEND),
  },
  sendConsent: {
    run: (api) =>
      api.sendConsent({
        consentId: 'held-1',
        channel: 'email',
        purpose: 'asesoria',
        address: 'ana.perez@example.com',
        hours: { weekdays: [9, 12], saturday: null },
        text: 'Autorizo que me contacten por correo electrónico.',
        givenAt: 1_000,
      }),
    budget: within(SEND),
  },
  sendRevocation: {
    run: (api) => api.sendRevocation({ consentId: 'held-1', channel: 'email', revokedAt: 2_000 }),
    budget: within(SEND),
  },
  countries: { run: (api) => api.countries(), budget: within(READ) },
  regions: { run: (api) => api.regions(), budget: within(READ) },
  workSectors: { run: (api) => api.workSectors(), budget: within(READ) },
  uf: { run: (api) => api.uf(), budget: within(READ) },
  comparators: { run: (api) => api.comparators(), budget: within(READ) },
  waitForToken: { run: (api) => api.waitForToken('hash'), budget: 15_000 },
  i18n: { run: (api) => api.i18n('en' as never), budget: within(READ) },
  createSharedLink: {
    run: (api) => api.createSharedLink('https://www.queseguro.co/Comparar/EPS?order=lowerPrice', profile),
    budget: within(SEND),
  },
  validateSharedLink: { run: (api) => api.validateSharedLink('abc'), budget: within(READ) },
  purchaseForms: { run: (api) => api.purchaseForms('X1'), budget: within(READ) },
  updatePlanStatus: {
    run: (api) =>
      api.updatePlanStatus({
        session: 's-1',
        sessionType: 'online',
        productCode: 'PET-ALLI-02',
        status: 500,
        subStatus: 300,
      }),
    budget: within(SEND),
  },
  blogArticles: { run: (api) => api.blogArticles(), budget: within(READ) },
  blogArticle: { run: (api) => api.blogArticle('un-articulo'), budget: within(READ) },
  landing: { run: (api) => api.landing('que-es', 'es-CO'), budget: within(READ) },
};

describe('every call held 120 s ends in a failure within its deadline (issue 27)', () => {
  it.each(Object.keys(CALLS) as Array<keyof ApiClient>)('%s', async (name) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const api = createApiClient(testConfig());
    const { run, budget } = CALLS[name];
    const started = Date.now();
    let ended: number | null = null;
    let result: ApiResult<unknown> | null = null;
    void run(api).then((answer) => {
      ended = Date.now();
      result = answer;
    });
    for (let passed = 0; passed < 120_000 && ended === null; passed += 250)
      await vi.advanceTimersByTimeAsync(250);
    expect(ended, `${name} still waiting after the 120 s hold`).not.toBeNull();
    expect((ended ?? Infinity) - started).toBeLessThanOrEqual(budget + 250);
    const answer = result as ApiResult<unknown> | null;
    expect(answer?.ok).toBe(false);
    if (answer && !answer.ok) expect(answer.error.kind).toBe('timeout');
  });
});
