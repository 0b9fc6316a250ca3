import type { ProfilePrice } from '../../domain/api';
import type { Profile } from '../../domain/profile/profile';
import { isCountryEntry } from './catalogue/country-catalogues';
import type { CatalogueEntry } from './catalogue/products';
import { priceForCountrySeed } from './country-pricing';
import { priceForProfile } from './pricing';

/** A catalogue entry's price for a profile: Colombia's price lists, or the other sites' own. */
export function priceEntry(entry: CatalogueEntry, profile: Profile): ProfilePrice {
  return isCountryEntry(entry)
    ? priceForCountrySeed(entry.seed, profile)
    : priceForProfile(entry.seed, profile);
}
