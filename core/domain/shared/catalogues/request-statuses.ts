/** Request statuses (§4). 101 Devuelto shows in the success colour. */
export const REQUEST_STATUSES = [
  { id: 1, name: 'Sin Estado' },
  { id: 2, name: 'Asignado' },
  { id: 3, name: 'Cerrado' },
  { id: 4, name: 'Fallido' },
  { id: 6, name: 'Duplicado' },
  { id: 7, name: 'Por Reasignar' },
  { id: 8, name: 'Web' },
  { id: 9, name: 'Por Cerrar' },
  { id: 10, name: 'Resuelto' },
  { id: 11, name: 'Cliente Vigente' },
  { id: 12, name: 'No interesa' },
  { id: 13, name: 'Agenda' },
  { id: 14, name: 'Interesa' },
  { id: 97, name: 'Pruebas QP' },
  { id: 98, name: 'Cliente Falso' },
  { id: 99, name: 'Otro' },
  { id: 100, name: 'Proceso de Devolución' },
  { id: 101, name: 'Devuelto' },
  { id: 500, name: 'Contratacion Online' },
  { id: 501, name: 'Pendiente de confirmación' },
] as const;

/** The second id list, for leads (§4). */
export const LEAD_STATUS_IDS = {
  SIN_ESTADO: 1,
  ASIGNADO: 2,
  CERRADO: 3,
  ELIMINADO: 5,
  DUPLICADO: 6,
  PRUEBA: 97,
  CONTRATACION_ONLINE: 500,
  PENDIENTE_DE_CONFIRMACION: 501,
} as const;
