/**
 * What the view may take from core/machines for the token gate (a page flow): kept apart from
 * surface.ts so that the shell, which every page loads, does not link its machine into the first view.
 */
import type { PageFlowRef } from './page-flows';

export type AccessRef = PageFlowRef<'access'>;
export { selectAccessStatus, selectGrantedAccess, selectAccessError } from './access.machine';
