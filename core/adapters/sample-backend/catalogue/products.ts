import type { InsuranceProduct, Offer } from '../../../domain/api';
import { SAMPLE_PRICE_NOTE } from '../../../domain/api';
import { ageBandsFor } from '../pricing';
import { copayTableFor, priceHistoryFor } from './copay-tables';
import { coveragesFor } from './coverages';
import { FEATURES } from './features';
import { INSURANCE_TYPES, type CategoryKey } from './insurance-types';
import { organizationById } from './organizations';
import { PLAN_SEEDS, type OfferKind, type PlanSeed, type Tier } from './plan-seeds';
import { PAYMENT_METHODS_ONLINE, PAYMENT_METHODS_STANDARD } from './payment-methods';

/** Product type names by category (§2 category resolution). */
export const PRODUCT_TYPE_OF: Readonly<Record<CategoryKey, string>> = {
  poliza: '',
  pac: 'colectivo',
  prepagada: 'Medicina Prepagada',
  colectivo: 'SEGURO COLECTIVO',
  mascotas: 'PET_INSURANCE_CO',
};

const TIER_LABEL: Readonly<Record<Tier, string>> = {
  basico: 'Básico',
  intermedio: 'Intermedio',
  premium: 'Premium',
};

const slug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function offersFor(seed: PlanSeed): Offer[] {
  const product = { displayName: seed.name };
  const kinds: Readonly<Record<Exclude<OfferKind, 'EXHAUSTED'>, Offer>> = {
    DISCOUNT: {
      id: 1,
      offerType: { name: 'DISCOUNT' },
      description: '10% de descuento los primeros 3 meses',
      discount: { unitCode: 'percent', amount: 10, salesLimitQuantityEnable: true },
      product,
    },
    AGGREGATE: {
      id: 2,
      offerType: { name: 'AGGREGATE' },
      description: 'Odontología preventiva incluida el primer año',
      discount: { unitCode: 'COP', amount: 15_000, salesLimitQuantityEnable: false },
      product,
    },
    GIFTCARD: {
      id: 3,
      offerType: { name: 'GIFTCARD' },
      description: 'Tarjeta de regalo de 20.000 pesos al contratar en línea',
      discount: { unitCode: 'COP', amount: 20_000, salesLimitQuantityEnable: true },
      product,
    },
  };
  return seed.offer && seed.offer !== 'EXHAUSTED' ? [kinds[seed.offer]] : [];
}

/**
 * When a plan's price was last checked: a few days to four weeks before `today` for most plans, and more
 * than 30 days for about one in six (their cards say the data is old). Derived from the code, so stable.
 */
function priceUpdatedAt(code: string, today: string): string {
  const hash = [...code].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 9973, 7);
  const age = hash % 6 === 0 ? 35 + (hash % 40) : 2 + (hash % 26);
  return new Date(Date.parse(`${today}T00:00:00Z`) - age * 86_400_000).toISOString().slice(0, 10);
}

const daysBetween = (from: string, to: string): number => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** A seed dressed as the product of §3; `today` decides isNew (available for under 2 months). */
const LIFE = {
  code: 'vida',
  name: 'Seguro de vida',
  description: 'Un capital para tu familia si falleces, desde el primer mes.',
};
const HOSPITAL_RENT = {
  code: 'renta-hospitalaria',
  name: 'Renta diaria por hospitalización',
  description: 'Un pago fijo por cada día que estés hospitalizado, para los gastos que el plan no cubre.',
};
const DENTAL = {
  code: 'odontologico',
  name: 'Plan odontológico',
  description: 'Limpiezas, urgencias y tratamientos dentales con la red del plan.',
};

/**
 * The additional insurances the sample insurers offer with a plan (api/seguro-adicional, issue 26): with
 * health policies a life cover and a daily hospital cash, with prepaid medicine a dental plan and a life
 * cover; EPS, company and pet plans offer none. Sample offers, not any insurer's real catalogue.
 */
const ADDITIONAL_INSURANCE_OF: Readonly<
  Partial<Record<CategoryKey, InsuranceProduct['additionalInsurance']>>
> = {
  poliza: [LIFE, HOSPITAL_RENT],
  prepagada: [DENTAL, LIFE],
};

export function toProduct(seed: PlanSeed, id: number, today: string): InsuranceProduct {
  const organization = organizationById(seed.org);
  const type = INSURANCE_TYPES[seed.category];
  const collective = seed.category === 'colectivo';
  const ageBands = ageBandsFor(seed);
  const copays = copayTableFor(seed);
  return {
    id,
    productCode: seed.code,
    url: slug(seed.name),
    displayName: seed.name,
    name: seed.name,
    description: `${seed.name}: ${type.displayName.toLowerCase()} de ${organization.displayName}, nivel ${TIER_LABEL[seed.tier].toLowerCase()}.`,
    productType: PRODUCT_TYPE_OF[seed.category],
    price: {
      minPrice: seed.base,
      maxPrice: Math.round((seed.base * 1.05) / 100) * 100,
      unit: { name: 'Pesos colombianos', code: 'COP', currencyCode: 'COP' },
      paymentMode: 'mensual',
      note: SAMPLE_PRICE_NOTE,
      source: `Tarifas publicadas por ${organization.displayName} (muestra)`,
      updatedAt: priceUpdatedAt(seed.code, today),
    },
    priceRange: {
      from: Math.round((seed.base * 0.90477) / 100) * 100,
      to: Math.round((seed.base * 1.05) / 100) * 100,
      unit: { code: 'COP' },
    },
    score: seed.score,
    distance: seed.network.length > 0 ? Math.round((0.8 + (id % 9) * 2.7) * 10) / 10 : 0,
    isNew: daysBetween(seed.since, today) < 61,
    exclusive: seed.code.endsWith('-03'),
    isPromoted: seed.promoted === true,
    isActive: seed.active !== false,
    availableSince: seed.since,
    coverages: coveragesFor(seed.category, seed.tier, copays),
    features: seed.features.map((key) => ({ name: FEATURES[key].name, icon: FEATURES[key].icon })),
    offers: offersFor(seed),
    paymentInfo: {
      paymentMethods: seed.online ? PAYMENT_METHODS_ONLINE : PAYMENT_METHODS_STANDARD,
      onlineSale: seed.online === true,
    },
    insuranceType: type,
    insuranceMetadata: {
      metadata: {
        salesChannel: seed.online ? ['QpOnlineSale', 'ExecutiveEmployee'] : ['ExecutiveEmployee'],
        logo: organization.metadata?.image,
        isPopular: seed.popular === true,
        hasOffer: seed.offer !== undefined,
        price_detail: [
          { label: 'Desde', age_range: seed.category === 'mascotas' ? '0 a 10 años' : '18 a 29 años' },
          { label: 'Precio de muestra', age_range: 'varía con la edad y el sexo' },
        ],
        annual_benefit_maximum: {
          amount: seed.category === 'mascotas' ? 3_000_000 : 600_000_000,
          currency_code: 'COP',
        },
        modality: collective ? 'colectiva' : 'individual',
        categoryType: seed.tier,
        ...(collective ? { minsubscribers: seed.minsubscribers ?? 5 } : {}),
        seoTitle: `${seed.name} | Compara precios y coberturas`,
        seoDescription: `Precio de muestra, coberturas y red de ${seed.name}.`,
      },
    },
    organization,
    coverageOrganizations: seed.network.map((clinic) => ({
      id: clinic,
      displayName: organizationById(clinic).displayName,
    })),
    profilePrice: null,
    quantity: 1,
    comparable: true,
    ...(seed.category === 'mascotas' ? {} : { aproxPercentAmount: 7 }),
    copays,
    priceHistory: priceHistoryFor(seed),
    ...(ageBands ? { ageBands } : {}),
    ...(ADDITIONAL_INSURANCE_OF[seed.category] && seed.active !== false
      ? { additionalInsurance: ADDITIONAL_INSURANCE_OF[seed.category] }
      : {}),
  };
}

export interface CatalogueEntry {
  readonly seed: PlanSeed;
  readonly product: InsuranceProduct;
}

/** The whole catalogue; ids start at 1001 so they never collide with organization ids in logs. */
export function buildCatalogue(today: string): readonly CatalogueEntry[] {
  return PLAN_SEEDS.map((seed, index) => ({ seed, product: toProduct(seed, 1001 + index, today) }));
}
