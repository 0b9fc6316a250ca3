import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createApp, type App } from '../../core/app';
import {
  SESSION_MAX_AGE_MS,
  SITE_COUNTRIES,
  Profile,
  fold,
  initialVisitorState,
  productTypeKey,
  type Profile as ProfileT,
} from '../../core/domain';
import { createEventStore } from '../../core/adapters/store/event-store';
import { memoryKeyValue } from '../../core/adapters/store/key-value';
import { childActor } from '../../core/machines/surface';
import { fakeBrowser } from '../support/fake-browser';
import { unusedApi } from '../support/app-harness';

/**
 * The profile and session aggregates on the kernel (docs/kernel.md), over random saves, modal
 * openings, time passing and reloads (a new boot from the stored log). The model is a map of saved
 * profiles and the session start; after every step the root shows it, the profile modal opens on it,
 * and the fold of the stored log, read as a fresh page reads it, says the same.
 */
interface Model {
  profiles: Record<string, ProfileT>;
  sessionStartedAt: number;
  now: number;
}

const NAMESPACE = 'V1.6_CO';
const HOUR = 60 * 60 * 1000;

class Page {
  readonly kv = memoryKeyValue();
  now = 5 * HOUR;
  fake = fakeBrowser('/');
  app!: App;
  async boot() {
    this.fake = fakeBrowser('/');
    this.app = await createApp({
      country: SITE_COUNTRIES.CO,
      browser: this.fake.browser,
      clock: { now: () => this.now },
      store: createEventStore(NAMESPACE, this.kv),
      api: unusedApi,
    });
  }
  async reload() {
    await this.app.flushed();
    this.app.stop();
    await this.boot();
  }
  async stored() {
    await this.app.flushed();
    const loaded = await createEventStore(NAMESPACE, this.kv).load();
    return fold(loaded.snapshot ?? initialVisitorState('CO'), loaded.events);
  }
}

async function checkInvariants(model: Model, page: Page) {
  const shown = page.app.actor.getSnapshot().context.visitor;
  expect(shown.profiles).toEqual(model.profiles);
  expect(shown.sessionStartedAt).toBe(model.sessionStartedAt);
  const stored = await page.stored();
  expect(stored.profiles).toEqual(shown.profiles);
  expect(stored.sessionStartedAt).toBe(shown.sessionStartedAt);
}

abstract class Step implements fc.AsyncCommand<Model, Page> {
  check = () => true;
  abstract run(model: Model, page: Page): Promise<void>;
}

class Save extends Step {
  constructor(
    readonly productType: string,
    readonly profile: ProfileT,
  ) {
    super();
  }
  override async run(model: Model, page: Page) {
    page.app.send({
      type: 'visitor.execute',
      command: { type: 'profile.save', productType: this.productType, profile: this.profile },
    });
    model.profiles[productTypeKey(this.productType)] = Profile.parse(this.profile);
    await checkInvariants(model, page);
  }
  override toString = () => `save(${JSON.stringify(this.productType)}, ${JSON.stringify(this.profile)})`;
}

/** The modal opens on the stored profile of its product type (none: null), handed over by the root. */
class OpenModal extends Step {
  constructor(readonly productType: string) {
    super();
  }
  override async run(model: Model, page: Page) {
    page.app.send({ type: 'profile.open', productType: this.productType });
    const profile = childActor(page.app.actor, 'profile').getSnapshot();
    expect(profile.context.stored).toEqual(model.profiles[productTypeKey(this.productType)] ?? null);
    page.app.send({ type: 'profile.close' });
    await checkInvariants(model, page);
  }
  override toString = () => `open(${JSON.stringify(this.productType)})`;
}

/** Time passes and the page is looked at again: a session 10 hours old reloads into a new one. */
class Wait extends Step {
  constructor(readonly ms: number) {
    super();
  }
  override async run(model: Model, page: Page) {
    page.now += this.ms;
    model.now = page.now;
    const reloadsBefore = page.fake.calls.reloads;
    page.fake.becomeVisible();
    await page.app.flushed();
    const expired = model.now - model.sessionStartedAt >= SESSION_MAX_AGE_MS;
    expect(page.fake.calls.reloads - reloadsBefore).toBe(expired ? 1 : 0);
    if (expired) {
      await page.reload();
      model.sessionStartedAt = model.now;
    }
    await checkInvariants(model, page);
  }
  override toString = () => `wait(${(this.ms / HOUR).toFixed(1)} h)`;
}

/** A plain reload keeps every profile and the running session. */
class Reload extends Step {
  override async run(model: Model, page: Page) {
    await page.reload();
    await checkInvariants(model, page);
  }
  override toString = () => 'reload';
}

const person = fc.record({
  sexo: fc.constantFrom('Masculino' as const, 'Femenino' as const),
  edad: fc.integer({ min: 0, max: 99 }),
});
const profiles: fc.Arbitrary<ProfileT> = fc.record({
  cotizante: fc.array(person, { minLength: 1, maxLength: 2 }),
  cargas: fc.array(
    fc.record({
      parentescoCarga: fc.constantFrom('Cónyuge', 'Hijo/Hija'),
      edad: fc.integer({ min: 0, max: 99 }),
    }),
    { maxLength: 2 },
  ),
  enPareja: fc.boolean(),
});
const productTypes = fc.constantFrom('', 'Medicina Prepagada', 'PET_INSURANCE_CO');
const steps = fc.commands(
  [
    fc.tuple(productTypes, profiles).map(([type, profile]) => new Save(type, profile)),
    productTypes.map((type) => new OpenModal(type)),
    fc.integer({ min: 0, max: 7 * HOUR }).map((ms) => new Wait(ms)),
    fc.constant(new Reload()),
  ],
  { maxCommands: 20 },
);

describe('profiles and session on the kernel (model-based, with reloads)', () => {
  it('what the root shows and the modal opens on is always the fold of the stored log, also after reloads', async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (cmds) => {
        const page = new Page();
        await page.boot();
        const model: Model = { profiles: {}, sessionStartedAt: page.now, now: page.now };
        await checkInvariants(model, page);
        await fc.asyncModelRun(() => ({ model, real: page }), cmds);
        await page.app.flushed();
        page.app.stop();
      }),
      { numRuns: 40 },
    );
  });
});
