/**
 * The sample backend's JWTs for /hashtoken/{hash} (docs/sample-backend.md). They are unsigned samples:
 * the site reads their claims to choose what to show; a real API verifies the signature of the bearer.
 */
const base64url = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const EIGHT_HOURS_S = 8 * 60 * 60;

/** The token a portal hash gives: 'demo' in the hash gives demo access, 'expired' an expired token. */
export function sampleToken(hash: string, nowMs: number): string {
  const now = Math.floor(nowMs / 1000);
  const demo = hash.includes('demo');
  const claims = {
    sub: `sample-${hash}`,
    company: demo ? 'colsanitas' : 'seguros-sura',
    name: demo ? 'Equipo comercial de Colsanitas' : 'Ana Martínez, Seguros Sura',
    demo,
    iat: now,
    exp: hash.includes('expired') ? now - 60 : now + EIGHT_HOURS_S,
  };
  const header = { alg: 'HS256', typ: 'JWT' };
  return `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}.${base64url(`sample-signature-${hash}`)}`;
}
