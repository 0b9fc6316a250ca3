import type { SiteCountryCode } from '../site/country';
import { defaultProfile, PROFILE_MESSAGES, type Profile } from './profile';
import { rowsOf, type FormNode, type FormValues } from './profile-form-model';
import {
  addDependant,
  allowsAddingPersons,
  dependantsListName,
  dependantsValid,
  isPetProductType,
  liveProfileError,
  PET_KINSHIP,
  profileToValues,
  submitProfileError,
  valuesToProfile,
} from './profile-form-rules';

/** Whether this form lets the visitor add persons (or pets): the product allows it and the form has the list. */
export function formAllowsPersons(tree: readonly FormNode[], productType: string): boolean {
  const listName = dependantsListName(productType);
  return (
    allowsAddingPersons(productType) && tree.some((node) => node.name === listName && node.kind === 'array')
  );
}

/** The dependants (or pets) the form holds now. */
export function formDependants(values: FormValues, productType: string): readonly FormValues[] {
  return rowsOf(values, dependantsListName(productType));
}

/** The stored profile (or the default one) written into the form; for pets one pet when none is stored. */
export function prefilledValues(
  tree: readonly FormNode[],
  stored: Profile | null,
  productType: string,
): FormValues {
  const values = profileToValues(tree, stored ?? defaultProfile());
  if (!stored && isPetProductType(productType) && rowsOf(values, 'mascota').length === 0)
    return addDependant(tree, values, 'mascota', PET_KINSHIP);
  return values;
}

/**
 * What a submit of the form does (§4, §5): nothing while the live error shows; the menu opens on
 * invalid dependants (when the form has them); a submit error is shown; else the parsed profile goes
 * to the validation module.
 */
export type SubmitStep =
  | { readonly kind: 'blocked' }
  | { readonly kind: 'fix-dependants' }
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'validate'; readonly profile: Profile };

export function submitStep(
  tree: readonly FormNode[],
  values: FormValues,
  country: SiteCountryCode,
  productType: string,
): SubmitStep {
  if (liveProfileError(tree, values, country) !== null) return { kind: 'blocked' };
  if (formAllowsPersons(tree, productType) && !dependantsValid(formDependants(values, productType)))
    return { kind: 'fix-dependants' };
  const error = submitProfileError(tree, values, country);
  if (error !== null) return { kind: 'invalid', message: error };
  const parsed = valuesToProfile(tree, values);
  return parsed.ok
    ? { kind: 'validate', profile: parsed.value }
    : { kind: 'invalid', message: PROFILE_MESSAGES.invalid };
}
