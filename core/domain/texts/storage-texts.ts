/** What the visitor reads when the browser cannot keep their choices (IndexedDB unusable). */
export const MEMORY_STORAGE_NOTICE = {
  message:
    'Este navegador no nos permite guardar tus elecciones: los planes que elijas y tu perfil se conservarán solo mientras tengas esta página abierta.',
  dismiss: 'Entendido',
} as const;
