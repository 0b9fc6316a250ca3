/**
 * Chat topic dropdown preselection by route fragment (§2). The spec names the pages, not their paths;
 * the fragments are the sites' route segments for them (docs/decisions.md). Longer fragments first, so
 * the first match is the most specific.
 */
const CHAT_TOPIC_BY_FRAGMENT: readonly (readonly [string, number])[] = [
  ['Comparar/Seguro-Complementario-Empresa', 2],
  ['Comparar/Seguros-de-Salud', 0],
  ['Comparar/Seguros-de-Vida', 1],
  ['Comparar/Planes-Clinicos', 0],
  ['Comparar/EPS-Empresa', 1],
  ['Comparar/SCTR', 2],
  ['Comparar/EPS', 1],
  // This site's health-insurance and clinical-plan comparators (docs/decisions.md).
  ['Comparar/Polizas-de-Salud', 0],
  ['Comparar/Medicina-Prepagada', 0],
  ['Comparar/Empresas', 2],
  ['Seguros-de-Viaje', 1],
  ['Seguros-de-Vida', 2],
  ['Seguros-Empresa', 3],
  ['Contacto', 4],
  ['EPS', 3],
];

/** The topic option to preselect for a path; null leaves the dropdown unselected. */
export function chatTopicForPath(path: string): number | null {
  const segments = path.toLowerCase().split(/[?#]/)[0] ?? '';
  for (const [fragment, option] of CHAT_TOPIC_BY_FRAGMENT) {
    const needle = `/${fragment.toLowerCase()}`;
    const at = segments.indexOf(needle);
    if (at >= 0) {
      const next = segments.charAt(at + needle.length);
      if (next === '' || next === '/') return option;
    }
  }
  return null;
}

export type ChatLanguage = 'ES' | 'EN' | 'PT';

/** The chat language comes from the first path segment (ES, EN or PT), defaulting to ES (§2). */
export function chatLanguageForPath(path: string): ChatLanguage {
  const first = (path.split('/').find((segment) => segment !== '') ?? '').toUpperCase();
  return first === 'EN' || first === 'PT' || first === 'ES' ? first : 'ES';
}
