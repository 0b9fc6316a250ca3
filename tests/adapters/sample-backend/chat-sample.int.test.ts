import { describe, expect, it } from 'vitest';
import { sampleChatProvider } from '../../../core/adapters/chat/chat-provider';
import { memoryLeadsStore } from '../../../core/adapters/sample-backend';
import type { ChatServerEvent } from '../../../core/domain';
import { useSampleBackend } from '../support/sample-server';

const leads = memoryLeadsStore();
useSampleBackend({ leads });
const chat = sampleChatProvider('http://localhost/api/');

const start = (page: string, language: 'ES' | 'EN' | 'PT' = 'ES') =>
  chat.start({
    fullName: 'Ana Pérez',
    email: 'ana@example.com',
    phone: '+573211234567',
    topic: 0,
    language,
    page,
  });

/** Rounds until an event of this kind comes, collecting everything read after the cursor. */
async function until(
  id: string,
  seen: ChatServerEvent[],
  done: (event: ChatServerEvent) => boolean,
  outgoing: { id: string; text: string }[] = [],
) {
  for (let i = 0; i < 10; i += 1) {
    const after = seen.at(-1)?.seq ?? 0;
    const round = await chat.exchange({
      conversationId: id,
      after,
      outgoing: i === 0 ? outgoing : [],
      typing: false,
    });
    seen.push(...round.events);
    const found = round.events.find(done);
    if (found) return found;
  }
  throw new Error('never came');
}

describe('sample live chat', () => {
  it('the queue moves one place a round, then an advisor joins and greets by name', async () => {
    const started = await start('/contacto');
    if (!started.ok) throw new Error(started.message);
    const seen: ChatServerEvent[] = [];
    await until(started.value.conversationId, seen, (event) => event.type === 'joined');
    const queue = seen.flatMap((event) => (event.type === 'queue' ? [event.position] : []));
    expect(queue).toEqual([...Array(started.value.position).keys()].reverse());
    const greeting = seen.find((event) => event.type === 'message');
    expect(greeting).toMatchObject({ from: 'advisor', text: expect.stringContaining('Hola Ana') });
  });

  it('answers from the plan’s FAQ on its page, from the contact data, and hands a price over to the request', async () => {
    const started = await start('/EPS/compensar/PAC-COMP-01');
    if (!started.ok) throw new Error(started.message);
    const id = started.value.conversationId;
    const seen: ChatServerEvent[] = [];
    await until(id, seen, (event) => event.type === 'joined');
    // Each question's answer is the first advisor message read after it.
    const ask = (n: number, text: string) =>
      until(id, seen, (event) => event.type === 'message' && event.from === 'advisor', [
        { id: `q${n}`, text },
      ]);
    const faq = await ask(1, '¿Necesito estar afiliado a la EPS?');
    expect(faq).toMatchObject({ text: expect.stringContaining('afiliado a Compensar') });
    const contact = await ask(2, '¿Tienen WhatsApp?');
    expect(contact).toMatchObject({ text: expect.stringContaining('+57 321 123 4567') });
    await ask(3, '¿Cuánto cuesta?');
    const handover = seen.find((event) => event.type === 'handover');
    expect(handover).toMatchObject({ href: '/EPS/compensar/PAC-COMP-01' });
  });

  it('a line sent twice (its first answer lost) is kept once; the transcript and a legal call-back are kept as leads', async () => {
    const started = await start('/');
    if (!started.ok) throw new Error(started.message);
    const id = started.value.conversationId;
    const line = { id: 'v1', text: 'Hola' };
    await chat.exchange({ conversationId: id, after: 0, outgoing: [line], typing: false });
    const again = await chat.exchange({ conversationId: id, after: 0, outgoing: [line], typing: false });
    expect(again.events.filter((event) => event.type === 'message' && event.from === 'visitor')).toHaveLength(
      1,
    );
    await chat.transcript(id, 'ana@example.com');
    // Monday 2026-11-30 at 07:00 in Colombia is a legal hour; 06:00 is not.
    await chat.callback({
      fullName: 'Ana',
      phone: '+573211234567',
      start: '2026-11-30T12:00:00.000Z',
      language: 'ES',
      page: '/',
    });
    await expect(
      chat.callback({
        fullName: 'Ana',
        phone: '+573211234567',
        start: '2026-11-30T11:00:00.000Z',
        language: 'ES',
        page: '/',
      }),
    ).rejects.toThrow();
    const kept = await leads.list();
    expect(kept.find((lead) => lead.kind === 'chat-transcript')?.body).toMatchObject({
      email: 'ana@example.com',
      lines: expect.arrayContaining([{ from: 'visitor', text: 'Hola' }]),
    });
    expect(kept.filter((lead) => lead.kind === 'llamada')).toHaveLength(1);
  });
});
