import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { visitorWithLog } from '../support/app-harness';

describe('docs/actor-system.md', () => {
  it('lists exactly the children the root runs, by system id', async () => {
    const doc = readFileSync('docs/actor-system.md', 'utf8');
    const documented = [...doc.matchAll(/^\| `([A-Za-z]+)` +\|/gm)].map((match) => match[1]);
    const visitor = await visitorWithLog();
    const running = Object.keys(visitor.app.actor.getSnapshot().children);
    for (const id of running) expect(visitor.app.actor.system.get(id)).toBeDefined();
    expect([...documented].sort()).toEqual([...running].sort());
    await visitor.stop();
  });
});
