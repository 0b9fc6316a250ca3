/** Texts of the error catalogue (public-site §8, shared-layer §8) that the API client produces. */
export const API_MESSAGES = {
  organizationsByType: (type: string) => `Error al obtener las organizaciones de tipo ${type}`,
  countries: 'Error al obtener los paises',
  regions: 'Error al obtener las regiones',
  workSectors: 'Error al obtener los sectores laborales',
  uf: 'Error al obtener la UF',
  comparators: 'Error al obtener los comparadores',
  coverageResume: 'Error al obtener resumen de coberturas',
  calculatePrice: 'Error al obtener el precio del producto para el perfil',
  retriesExhausted: (attempts: number) =>
    `Se ha sobrepasado el limite de intentos (${attempts}), Intente mas tarde.`,
  compareFailed: 'Problema en endpoint para obtener lista de productos',
  promotedFailed: 'Problema en endpoint para obtener producto promocionado',
  tokenTimeout: 'Timeout en rescate de token via hash',
  organizationTypesRequired: 'organizationTypes es requerido',
  robot: 'El sistema piensa que eres un robot...',
  robotButton: 'Soy humano!',
  coverageLoadTitle: 'Error al cargar resultados',
  coverageLoadText:
    'No fue posible cargar los resultados. Verifica tu conexión a internet e inténtalo nuevamente.',
  coverageRetry: 'Reintentar',
  noCoverageData: 'No disponemos de informacion de coberturas o beneficios para este producto',
  menuFailed: 'Ups! algo salió mal.',
  referralNotFoundKey: 'Asesor-not-foud',
  /** Fallback for calls without a catalogue text: the view shows its own generic panel. */
  generic: 'Error al comunicarse con el servidor',
  decode: (call: string) => `Respuesta inválida del servidor (${call})`,
} as const;
