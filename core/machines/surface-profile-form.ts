/**
 * What the view may take from core/machines for the profile modal's form (its code loads with the first form) (lint lets ui/ import the surface-*.ts files):
 * kept apart from surface.ts so that the shell, which every page loads, does not link this flow's
 * machines into the first view (the build groups what the entry imports statically).
 */

export {
  selectAllowsPersons,
  selectDependants,
  selectError,
  selectMenuOpen,
  selectMenuRefused,
  selectShakes,
  selectTree,
  selectValues,
  type ProfileFormRef,
} from './profile-form.machine';
