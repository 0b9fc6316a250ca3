import { describe, expect, it } from 'vitest';
import { HEAD_FROM_CONTENT, pageHead, resolveRoute, SHELL_ES } from '../../core/domain';

/** A key's text in the shell's es pack (every page's first view carries only that pack). */
function shellText(key: string): string | undefined {
  const [namespace, name] = key.split('.');
  const pack = (SHELL_ES as unknown as Record<string, Record<string, unknown> | undefined>)[namespace ?? ''];
  const text = pack?.[name ?? ''];
  return typeof text === 'string' ? text : undefined;
}

describe("every page's head has a real description", () => {
  const addresses = [
    '/',
    '/contacto',
    '/Comparar',
    '/Comparar/EPS',
    '/EPS',
    '/Insurance-List',
    '/preview?slug=quienes-somos',
    '/portal-clientes',
    '/una-pagina-que-no-existe',
  ];
  for (const address of addresses) {
    it(`${address}: title and description are texts of the shell, not raw keys`, () => {
      const resolution = resolveRoute(address);
      if (resolution.kind !== 'page' || HEAD_FROM_CONTENT.has(resolution.page)) return;
      const head = pageHead(resolution, 'CO');
      if (!head) return;
      for (const text of [head.title, head.description])
        if ('key' in text) expect(shellText(text.key), `${address} ${text.key}`).toBeTruthy();
    });
  }
});
