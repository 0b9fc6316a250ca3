/** The comparator's notices when it shows an older search or could not count the filters. */
export const DEGRADED_TEXTS = {
  staleResults:
    'Sin conexión: estos planes son de tu búsqueda anterior y no reflejan tus últimos cambios. Los actualizaremos cuando vuelva la conexión.',
  uncountedFilters:
    'No pudimos contar cuántos planes deja cada filtro, así que algunos grupos pueden no aparecer. Los filtros siguen funcionando.',
} as const;
