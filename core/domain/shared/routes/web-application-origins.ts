/** Web applications and the origins (routes) whose leads they own (§2). */
export interface WebApplication {
  readonly id: number;
  readonly name: string;
  readonly origins: readonly string[];
}

export const QP_OPTIMIZE: WebApplication = {
  id: 2,
  name: 'qpOptimize',
  origins: [
    '/seguros-de-salud',
    '/contactos/chile',
    '/contactos/peru',
    '/contactos/colombia',
    '/contactos/internationalhealth',
    '/planes-de-isapres',
  ],
};

export const QP_CHILE: WebApplication = {
  id: 39,
  name: 'qpChile',
  origins: [
    '/url/',
    '/Comparar/Isapres',
    '/Comparar/Seguros-de-Salud',
    '/Comparar/Seguros-de-Salud/Dental',
    '/Comparar/Seguros-de-Salud/Complementario',
    '/Comparar/Seguros-de-Salud/Catastrofico',
    '/Comparar/Seguro-Complementario-Empresa',
    '/Comparar/Seguros-Mascotas',
    '/Comparar/Seguros-de-Vida/Guardias',
    '/Comparar/Accidentes-Personales',
    '/Contacto',
  ],
};

export const WEB_APPLICATIONS: readonly WebApplication[] = [QP_OPTIMIZE, QP_CHILE];

/**
 * The web application whose origin a path starts with; the longest origin wins so
 * '/Comparar/Seguros-de-Salud/Dental' is not mistaken for a shorter one. Case-insensitive.
 */
export function webApplicationForPath(path: string): WebApplication | undefined {
  const lower = path.toLowerCase();
  let best: { app: WebApplication; length: number } | undefined;
  for (const app of WEB_APPLICATIONS) {
    for (const origin of app.origins) {
      if (lower.startsWith(origin.toLowerCase()) && (!best || origin.length > best.length)) {
        best = { app, length: origin.length };
      }
    }
  }
  return best?.app;
}
