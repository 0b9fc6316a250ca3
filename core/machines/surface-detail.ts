/**
 * What the view may take from core/machines for the plan detail's flow (lint lets ui/ import the surface-*.ts files):
 * kept apart from surface.ts so that the shell, which every page loads, does not link this flow's
 * machines into the first view (the build groups what the entry imports statically).
 */

export { selectPlanDetail, type PlanDetailView } from './plan-detail.view';
export {
  selectAdditionalLead,
  selectRequestAdditional,
  selectRequestAdditionalError,
  selectRequestOffers,
  selectRequestErrors,
  selectRequestLeadId,
  selectRequestSending,
  selectRequestValues,
  type PlanRequestField,
} from './plan-request.machine';
