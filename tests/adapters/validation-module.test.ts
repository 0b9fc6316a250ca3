import { describe, expect, it } from 'vitest';
import { validationModuleRunner } from '../../core/adapters/validation-module/load-validation-module';
import { defaultProfile } from '../../core/domain';

const page = 'https://queseguro.co/Comparar';

function runnerWith(module: unknown, apiBase = '/api/') {
  const imported: string[] = [];
  const run = validationModuleRunner(apiBase, page, async (url) => {
    imported.push(url);
    if (module instanceof Error) throw module;
    return module;
  });
  return { run, imported };
}

describe('validation module adapter (§5): ES modules from the API origin only', () => {
  it("imports the form's module from the API's own origin and returns its answer", async () => {
    const { run, imported } = runnerWith({
      default: (profile: { cotizante: unknown[] }) => profile.cotizante.length === 1,
    });
    expect(await run('/api/profile-form/validation/personas.js', defaultProfile())).toEqual({
      loaded: true,
      result: true,
    });
    expect(imported).toEqual(['https://queseguro.co/api/profile-form/validation/personas.js']);
  });

  it('resolves relative URLs against the API base, on another host too', async () => {
    const { run, imported } = runnerWith(
      { default: () => 'Perfil inválido' },
      'https://api.queseguro.co/api/',
    );
    expect(await run('profile-form/validation/x.js', defaultProfile())).toEqual({
      loaded: true,
      result: 'Perfil inválido',
    });
    expect(imported).toEqual(['https://api.queseguro.co/api/profile-form/validation/x.js']);
    expect((await run('https://queseguro.co/api/x.js', defaultProfile())).loaded).toBe(false);
  });

  it.each([
    'https://evil.example/api/validation.js',
    '//evil.example/validation.js',
    'data:text/javascript,export default () => true',
    'javascript:alert(1)',
    'blob:https://queseguro.co/1234',
  ])('never imports %s', async (url) => {
    const { run, imported } = runnerWith({ default: () => true });
    expect((await run(url, defaultProfile())).loaded).toBe(false);
    expect(imported).toEqual([]);
  });

  it('reports a module that fails to load, has no default export, or throws, without throwing', async () => {
    expect((await runnerWith(new Error('404')).run('/api/v.js', defaultProfile())).loaded).toBe(false);
    expect((await runnerWith({}).run('/api/v.js', defaultProfile())).loaded).toBe(false);
    const throwing = runnerWith({
      default: () => {
        throw new Error('boom');
      },
    });
    expect((await throwing.run('/api/v.js', defaultProfile())).loaded).toBe(false);
  });

  it('gives the module a copy: it cannot change the profile the site keeps', async () => {
    const profile = defaultProfile();
    const { run } = runnerWith({
      default: (p: { cotizante: Array<{ edad: number }> }) => {
        p.cotizante[0]!.edad = 99;
        return true;
      },
    });
    await run('/api/v.js', profile);
    expect(profile.cotizante[0]?.edad).toBe(25);
  });
});

describe('validation module adapter: fetched ahead, kept, asked again after a failure (issue 27)', () => {
  it('a module fetched as the form showed serves the submit without the network', async () => {
    let online = true;
    const imported: string[] = [];
    const run = validationModuleRunner('/api/', page, async (url) => {
      imported.push(url);
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: () => true };
    });
    await run.prefetch('/api/profile-form/validation/personas.js');
    online = false;
    expect(await run('/api/profile-form/validation/personas.js', defaultProfile())).toEqual({
      loaded: true,
      result: true,
    });
    expect(imported).toHaveLength(1);
  });

  it('a module that failed to arrive is asked again at the next try, under a fresh address', async () => {
    let fails = true;
    const imported: string[] = [];
    const run = validationModuleRunner('/api/', page, async (url) => {
      imported.push(url);
      if (fails) throw new Error('HTTP 500');
      return { default: () => 'Edad fuera de rango' };
    });
    await run.prefetch('/api/v.js');
    expect((await run('/api/v.js', defaultProfile())).loaded).toBe(false);
    fails = false;
    expect(await run('/api/v.js', defaultProfile())).toEqual({ loaded: true, result: 'Edad fuera de rango' });
    expect(imported).toEqual([
      'https://queseguro.co/api/v.js',
      'https://queseguro.co/api/v.js?try=1',
      'https://queseguro.co/api/v.js?try=2',
    ]);
  });

  it('never prefetches from another origin', async () => {
    const imported: string[] = [];
    const run = validationModuleRunner('/api/', page, async (url) => {
      imported.push(url);
      return {};
    });
    await run.prefetch('https://evil.example/v.js');
    expect(imported).toEqual([]);
  });
});
