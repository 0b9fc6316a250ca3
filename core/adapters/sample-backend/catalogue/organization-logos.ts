/**
 * Sample art: a simple wordmark tile per organization, in colours close to each one's brand, drawn here
 * (no trademark files ship with the sample catalogue). Every tile says it is sample art in its title.
 */
interface Wordmark {
  /** The name as the tile spells it, one line each (two at most). */
  readonly lines: readonly string[];
  readonly background: string;
  readonly ink: string;
  readonly accent: string;
}

const mark = (lines: readonly string[], background: string, ink = '#ffffff', accent = ink): Wordmark => ({
  lines,
  background,
  ink,
  accent,
});

/** By the organization's url (its metadata.url). */
const WORDMARKS: Readonly<Record<string, Wordmark>> = {
  'eps-sura': mark(['EPS', 'SURA'], '#0033a0', '#ffffff', '#00aec7'),
  'eps-sanitas': mark(['EPS', 'Sanitas'], '#0072ce', '#ffffff', '#7ac143'),
  compensar: mark(['Compen', 'sar'], '#6d2077', '#ffffff', '#f7a800'),
  famisanar: mark(['Fami', 'sanar'], '#f47920', '#ffffff', '#0061a8'),
  'salud-total': mark(['Salud', 'Total'], '#e30613', '#ffffff', '#004a98'),
  'nueva-eps': mark(['Nueva', 'EPS'], '#00843d', '#ffffff', '#ffd100'),
  colsanitas: mark(['Col', 'sanitas'], '#003da5', '#ffffff', '#00a9e0'),
  colmedica: mark(['Col', 'médica'], '#ffffff', '#004b8d', '#e4002b'),
  'coomeva-medicina-prepagada': mark(['Coo', 'meva'], '#00843d', '#ffffff', '#c4d600'),
  'axa-colpatria-medicina-prepagada': mark(['AXA', 'Colpatria'], '#00008f', '#ffffff', '#ff1721'),
  medisanitas: mark(['Medi', 'sanitas'], '#0093d0', '#ffffff', '#004a8f'),
  medplus: mark(['Med', 'Plus'], '#ffffff', '#0d3b66', '#00a19a'),
  'seguros-sura': mark(['SURA'], '#0033a0', '#ffffff', '#00aec7'),
  allianz: mark(['Allianz'], '#003781', '#ffffff', '#ffffff'),
  'seguros-bolivar': mark(['Seguros', 'Bolívar'], '#00833e', '#ffd100', '#ffd100'),
  'axa-colpatria': mark(['AXA', 'Colpatria'], '#00008f', '#ffffff', '#ff1721'),
  mapfre: mark(['MAPFRE'], '#d81e05', '#ffffff', '#ffffff'),
  'aseguradora-solidaria': mark(['Solida', 'ria'], '#ffffff', '#00529b', '#f28c00'),
  'seguros-exito': mark(['Seguros', 'Éxito'], '#ffe000', '#1d1d1b', '#1d1d1b'),
  'seguros-falabella': mark(['Seguros', 'Falabella'], '#ffffff', '#3b7a1e', '#9bbe2f'),
  // Chile
  banmedica: mark(['Ban', 'médica'], '#0057a8', '#ffffff', '#e2001a'),
  colmena: mark(['Col', 'mena'], '#ffffff', '#005eb8', '#7ab800'),
  consalud: mark(['Con', 'salud'], '#00a3e0', '#ffffff', '#003b71'),
  'cruz-blanca': mark(['Cruz', 'Blanca'], '#0033a0', '#ffffff', '#ffffff'),
  'nueva-masvida': mark(['Nueva', 'Masvida'], '#6c2c91', '#ffffff', '#f39200'),
  esencial: mark(['Esen', 'cial'], '#00857c', '#ffffff', '#ffffff'),
  'vida-tres': mark(['Vida', 'Tres'], '#ffffff', '#00529b', '#e30613'),
  'vida-camara': mark(['Vida', 'Cámara'], '#004a8f', '#ffffff', '#00a0df'),
  'bice-vida': mark(['BICE', 'Vida'], '#002f6c', '#ffffff', '#c8a96e'),
  metlife: mark(['MetLife'], '#0067a5', '#ffffff', '#a4ce4e'),
  consorcio: mark(['Consor', 'cio'], '#ffffff', '#00315c', '#e87722'),
  'bci-seguros': mark(['Bci', 'Seguros'], '#ffffff', '#1d1d1b', '#ff6a13'),
  'hdi-seguros': mark(['HDI'], '#006a4d', '#ffffff', '#ffffff'),
  // Peru
  'rimac-eps': mark(['Rímac', 'EPS'], '#d0021b', '#ffffff', '#ffffff'),
  'pacifico-eps': mark(['Pacífico', 'EPS'], '#0067b1', '#ffffff', '#7fd3f7'),
  'mapfre-eps': mark(['MAPFRE', 'EPS'], '#d81e05', '#ffffff', '#ffffff'),
  'sanitas-peru-eps': mark(['Sanitas', 'EPS'], '#0067b1', '#ffffff', '#7ac143'),
  'rimac-seguros': mark(['Rímac'], '#d0021b', '#ffffff', '#ffffff'),
  'pacifico-seguros': mark(['Pacífico'], '#0067b1', '#ffffff', '#7fd3f7'),
  'mapfre-peru': mark(['MAPFRE'], '#d81e05', '#ffffff', '#ffffff'),
  'la-positiva': mark(['La', 'Positiva'], '#ffffff', '#003da5', '#f7a800'),
  oncosalud: mark(['Onco', 'salud'], '#ffffff', '#6a1b9a', '#00a19a'),
  // International
  bmi: mark(['BMI'], '#00205b', '#ffffff', '#ffb81c'),
  vumi: mark(['VUMI'], '#1d1d1b', '#ffffff', '#00b0b9'),
  'allianz-care': mark(['Allianz', 'Care'], '#003781', '#ffffff', '#ffffff'),
  'bupa-global': mark(['Bupa'], '#0067b1', '#ffffff', '#ffffff'),
  'best-doctors': mark(['Best', 'Doctors'], '#ffffff', '#00467f', '#e31837'),
};

/** The path the sample backend serves a logo at (under the API base, like the catalogue's other files). */
export function sampleLogoPath(url: string): string {
  return `/api/sample-art/logos/${encodeURIComponent(url)}.svg`;
}

export function hasSampleLogo(url: string): boolean {
  return Object.hasOwn(WORDMARKS, url);
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A 120×120 tile: the wordmark on the brand's colour, a short accent rule under it. Font sizes shrink
 * with the longest line so every name fits.
 */
export function sampleLogoSvg(url: string, displayName: string): string | null {
  const wordmark = WORDMARKS[url];
  if (!wordmark) return null;
  const { lines, background, ink, accent } = wordmark;
  const longest = Math.max(...lines.map((line) => line.length));
  const size = Math.min(40, Math.floor(104 / (longest * 0.6)));
  const lineHeight = Math.round(size * 1.05);
  const top = 60 - ((lines.length - 1) * lineHeight) / 2 + size * 0.33 - 6;
  const border =
    background === '#ffffff'
      ? `<rect x="0.5" y="0.5" width="119" height="119" rx="19.5" fill="none" stroke="#d5dde7"/>`
      : '';
  const text = lines
    .map(
      (line, index) =>
        `<text x="60" y="${(top + index * lineHeight).toFixed(1)}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="${ink}">${escape(line)}</text>`,
    )
    .join('');
  const ruleY = (top + (lines.length - 1) * lineHeight + 12).toFixed(1);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="${escape(displayName)}">`,
    `<title>${escape(displayName)} (sample art, not the real logo)</title>`,
    `<desc>Sample art of the QueSeguro sample catalogue: a wordmark drawn in colours close to the brand's.</desc>`,
    `<rect width="120" height="120" rx="20" fill="${background}"/>`,
    border,
    text,
    `<rect x="42" y="${ruleY}" width="36" height="4" rx="2" fill="${accent}"/>`,
    `</svg>`,
  ].join('');
}
