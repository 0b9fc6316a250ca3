/** Parts of a card's extras that can fail without failing the card (only coverages decide that, §8). */
export type CardPart = 'price' | 'offers' | 'features' | 'payment';

const PART_NAMES: Readonly<Record<CardPart, string>> = {
  price: 'el precio para tu perfil',
  offers: 'los descuentos',
  features: 'los beneficios',
  payment: 'los medios de pago',
};

const ORDER: readonly CardPart[] = ['price', 'offers', 'features', 'payment'];

/**
 * What a card says when some of its parts could not load, instead of silently showing something else
 * (a range for the price, no discount, no benefits); null when nothing is missing.
 */
export function degradedCardNotice(missing: readonly CardPart[]): string | null {
  const parts = ORDER.filter((part) => missing.includes(part)).map((part) => PART_NAMES[part]);
  if (parts.length === 0) return null;
  const list = new Intl.ListFormat('es-CO', { type: 'conjunction' }).format(parts);
  return `No pudimos cargar ${list}. Lo que ves puede estar incompleto.`;
}
