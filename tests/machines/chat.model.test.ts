import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ChatStart } from '../../core/domain';
import { chatMachine, selectChatPhase, type ChatStartAnswer } from '../../core/machines/chat.machine';

/** The chat flow with a provider that answers as told, recording what it was sent. */
function chat(answers: ChatStartAnswer[]) {
  const sent: ChatStart[] = [];
  const warnings: string[] = [];
  const actor = createActor(
    chatMachine.provide({
      actors: {
        startChat: fromPromise<ChatStartAnswer, ChatStart>(async ({ input }) => {
          sent.push(input);
          return answers.shift() ?? { ok: false, message: 'no answer' };
        }),
      },
      actions: { warn: (_, { message }) => warnings.push(message) },
    }),
  );
  actor.start();
  return { actor, sent, warnings };
}

const queued = { status: 'queued', conversationId: 'c1', position: 1, message: 'Hola Ana' } as const;

function fill(actor: ReturnType<typeof chat>['actor']) {
  actor.send({ type: 'chat.edit', field: 'name', value: 'Ana' });
  actor.send({ type: 'chat.edit', field: 'email', value: 'ana@example.com' });
  actor.send({ type: 'chat.edit', field: 'phone', value: '3211234567' });
}

describe('chat flow', () => {
  it('opens on the page’s topic, shows errors only once a field is left or a start is tried', () => {
    const { actor, sent } = chat([]);
    actor.send({ type: 'chat.open', topic: 4, lang: 'es', page: '/contacto' });
    expect(selectChatPhase(actor.getSnapshot())).toBe('editing');
    expect(actor.getSnapshot().context.values.topic).toBe('4');
    actor.send({ type: 'chat.edit', field: 'email', value: 'ana@' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'chat.leave', field: 'email' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'email' });
    actor.send({ type: 'chat.start' });
    expect(selectChatPhase(actor.getSnapshot())).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      name: 'required',
      email: 'email',
      phone: 'required',
    });
    expect(sent).toEqual([]);
  });

  it('a valid form reaches the provider once and shows its queued-agent message', async () => {
    const { actor, sent } = chat([{ ok: true, value: queued }]);
    actor.send({ type: 'chat.open', topic: null, lang: 'en', page: '/en' });
    fill(actor);
    actor.send({ type: 'chat.edit', field: 'topic', value: '2' });
    actor.send({ type: 'chat.start' });
    expect(actor.getSnapshot().can({ type: 'chat.start' })).toBe(false);
    await waitFor(actor, (snapshot) => selectChatPhase(snapshot) === 'queued');
    expect(actor.getSnapshot().context.queued?.message).toBe('Hola Ana');
    expect(sent).toEqual([
      {
        fullName: 'Ana',
        email: 'ana@example.com',
        phone: '+573211234567',
        topic: 2,
        language: 'EN',
        page: '/en',
      },
    ]);
  });

  it('a failed start is logged, keeps what was typed and can be retried; closing and reopening keeps it too', async () => {
    const { actor, sent, warnings } = chat([
      { ok: false, message: 'down' },
      { ok: true, value: queued },
    ]);
    actor.send({ type: 'chat.open', topic: 1, lang: 'es', page: '/Comparar/EPS' });
    fill(actor);
    actor.send({ type: 'chat.start' });
    await waitFor(actor, (snapshot) => selectChatPhase(snapshot) === 'failed');
    expect(warnings).toEqual(['down']);
    expect(actor.getSnapshot().context.values.name).toBe('Ana');
    actor.send({ type: 'chat.close' });
    actor.send({ type: 'chat.open', topic: 4, lang: 'es', page: '/contacto' });
    // The visitor's own topic choice stays; the page only fills an empty one.
    expect(actor.getSnapshot().context.values).toMatchObject({ name: 'Ana', topic: '1' });
    actor.send({ type: 'chat.start' });
    await waitFor(actor, (snapshot) => selectChatPhase(snapshot) === 'queued');
    expect(sent).toHaveLength(2);
  });
});
