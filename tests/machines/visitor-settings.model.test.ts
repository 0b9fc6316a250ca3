import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialVisitorState, type Language, type LocalFlag, type VisitorCommand } from '../../core/domain';
import { selectCanExecute } from '../../core/machines/surface';
import { visitorWithLog, type Visitor } from '../support/app-harness';

/**
 * The flags, the notification bell and the language on the kernel (docs/kernel.md): random commands
 * through the root, interleaved with simulated reloads. The model is what each decider should have
 * kept; after every step what the root shows equals the model and the fold of the stored log.
 */
interface Model {
  flags: Partial<Record<LocalFlag, boolean>>;
  seen: string | null;
  language: Language;
}

async function check(model: Model, visitor: Visitor) {
  const shown = visitor.app.actor.getSnapshot().context.visitor;
  expect({ flags: shown.flags, seen: shown.notificationLastSeen ?? null, language: shown.language }).toEqual(
    model,
  );
  const stored = await visitor.storedProjection();
  expect({
    flags: stored.flags,
    seen: stored.notificationLastSeen ?? null,
    language: stored.language,
  }).toEqual(model);
}

class Execute implements fc.AsyncCommand<Model, Visitor> {
  constructor(
    readonly command: VisitorCommand,
    readonly accepted: (model: Readonly<Model>) => boolean,
    readonly apply: (model: Model) => void,
  ) {}
  check = () => true;
  async run(model: Model, visitor: Visitor) {
    const accepted = this.accepted(model);
    expect(selectCanExecute(this.command)(visitor.app.actor.getSnapshot())).toBe(accepted);
    visitor.app.send({ type: 'visitor.execute', command: this.command });
    if (accepted) this.apply(model);
    await check(model, visitor);
  }
  toString = () => JSON.stringify(this.command);
}

class Reload implements fc.AsyncCommand<Model, Visitor> {
  check = () => true;
  async run(model: Model, visitor: Visitor) {
    await visitor.reload();
    await check(model, visitor);
  }
  toString = () => 'reload';
}

const setFlag = fc
  .tuple(fc.constantFrom<LocalFlag>('internal-traffic', 'forced-refresh', 'pixels'), fc.boolean())
  .map(
    ([flag, on]) =>
      new Execute(
        { type: 'flags.set', flag, on },
        (model) => (model.flags[flag] ?? false) !== on,
        (model) => void (model.flags = { ...model.flags, [flag]: on }),
      ),
  );
const see = fc.constantFrom('', 'Nuevo plan', 'Otra novedad').map(
  (message) =>
    new Execute(
      { type: 'notification.see', message },
      (model) => message !== '' && model.seen !== message,
      (model) => void (model.seen = message),
    ),
);
// The page shows Spanish: changing to it again is refused only while Spanish is also recorded.
const change = fc.constantFrom<Language>('es', 'en', 'pt').map(
  (lang) =>
    new Execute(
      { type: 'language.change', lang, showing: 'es' },
      (model) => !(lang === 'es' && model.language === 'es'),
      (model) => void (model.language = lang),
    ),
);

describe('flags, notification and language (model-based, with reloads)', () => {
  it('what the root shows is always the fold of the stored log, also after a reload', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands([setFlag, see, change, fc.constant(new Reload())], { maxCommands: 20 }),
        async (cmds) => {
          const visitor = await visitorWithLog();
          const model: Model = { flags: { ...initialVisitorState('CO').flags }, seen: null, language: 'es' };
          await check(model, visitor);
          await fc.asyncModelRun(() => ({ model, real: visitor }), cmds);
          await visitor.stop();
        },
      ),
      { numRuns: 40 },
    );
  });
});
