import { FINISHED_STATE_RESET_MS, MOBILE_BREAKPOINT_PX } from '../shared/constants/limits';
import type { CardLayout } from './card-rules';
import { textRef, type TextRef } from '../texts/text-ref';
import { isPetProductType } from '../profile/pet-product-type';

/** Viewport breakpoints (§9): 576 / 991-992 / 1200 px. Below 992 px the site is in its mobile layout. */
export const MOBILE_MAX_WIDTH = MOBILE_BREAKPOINT_PX;

export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_MAX_WIDTH;
}

/** Grid on mobile or when chosen, list otherwise; mobile forces grid (§2 Result list). */
export function resultLayout(mobile: boolean, chosen: CardLayout | null): CardLayout {
  if (mobile) return 'grid';
  return chosen ?? 'list';
}

/** The compare checkbox shows only on non-mobile and when the product is comparable (§2). */
export function showsCompareCheckbox(mobile: boolean, comparable: boolean): boolean {
  return !mobile && comparable;
}

/**
 * How a card offers comparison: the checkbox on desktop (§2), a compact 'Comparar' toggle on a phone
 * (issue 30: phones compare side by side too, in a swipeable two-column table), none when not comparable.
 */
export function compareControl(mobile: boolean, comparable: boolean): 'checkbox' | 'toggle' | null {
  if (!comparable) return null;
  return mobile ? 'toggle' : 'checkbox';
}

export const SPINNER_MESSAGE_MS = 3500;

const SPINNER_REFS: readonly TextRef[] = (
  ['results.spinner0', 'results.spinner1', 'results.spinner2', 'results.spinner3'] as const
).map((key) => textRef(key));

/** The same tick gives the same (identical) text. */
export function spinnerMessage(tick: number): TextRef {
  const count = SPINNER_REFS.length;
  return SPINNER_REFS[((Math.trunc(tick) % count) + count) % count] ?? textRef('results.spinner0');
}

/** Placeholder cards while the list loads. */
export const PLACEHOLDER_CARDS = 6;

/** Card extra information is fetched 1000 ms after a card becomes visible, with a 150px margin (§4, §9). */
export const CARD_DEBOUNCE_MS = 1000;
export const CARD_ROOT_MARGIN = '150px';
/** The submit button shows 'finished' for 3 s after results arrive (§4). */
export const FINISHED_MS = FINISHED_STATE_RESET_MS;

export function resultsHeading(total: number): TextRef {
  return total === 0 ? textRef('results.none') : textRef('results.found', { count: total });
}

/** The short summary on the profile button: who is insured, how many employees, or which pets. */
export function profileSummary(
  profile: {
    readonly cotizante: readonly { readonly sexo: string; readonly edad: number }[];
    readonly cargas?: readonly unknown[];
    readonly colectivo?: { readonly cantidadempleados: number } | undefined;
    readonly mascota?: readonly { readonly especie?: string; readonly edad?: number }[] | undefined;
  },
  collective: boolean,
  productType: string = '',
): TextRef {
  if (collective) {
    const employees = profile.colectivo?.cantidadempleados;
    return employees ? textRef('results.employees', { count: employees }) : textRef('results.askEmployees');
  }
  if (isPetProductType(productType)) {
    const pets = profile.mascota ?? [];
    if (pets.length === 0) return textRef('results.askPet');
    if (pets.length > 1) return textRef('results.pets', { count: pets.length });
    const first = pets[0];
    return first?.especie
      ? textRef('results.pet', { species: first.especie, age: first.edad ?? 0 })
      : textRef('results.onePet');
  }
  const people = profile.cotizante.length + (profile.cargas?.length ?? 0);
  const first = profile.cotizante[0];
  if (!first) return textRef('results.nobody');
  const woman = first.sexo === 'Femenino';
  if (people <= 1) return textRef(woman ? 'results.woman' : 'results.man', { age: first.edad });
  return textRef(woman ? 'results.women' : 'results.men', {
    count: people,
    age: first.edad,
    more: people - 1,
  });
}
