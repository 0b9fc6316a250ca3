import type * as Api from '../../../domain/api';
import { ISAPRE_GES_PRICES_UF } from '../../../domain/shared/catalogues/isapres';
import type { CountryEntry } from './country-catalogues';
import { audienceOf, sharedExclusions, whatAndWhom } from './product-content';

/** The detail sections of Chile's, Peru's and the international site's plans, in their own terms. */

function regulatorOf({ seed }: CountryEntry): string {
  if (seed.country === 'CL')
    return seed.isapre ? 'la Superintendencia de Salud' : 'la Comisión para el Mercado Financiero (CMF)';
  if (seed.country === 'PE')
    return seed.eps || seed.kind === 'Oncológico'
      ? 'la Superintendencia Nacional de Salud (SuSalud)'
      : 'la Superintendencia de Banca, Seguros y AFP (SBS)';
  return 'el regulador de seguros del país de la aseguradora';
}

export function countryFaq(entry: CountryEntry): Api.Faq[] {
  const { seed, product } = entry;
  const specific: Api.Faq[] = seed.isapre
    ? [
        {
          question: '¿Qué incluye el precio?',
          answer: `El precio base del plan por tu factor de riesgo (edad y sexo) y el de tus cargas, más el GES: UF ${String(ISAPRE_GES_PRICES_UF[seed.isapre.code] ?? 0).replace('.', ',')} por beneficiario en ${product.organization.displayName}.`,
        },
        {
          question: '¿Mis cargas menores de 2 años pagan?',
          answer: 'No pagan el plan ($0); solo pagan el GES hasta cumplir 2 años.',
        },
      ]
    : seed.international
      ? [
          {
            question: '¿Cómo funciona el deducible?',
            answer: `Pagas los primeros US$ ${seed.international.deductible.toLocaleString('es-CL')} de gastos médicos cada año póliza; desde ahí la aseguradora paga según la tabla de beneficios.`,
          },
          {
            question: '¿Me cubre en Estados Unidos?',
            answer: seed.international.withUsa
              ? 'Sí: el área de cobertura es mundial, Estados Unidos incluido.'
              : 'No: el área de cobertura es mundial excepto Estados Unidos, salvo emergencias según el condicionado.',
          },
        ]
      : seed.eps
        ? [
            {
              question: '¿Necesito estar en EsSalud?',
              answer:
                'Sí: el plan EPS complementa EsSalud y lo contrata tu empleador; el aporte se reparte entre ambos.',
            },
          ]
        : [];
  return [
    ...specific,
    { question: `¿Quién fiscaliza ${product.displayName}?`, answer: `Lo fiscaliza ${regulatorOf(entry)}.` },
    {
      question: '¿El precio que veo es el definitivo?',
      answer:
        'No. Los precios de este sitio de muestra son cifras de ejemplo; la aseguradora confirma el valor al cotizar.',
    },
  ];
}

export function countryDescriptions({ seed, product }: CountryEntry): Api.Description[] {
  const international = 'Para residentes en América Latina que quieren atenderse en cualquier país.';
  return whatAndWhom(
    product,
    audienceOf(seed.category, 'trabajadores', seed.international ? international : undefined),
  );
}

export function countryExclusions({ seed }: CountryEntry): Api.Exclusion[] {
  return [
    ...sharedExclusions('contrato'),
    ...(seed.international ? [{ name: 'Maternidad en los primeros 10 meses' }] : []),
    { name: 'Tratamientos experimentales' },
  ];
}

export function countryTopAmounts({ seed }: CountryEntry): Api.TopAmountsAndDeductibles {
  if (seed.isapre)
    return {
      topAmounts: {
        agreement:
          seed.isapre.topeAnualUf === null ? null : { amount: seed.isapre.topeAnualUf, currency: 'UF' },
        freeChoice:
          seed.isapre.modalidad === 'cerrado'
            ? null
            : { amount: seed.isapre.topeAnualUf ?? 10_000, currency: 'UF' },
        foreign: null,
      },
      deductibles: [],
    };
  if (seed.international)
    return {
      topAmounts: {
        agreement:
          seed.international.maxBenefit === null
            ? null
            : { amount: seed.international.maxBenefit, currency: 'USD' },
        freeChoice: null,
        foreign:
          seed.international.maxBenefit === null
            ? null
            : { amount: seed.international.maxBenefit, currency: 'USD' },
      },
      deductibles: [
        {
          name: 'Deducible anual',
          amount: seed.international.deductible,
          currency: 'USD',
          mode: 'año',
          qualifyingPersons: 'Cada asegurado',
        },
      ],
    };
  const currency = seed.currency;
  const scale = currency === 'UF' ? 1 : 100;
  return {
    topAmounts: {
      agreement: { amount: (seed.tier === 'premium' ? 2000 : 1000) * scale, currency },
      freeChoice: null,
      foreign: null,
    },
    deductibles: [
      {
        name: seed.eps ? 'Copago por consulta' : 'Deducible por evento',
        amount: seed.eps ? seed.eps.copagoConsulta : currency === 'UF' ? 1 : 50,
        currency,
        mode: 'evento',
      },
    ],
  };
}

export function countryDocuments({ product }: CountryEntry): Api.PlanDocument[] {
  return [
    {
      id: product.id * 10 + 1,
      name: `Condiciones de ${product.displayName}`,
      url: '/docs/condiciones-poliza-salud.pdf',
      mimeType: 'application/pdf',
    },
  ];
}

export function countryConditions({ product, seed }: CountryEntry): Api.ProductConditions {
  return {
    productCode: product.productCode,
    conditions: [
      { title: 'Vigencia', text: 'Anual, renovable.' },
      {
        title: 'Precio',
        text: seed.isapre
          ? 'Cifras de muestra en UF, más el GES; se pagan en pesos al valor de la UF del día.'
          : 'Los valores mostrados son cifras de muestra.',
      },
    ],
  };
}

export function countrySeo({ product }: CountryEntry): Api.ProductSeo {
  return {
    title: `${product.displayName} | QuePlan`,
    description: `Compara ${product.displayName} de ${product.organization.displayName}: coberturas y precio de muestra.`,
    image: product.organization.metadata?.image ?? '/logo.svg',
  };
}
