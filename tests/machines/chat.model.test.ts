import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import type { ChatServerEvent, ChatStart, Language } from '../../core/domain';
import {
  chatMachine,
  selectChatPhase,
  type CallbackRequest,
  type ChatAvailability,
  type ChatExchange,
  type ChatExchangeInput,
  type ChatStartAnswer,
} from '../../core/machines/chat.machine';

// Instants in Colombia's time (UTC-5): a Tuesday at 10:00, a Tuesday at 18:00, a Sunday at 10:00,
// and the Monday of 2026-11-02 (All Saints' holiday moved to Monday) at 10:00.
const TUESDAY_10 = Date.parse('2026-11-24T10:00:00-05:00');
const TUESDAY_18 = Date.parse('2026-11-24T18:00:00-05:00');
const SUNDAY_10 = Date.parse('2026-11-29T10:00:00-05:00');
const HOLIDAY_10 = Date.parse('2026-11-02T10:00:00-05:00');
const POLL = 1500;

/**
 * A provider in memory: the queue moves one place per round, the advisor joins at the front, reads
 * and answers each visitor line a round later; lines are kept once by id; `down` drops every call.
 */
function fakeProvider(position: number) {
  const events: ChatServerEvent[] = [];
  const received = new Map<string, string>();
  const unanswered: string[] = [];
  let place = position;
  let joined = false;
  const state = { down: false, calls: 0, callbacks: [] as CallbackRequest[], transcripts: [] as string[] };
  const push = (event: Record<string, unknown>) =>
    events.push({ ...event, seq: events.length + 1 } as ChatServerEvent);
  const exchange = async (input: ChatExchangeInput): Promise<ChatExchange> => {
    state.calls += 1;
    if (state.down) throw new TypeError('Failed to fetch');
    const sent: string[] = [];
    for (const line of input.outgoing) {
      if (!received.has(line.id)) {
        received.set(line.id, line.text);
        unanswered.push(line.id);
        push({ type: 'message', id: line.id, from: 'visitor', text: line.text });
      }
      sent.push(line.id);
    }
    if (!joined) {
      if (place > 0) push({ type: 'queue', position: --place });
      else {
        joined = true;
        push({ type: 'joined', advisor: 'Valentina' });
      }
    } else if (unanswered.length > 0) {
      const id = unanswered.splice(0).at(-1) as string;
      push({ type: 'read', upTo: id });
      push({ type: 'message', id: `a-${id}`, from: 'advisor', text: `Respuesta a ${received.get(id)}` });
    }
    return { sent, events: events.filter((event) => event.seq > input.after) };
  };
  return { state, exchange, received };
}

function chat(options: { at: number; active?: boolean; position?: number }) {
  const clock = new SimulatedClock();
  const provider = fakeProvider(options.position ?? 2);
  const starts: ChatStart[] = [];
  const actor = createActor(
    chatMachine.provide({
      actors: {
        checkAvailability: fromPromise<ChatAvailability, { lang: Language }>(async () => ({
          active: options.active ?? true,
          at: options.at,
        })),
        startChat: fromPromise<ChatStartAnswer, ChatStart>(async ({ input }) => {
          starts.push(input);
          return {
            ok: true,
            value: {
              status: 'queued',
              conversationId: 'c1',
              position: options.position ?? 2,
              message: 'Hola Ana',
            },
          };
        }),
        exchange: fromPromise<ChatExchange, ChatExchangeInput>(({ input }) => provider.exchange(input)),
        sendTranscript: fromPromise<void, { conversationId: string; email: string }>(async ({ input }) => {
          provider.state.transcripts.push(input.email);
        }),
        requestCallback: fromPromise<void, CallbackRequest>(async ({ input }) => {
          provider.state.callbacks.push(input);
        }),
      },
    }),
    { clock },
  );
  actor.start();
  return { actor, clock, provider, starts };
}

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

/** Lets the simulated clock run one poll interval and the answers arrive. */
async function round(clock: SimulatedClock, ms = POLL) {
  clock.increment(ms);
  await settle();
}

async function startTalking(actor: ReturnType<typeof chat>['actor'], lang: Language = 'es') {
  actor.send({ type: 'chat.open', topic: 4, lang, page: '/contacto' });
  await waitFor(actor, (snapshot) => selectChatPhase(snapshot) === 'editing');
  actor.send({ type: 'chat.edit', field: 'name', value: 'Ana' });
  actor.send({ type: 'chat.edit', field: 'email', value: 'ana@example.com' });
  actor.send({ type: 'chat.edit', field: 'phone', value: '3211234567' });
  actor.send({ type: 'chat.start' });
  await waitFor(actor, (snapshot) => selectChatPhase(snapshot) === 'queued');
}

describe('chat flow: availability', () => {
  it('out of hours (a Sunday, a holiday) nobody is promised: no form, call-back hours inside the legal hours only', async () => {
    for (const at of [SUNDAY_10, HOLIDAY_10]) {
      const { actor } = chat({ at });
      actor.send({ type: 'chat.open', topic: null, lang: 'es', page: '/' });
      await waitFor(actor, (snapshot) => selectChatPhase(snapshot) !== 'checking');
      expect(selectChatPhase(actor.getSnapshot())).toBe('away');
      expect(actor.getSnapshot().can({ type: 'chat.start' })).toBe(false);
      const slots = actor.getSnapshot().context.slots;
      expect(slots.length).toBeGreaterThan(0);
      for (const slot of slots) {
        // Monday to Friday 07:00-19:00 or Saturday 08:00-15:00, Colombia time; never Sunday.
        const local = new Date(slot.start - 5 * 3600_000);
        const day = local.getUTCDay();
        const from = local.getUTCHours();
        expect(day).not.toBe(0);
        expect(from).toBeGreaterThanOrEqual(day === 6 ? 8 : 7);
        expect(from + 1).toBeLessThanOrEqual(day === 6 ? 15 : 19);
        expect(local.toISOString().slice(0, 10)).not.toBe('2026-11-02');
      }
    }
  });

  it('the hours depend on the language: Spanish until 19:00, English and Portuguese until 17:00; a service switched off is away too', async () => {
    const at = async (lang: Language, when: number, active = true) => {
      const { actor } = chat({ at: when, active });
      actor.send({ type: 'chat.open', topic: null, lang, page: '/' });
      await waitFor(actor, (snapshot) => selectChatPhase(snapshot) !== 'checking');
      return selectChatPhase(actor.getSnapshot());
    };
    expect(await at('es', TUESDAY_18)).toBe('editing');
    expect(await at('en', TUESDAY_18)).toBe('away');
    expect(await at('pt', TUESDAY_18)).toBe('away');
    expect(await at('en', TUESDAY_10)).toBe('editing');
    expect(await at('es', TUESDAY_10, false)).toBe('away');
  });

  it('a call-back is sent once, for a chosen legal hour, after its errors are fixed', async () => {
    const { actor, provider } = chat({ at: SUNDAY_10 });
    actor.send({ type: 'chat.open', topic: null, lang: 'es', page: '/' });
    await waitFor(actor, (snapshot) => selectChatPhase(snapshot) === 'away');
    actor.send({ type: 'chat.callback.edit', field: 'phone', value: '12' });
    actor.send({ type: 'chat.callback.send' });
    expect(actor.getSnapshot().context.callbackErrors).toEqual({
      name: 'required',
      phone: 'phone',
      slot: 'required',
    });
    const first = actor.getSnapshot().context.slots[0]!;
    actor.send({ type: 'chat.callback.edit', field: 'name', value: 'Ana' });
    actor.send({ type: 'chat.callback.edit', field: 'phone', value: '321 123 4567' });
    actor.send({ type: 'chat.callback.edit', field: 'slot', value: String(first.start) });
    actor.send({ type: 'chat.callback.send' });
    actor.send({ type: 'chat.callback.send' });
    await waitFor(actor, (snapshot) => snapshot.context.callbackState === 'sent');
    expect(provider.state.callbacks).toEqual([
      {
        fullName: 'Ana',
        phone: '+573211234567',
        start: new Date(first.start).toISOString(),
        language: 'ES',
        page: '/',
      },
    ]);
    // Monday 2026-11-30 07:00 in Colombia is the first whole legal hour after a Sunday morning.
    expect(new Date(first.start).toISOString()).toBe('2026-11-30T12:00:00.000Z');
  });
});

describe('chat flow: queue, advisor, drop and reconnect (simulated clock)', () => {
  it('the queue position moves down round by round until the advisor joins', async () => {
    const { actor, clock } = chat({ at: TUESDAY_10, position: 2 });
    await startTalking(actor);
    const seen: (number | null)[] = [actor.getSnapshot().context.conversation!.position];
    for (let i = 0; i < 3; i += 1) {
      await round(clock);
      seen.push(actor.getSnapshot().context.conversation!.position);
    }
    expect(seen).toEqual([2, 1, 0, null]);
    expect(actor.getSnapshot().context.conversation!.advisor).toBe('Valentina');
    expect(selectChatPhase(actor.getSnapshot())).toBe('talking');
  });

  it('closing the window keeps the conversation going; reopening shows it as it is', async () => {
    const { actor, clock } = chat({ at: TUESDAY_10, position: 0 });
    await startTalking(actor);
    actor.send({ type: 'chat.close' });
    await round(clock);
    expect(selectChatPhase(actor.getSnapshot())).toBe('closed');
    actor.send({ type: 'chat.open', topic: 4, lang: 'es', page: '/contacto' });
    expect(selectChatPhase(actor.getSnapshot())).toBe('talking');
  });

  it('property: whatever drops and returns, every line written reaches the advisor exactly once, in order, and every answer shows once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({ kind: fc.constant('write' as const), text: fc.stringMatching(/^[a-z]{1,8}$/) }),
            fc.constant({ kind: 'drop' as const }),
            fc.constant({ kind: 'back' as const }),
            fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 20_000 }) }),
          ),
          { maxLength: 25 },
        ),
        async (steps) => {
          const { actor, clock, provider } = chat({ at: TUESDAY_10, position: 1 });
          await startTalking(actor);
          const written: string[] = [];
          for (const step of steps) {
            if (step.kind === 'write') {
              actor.send({ type: 'chat.draft', text: step.text });
              actor.send({ type: 'chat.send' });
              written.push(step.text);
              await settle();
            } else if (step.kind === 'drop') provider.state.down = true;
            else if (step.kind === 'back') {
              provider.state.down = false;
              actor.send({ type: 'network.changed', online: true });
              await settle();
            } else await round(clock, step.ms);
          }
          // The network comes back for good: within a minute everything is through.
          provider.state.down = false;
          actor.send({ type: 'network.changed', online: true });
          for (let i = 0; i < 40; i += 1) await round(clock, POLL);
          const lines = actor.getSnapshot().context.conversation!.lines;
          const mine = lines.filter((line) => line.from === 'visitor');
          expect(mine.map((line) => line.text)).toEqual(written);
          expect(mine.every((line) => line.state === 'read')).toBe(true);
          expect([...provider.received.values()]).toEqual(written);
          const ids = lines.map((line) => line.id);
          expect(new Set(ids).size).toBe(ids.length);
          actor.stop();
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a drop shows the reconnecting state, keeps the line pending, and the network back sends it at once', async () => {
    const { actor, clock, provider } = chat({ at: TUESDAY_10, position: 0 });
    await startTalking(actor);
    await round(clock);
    expect(selectChatPhase(actor.getSnapshot())).toBe('talking');
    provider.state.down = true;
    await round(clock);
    expect(selectChatPhase(actor.getSnapshot())).toBe('reconnecting');
    actor.send({ type: 'chat.draft', text: '¿Cubre la Clínica del Country?' });
    actor.send({ type: 'chat.send' });
    expect(actor.getSnapshot().context.conversation!.lines.at(-1)).toMatchObject({
      from: 'visitor',
      state: 'pending',
    });
    provider.state.down = false;
    actor.send({ type: 'network.changed', online: true });
    await settle();
    expect(provider.received.size).toBe(1);
    await round(clock);
    const lines = actor.getSnapshot().context.conversation!.lines;
    expect(lines.at(-2)).toMatchObject({ from: 'visitor', state: 'read' });
    expect(lines.at(-1)).toMatchObject({
      from: 'advisor',
      text: 'Respuesta a ¿Cubre la Clínica del Country?',
    });
  });

  it('the transcript goes to a valid e-mail only, prefilled with the form’s', async () => {
    const { actor, provider } = chat({ at: TUESDAY_10, position: 0 });
    await startTalking(actor);
    expect(actor.getSnapshot().context.transcriptEmail).toBe('ana@example.com');
    actor.send({ type: 'chat.transcript.edit', email: 'ana@' });
    actor.send({ type: 'chat.transcript.send' });
    expect(actor.getSnapshot().context.transcriptError).toBe('email');
    actor.send({ type: 'chat.transcript.edit', email: 'ana@correo.co' });
    actor.send({ type: 'chat.transcript.send' });
    await waitFor(actor, (snapshot) => snapshot.context.transcriptState === 'sent');
    expect(provider.state.transcripts).toEqual(['ana@correo.co']);
  });

  it('the form still shows errors only once a field is left or a start is tried', async () => {
    const { actor, starts } = chat({ at: TUESDAY_10 });
    actor.send({ type: 'chat.open', topic: 4, lang: 'es', page: '/contacto' });
    await waitFor(actor, (snapshot) => selectChatPhase(snapshot) === 'editing');
    expect(actor.getSnapshot().context.values.topic).toBe('4');
    actor.send({ type: 'chat.edit', field: 'email', value: 'ana@' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'chat.leave', field: 'email' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'email' });
    actor.send({ type: 'chat.start' });
    expect(actor.getSnapshot().context.errors).toEqual({
      name: 'required',
      email: 'email',
      phone: 'required',
    });
    expect(starts).toEqual([]);
  });
});
