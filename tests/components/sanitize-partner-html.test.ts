import { describe, expect, it } from 'vitest';
import { sanitizedPartnerHtml } from '../../ui/visitors/sanitize-partner-html';
import { XSS_VECTORS } from '../e2e/support/xss-vectors';

/**
 * Partner header and footer HTML keeps nothing that could run script or that the site's policy would
 * block (and report as a violation): no handler attribute, no script, style, frame or media element, no
 * link outside http(s)/mailto/tel/WhatsApp/site paths, no image from another host (issue 27).
 */
function problems(html: string): string[] {
  const root = document.createElement('div');
  root.innerHTML = html;
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (
      /^(script|style|iframe|frame|object|embed|link|meta|base|form|svg|math|audio|video|source|bgsound)$/.test(
        tag,
      )
    )
      found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.trim();
      if (name.startsWith('on')) found.push(`${tag} ${name}`);
      if (['style', 'background', 'poster', 'srcset', 'dynsrc', 'lowsrc', 'ping', 'action'].includes(name))
        found.push(`${tag} ${name}`);
      if (name === 'href' && !/^(https?:\/\/|mailto:|tel:|whatsapp:|\/(?![/\\])|#)/i.test(value))
        found.push(`${tag} href=${value}`);
      if (name === 'src' && new URL(value, location.href).origin !== location.origin)
        found.push(`${tag} src=${value}`);
    }
  }
  return found;
}

describe('partner HTML', () => {
  it.each(XSS_VECTORS.map((vector, index) => [index, vector]))(
    'vector %i leaves nothing that runs or loads from elsewhere',
    async (_index, vector) => {
      expect(problems(await sanitizedPartnerHtml(vector))).toEqual([]);
    },
  );

  it('keeps the partner text, its classes, its https links and images from this site', async () => {
    const clean = await sanitizedPartnerHtml(
      '<header class="partner-header"><strong>Caja Bienestar</strong> <a href="https://www.cajabienestar.com.co/">Inicio</a> <img src="/logo.png" alt="logo"> <img src="https://cdn.example/x.png" alt="fuera"></header>',
    );
    const root = document.createElement('div');
    root.innerHTML = clean;
    expect(root.textContent).toContain('Caja Bienestar');
    expect(root.querySelector('header')?.className).toBe('partner-header');
    expect(root.querySelector('a')?.getAttribute('href')).toBe('https://www.cajabienestar.com.co/');
    expect(root.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect([...root.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/logo.png',
      null,
    ]);
  });
});
