/**
 * Texts the view wrote in Spanish straight into JSX until the literal-text guard
 * (tests/components/ui-literal-texts.test.ts) found them: the error panel, the staff tools and banners.
 */
export const APP_ERROR_TEXTS = {
  title: 'Algo salió mal',
  text: 'No pudimos mostrar esta página. Revisa tu conexión a internet y vuelve a cargarla.',
  contact: 'Si el problema sigue, escríbenos a',
  reload: 'Volver a cargar',
} as const;

export const STAFF_TEXTS = {
  tools: 'Herramientas internas',
  ponderation: 'Ponderación (0 a 1)',
  copyUrl: 'Copiar URL del comparador',
  copied: 'URL copiada',
  copyFailed: 'No se pudo copiar; copia la dirección del navegador.',
  onComparator: 'En un comparador puedes copiar su URL y compartirlo.',
  optionsOff: 'Las opciones de configuración se desactivan mientras haya un referido externo guardado.',
  internalTraffic: 'Tráfico interno: tus perfiles no se envían al servidor',
  withQueSeguro: 'con QueSeguro',
  flagState: 'Estado en este navegador:',
  on: 'Activado',
  off: 'Desactivado',
  turnOn: 'Activar',
  turnOff: 'Desactivar',
  toComparator: 'Ir al comparador',
  deductibleMode: '{{amount}} por {{mode}}',
} as const;
