import {
  productTypeKey,
  sectionProductType,
  listProfile,
  type CompareSection,
  type Profile,
  type VisitorState,
} from '../domain';
import type { CompareListContext } from './compare-list.machine';

/** What the view reads of the comparison list, with the root's projection (the list keeps no copy). */

/** The stored profile of a section in the root's projection (null: none stored). */
export const storedFor = (visitor: VisitorState, section: CompareSection): Profile | null =>
  visitor.profiles[productTypeKey(sectionProductType(section))] ?? null;

/** Employees typed on the collective page, else the company size of the profile stored (the root's). */
export function selectEmployees(
  snapshot: { context: CompareListContext },
  visitor: VisitorState,
): number | null {
  const { context } = snapshot;
  return (
    context.employees ?? listProfile(storedFor(visitor, context.section)).colectivo?.cantidadempleados ?? null
  );
}

/** The stored profile the list's page prices for, read from the root's projection (null: none stored). */
export function selectListProfile(
  snapshot: { context: CompareListContext },
  visitor: VisitorState,
): Profile | null {
  return storedFor(visitor, snapshot.context.section);
}
