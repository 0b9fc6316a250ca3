import { z } from 'zod/mini';
import { catalogueIds } from './catalogue';

/** Project names with their ids 1-9 (§3). */
export const PROJECT_NAMES = [
  { id: 1, name: 'presupuestos' },
  { id: 2, name: 'qpanalytics' },
  { id: 3, name: 'qpmonitoring' },
  { id: 4, name: 'qpoptimize' },
  { id: 5, name: 'queplan' },
  { id: 6, name: 'queplancl' },
  { id: 7, name: 'queplanpe' },
  { id: 8, name: 'queseguroco' },
  { id: 9, name: 'qpinternational' },
] as const;
export const ProjectName = z.enum(PROJECT_NAMES.map((entry) => entry.name));
export type ProjectName = z.infer<typeof ProjectName>;
export const ProjectId = catalogueIds(PROJECT_NAMES);
export type ProjectId = z.infer<typeof ProjectId>;
