import { isCompanyInsurance, isPetProductType } from './profile-form-rules';
import { textRef, type TextRef } from '../texts/text-ref';

/** The subtitle: price varies by sex and age (breed and age for pets); none for company insurance. */
export function profileSubtitle(productType: string): TextRef | null {
  if (isCompanyInsurance(productType)) return null;
  return textRef(
    isPetProductType(productType) ? 'profileModal.subtitlePets' : 'profileModal.subtitlePersons',
  );
}

export function addPersonLabel(productType: string): TextRef {
  return textRef(isPetProductType(productType) ? 'profileModal.addPet' : 'profileModal.addPerson');
}
