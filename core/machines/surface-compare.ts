/**
 * What the view may take from core/machines for the comparator's flow (lint lets ui/ import the surface-*.ts files):
 * kept apart from surface.ts so that the shell, which every page loads, does not link this flow's
 * machines into the first view (the build groups what the entry imports statically).
 */
import type { SnapshotFrom } from 'xstate';
import type { CompareListRef } from './surface';

type CompareChildren = SnapshotFrom<CompareListRef>['children'];

/** The comparator's children (its search, its cards, its filter counts): running as long as the list runs. */
export function compareChild<Id extends keyof CompareChildren>(
  compare: CompareListRef,
  id: Id,
): NonNullable<CompareChildren[Id]> {
  const child = compare.getSnapshot().children[id];
  if (!child) throw new Error(`The comparison list has no running ${String(id)}`);
  return child as NonNullable<CompareChildren[Id]>;
}
/** The comparison list's filter counts. */
export const compareFacetsActor = (compare: CompareListRef) => compareChild(compare, 'compareFacets');

export { selectEmployees } from './compare-list.view';
export type { ListStatus, SubmitStatus } from './compare-results.view';
export { selectListStatus, selectSubmitStatus } from './compare-results.view';
export {
  sameComparedPlans,
  selectCardRefs,
  selectComparedPlans,
  type PlanCardRef,
} from './compare-cards.machine';
export { selectFacetOptions, selectFacetsFailed } from './compare-facets.machine';
export { cardStatus } from './plan-card.machine';
