import { isCollectiveProductType } from '../compare/card-rules';
import { textRef, type TextRef } from '../texts/text-ref';

/** The thank-you heading, with the visitor's first name when one was typed. */
export function thanksTitle(name: string): TextRef {
  const first = name.trim().split(' ')[0] ?? '';
  return first ? textRef('detail.thanksNamed', { name: first }) : textRef('detail.thanks');
}

/** The popover asking for a profile, worded for pets, companies or persons (§2). */
export function exactPriceWording(productType: string | null | undefined): TextRef {
  if (productType === 'PET_INSURANCE_CO' || productType === 'SEGURO_MASCOTAS')
    return textRef('detail.exactPets');
  if (isCollectiveProductType(productType)) return textRef('detail.exactCompany');
  return textRef('detail.exactPersons');
}

/** How a person of the profile reads in the price table. */
export function personLabel(index: number, age: number | null | undefined): TextRef {
  const known = age !== null && age !== undefined;
  if (index === 0) return known ? textRef('detail.holderAge', { age }) : textRef('detail.holder');
  return known ? textRef('detail.dependantAge', { index, age }) : textRef('detail.dependant', { index });
}
