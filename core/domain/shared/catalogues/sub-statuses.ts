import { z } from 'zod/mini';

export interface SubStatus {
  readonly id: number;
  readonly name: string;
  /** Parent request statuses; 330 Recaudación belongs to both 500 and 501. */
  readonly parents: readonly number[];
}

const under = (parent: number, entries: readonly (readonly [number, string])[]): SubStatus[] =>
  entries.map(([id, name]) => ({ id, name, parents: [parent] }));

/** Sub-statuses by parent (§4). */
export const SUB_STATUSES: readonly SubStatus[] = [
  ...under(2, [
    [200, 'En Gestión'],
    [201, 'Contactado'],
    [202, 'Interesado'],
    [203, 'Retomar Prospecto'],
    [217, 'Reunión Concretada'],
  ]),
  ...under(500, [
    [204, 'Con cliente'],
    [205, 'Recaudación'],
    [300, 'Datos personales'],
    [301, 'Estado de salud'],
    [302, 'Firma contratante'],
    [303, 'Pago'],
    [304, 'Datos empresa'],
    [305, 'Datos empleados'],
  ]),
  { id: 330, name: 'Recaudación', parents: [500, 501] },
  ...under(12, [
    [206, 'Cesará actividad de empresa'],
    [207, 'Pronto a vender empresa'],
    [208, 'Problemas económicos'],
    [209, 'Problemas con la compañía'],
    [210, 'Ya tiene seguro complementario'],
    [211, 'Otros'],
    [404, 'Seguro individual'],
    [405, 'Seguro de vida'],
  ]),
  ...under(13, [
    [212, 'videollamada'],
    [213, 'contacto telefónico'],
    [214, 'contacto por correo'],
  ]),
  ...under(14, [
    [215, 'Pendiente envío de nómina'],
    [216, 'Pendiente envío de firma'],
  ]),
  ...under(4, [
    [406, 'Sin contacto'],
    [401, 'No Contactado'],
    [402, 'No le interesa'],
    [403, 'No avanza'],
  ]),
  ...under(3, [
    [331, 'Web - Subscripción activa'],
    [332, 'Web - Pago único'],
    [333, 'Web - Transferencia no automática'],
  ]),
];

export const SubStatusId = z.literal(SUB_STATUSES.map((subStatus) => subStatus.id));

/** Failure reasons are tied to these sub-statuses (§4). */
export const FAILURE_REASON_SUB_STATUS_IDS: readonly number[] = [401, 402, 403];

/** The sub-statuses a parent status offers, in the spec's order. */
export function subStatusesOf(parentId: number): readonly SubStatus[] {
  return SUB_STATUSES.filter((subStatus) => subStatus.parents.includes(parentId));
}
