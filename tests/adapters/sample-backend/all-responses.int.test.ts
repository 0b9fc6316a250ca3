import { beforeEach, describe, expect, it } from 'vitest';
import { apiCalls, createApiClient } from '../../../core/adapters/api';
import {
  ORGANIZATION_TYPES_BY_PRODUCT_TYPE,
  OrganizationTypeName,
  SortOrder,
  type ApiClient,
  type ApiResult,
} from '../../../core/domain/api';
import type { Profile } from '../../../core/domain/profile/profile';
import { testConfig } from '../support/api-harness';
import { useSampleBackend } from '../support/sample-server';

const backend = useSampleBackend();

const PERSON: Profile = {
  cotizante: [{ sexo: 'Femenino', edad: 41 }],
  cargas: [{ parentescoCarga: 'Hijo/Hija', edad: 9, sexo: 'Masculino' }],
  enPareja: false,
  ingresodatos: true,
};
const PET: Profile = { ...PERSON, cargas: [], mascota: [{ especie: 'Perro', raza: 'Labrador', edad: 4 }] };
const COMPANY: Profile = {
  ...PERSON,
  cargas: [],
  colectivo: { cantidadempleados: 25 },
  colectivos: [{ cantidadDeTrabajadores: 25, cantidadDeCargas: 10 }],
};
const profileFor = (productType: string): Profile =>
  /PET|MASCOTA/.test(productType) ? PET : /colectivo|COLECTIVO/.test(productType) ? COMPANY : PERSON;

/**
 * Walks every call the client makes against the sample backend: each answer must decode with the
 * client's zod schemas (a decode failure would come back as ok: false).
 */
describe('every response of the sample backend passes the client schemas', () => {
  const client = createApiClient(testConfig());
  const called = new Set<keyof ApiClient>();
  const failures: string[] = [];
  beforeEach(() => {
    failures.length = 0;
  });
  const check = async <T>(
    name: keyof ApiClient,
    label: string,
    result: Promise<ApiResult<T>>,
  ): Promise<T | undefined> => {
    called.add(name);
    const settled = await result;
    if (!settled.ok) failures.push(`${label}: ${settled.error.kind} ${settled.error.message}`);
    return settled.ok ? settled.value : undefined;
  };

  it('answers every compare variant: each product type, sort, page, GET and POST', async () => {
    for (const [productType, organizationTypes] of Object.entries(ORGANIZATION_TYPES_BY_PRODUCT_TYPE)) {
      for (const order of SortOrder.options) {
        const first = await check(
          'compare',
          `compare ${productType} ${order}`,
          client.compare({ productType, organizationTypes: [...organizationTypes], order }),
        );
        await check(
          'compare',
          `compare POST ${productType} ${order}`,
          client.compare({
            productType,
            organizationTypes: [...organizationTypes],
            order,
            profile: profileFor(productType),
          }),
        );
        if (first && first.total > 20) {
          const second = await check(
            'compare',
            `compare page 2 ${productType}`,
            client.compare({ productType, organizationTypes: [...organizationTypes], order, page: 2 }),
          );
          expect(second?.data.length).toBe(first.total - 20);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers every product call for every product', async () => {
    for (const { product } of backend.catalogue) {
      const id = product.id;
      const tag = product.productCode;
      await check('productByCode', tag, client.productByCode(product.productCode));
      await check('conditions', tag, client.conditions(product.productCode));
      await check(
        'calculatePrice',
        tag,
        client.calculatePrice(id, {
          profile: profileFor(product.productType ?? ''),
          productType: product.productType ?? '',
        }),
      );
      await check('coverageResume', tag, client.coverageResume(id, [21, 22]));
      await check('features', tag, client.features(id));
      await check('seo', tag, client.seo(id));
      await check('faq', tag, client.faq(id));
      await check('descriptions', tag, client.descriptions(id));
      await check('exclusions', tag, client.exclusions(id));
      await check('topAmountsAndDeductibles', tag, client.topAmountsAndDeductibles(id));
      await check('coverageOrganizations', tag, client.coverageOrganizations(id));
      await check('documents', tag, client.documents(id));
      await check(
        'offers',
        tag,
        client.offers(product.productCode, product.insuranceMetadata?.metadata.hasOffer ?? false),
      );
      await check('paymentInfo', tag, client.paymentInfo(id));
    }
    // Colombia's product types: isapre and international plans are Chile's and the international site's.
    const colombian = Object.keys(ORGANIZATION_TYPES_BY_PRODUCT_TYPE).filter(
      (type) => type !== 'ISAPRE' && type !== 'SEGURO INTERNACIONAL',
    );
    for (const productType of colombian) {
      await check('promotedProduct', `promoted ${productType}`, client.promotedProduct({ productType }));
      await check('profileForm', `form ${productType}`, client.profileForm(productType));
      await check(
        'sendProfile',
        `profile ${productType}`,
        client.sendProfile(profileFor(productType), productType),
      );
    }
    expect(failures).toEqual([]);
  });

  it('answers the site, reference, lead and session calls', async () => {
    for (const type of OrganizationTypeName.options)
      await check('organizationsByType', type, client.organizationsByType(type));
    await check('menu', 'menu', client.menu());
    await check('contactInformations', 'contact', client.contactInformations());
    await check('notifications', 'notifications', client.notifications());
    expect(
      await check('referralByEmail', 'referral', client.referralByEmail('laura.gomez@queseguro.co')),
    ).toMatchObject({ name: 'Laura Gómez' });
    expect(
      await check('referralByEmail', 'no referral', client.referralByEmail('nadie@example.co')),
    ).toBeNull();
    expect(
      await check(
        'subdomainConfig',
        'bienestar',
        client.subdomainConfig('bienestar', 'bienestar.queseguro.co'),
      ),
    ).not.toBeNull();
    expect(
      await check(
        'subdomainConfig',
        'mascotasfelices',
        client.subdomainConfig('mascotasfelices', 'mascotasfelices.queseguro.co'),
      ),
    ).not.toBeNull();
    expect(
      await check('subdomainConfig', 'unknown', client.subdomainConfig('nadie', 'nadie.queseguro.co')),
    ).toBeNull();
    expect(await check('iframeToken', 'known key', client.iframeToken('aliado-123'))).toMatchObject({
      allowedUrls: expect.arrayContaining(['http://aliado.test']),
    });
    expect(await check('iframeToken', 'unknown key', client.iframeToken('no-existe'))).toBeNull();
    const contact = { name: 'Ana Pérez', email: 'ana@example.co', phone: '+573211234567' };
    await check(
      'sendContact',
      'contact',
      client.sendContact({ ...contact, consent: { dataProcessing: true } }),
    );
    const plan = {
      nombre: 'Ana Pérez',
      rutsolicitud: '1020304050',
      email: 'ana@example.co',
      telefono: '+573211234567',
      agree: true,
      productCode: 'MP-COLS-01',
      profile: PERSON,
    };
    await check('requestPlan', 'plan', client.requestPlan(plan));
    await check(
      'requestAdditionalInsurance',
      'additional',
      client.requestAdditionalInsurance({
        ...plan,
        seguroAdicional: [{ code: 'vida', name: 'Seguro de vida' }],
      }),
    );
    const consent = {
      consentId: 'walk-1',
      channel: 'email' as const,
      purpose: 'asesoria' as const,
      address: 'ana.perez@example.com',
      hours: { weekdays: [9, 12] as [number, number], saturday: null },
      text: 'Autorizo a QueSeguro a contactarme por correo electrónico…',
      givenAt: 1_000,
    };
    await check('sendConsent', 'consent', client.sendConsent(consent));
    await check(
      'sendRevocation',
      'revocation',
      client.sendRevocation({ consentId: 'walk-1', channel: 'email', revokedAt: 2_000 }),
    );
    await check('countries', 'countries', client.countries());
    await check('regions', 'regions', client.regions());
    await check('workSectors', 'sectors', client.workSectors());
    await check('uf', 'uf', client.uf());
    await check('comparators', 'comparators', client.comparators());
    await check('waitForToken', 'token', client.waitForToken('ready-1'));
    await check('purchaseForms', 'purchase forms', client.purchaseForms('PET-ALLI-02'));
    await check(
      'updatePlanStatus',
      'purchase status',
      client.updatePlanStatus({
        session: 's-1',
        sessionType: 'online',
        productCode: 'PET-ALLI-02',
        status: 500,
        subStatus: 300,
      }),
    );
    for (const lang of ['es', 'en', 'pt'] as const) await check('i18n', lang, client.i18n(lang));
    const articles = await check('blogArticles', 'blog', client.blogArticles());
    expect(articles?.length).toBeGreaterThan(0);
    expect(
      await check('blogArticle', 'article', client.blogArticle('planes-complementarios-eps')),
    ).not.toBeNull();
    expect(await check('landing', 'about', client.landing('Que-es-QueSeguro', 'es'))).not.toBeNull();
    const shared = await check(
      'createSharedLink',
      'share',
      client.createSharedLink('https://www.queseguro.co/Comparar/EPS?order=lowerPrice', PERSON),
    );
    if (shared) {
      expect(await check('validateSharedLink', 'valid code', client.validateSharedLink(shared.code))).toEqual(
        {
          url: 'https://www.queseguro.co/Comparar/EPS?order=lowerPrice',
        },
      );
    }
    expect(
      await check('validateSharedLink', 'unknown code', client.validateSharedLink('no-existe')),
    ).toBeNull();
    expect(failures).toEqual([]);
    expect((await backend.leads.list()).map((lead) => lead.kind)).toEqual(
      expect.arrayContaining(['contacto', 'solicitarplan', 'seguro-adicional', 'perfil']),
    );
  });

  it('left no call of the client out of the walk', () => {
    expect([...called].sort()).toEqual(Object.keys(apiCalls).sort());
  });
});
