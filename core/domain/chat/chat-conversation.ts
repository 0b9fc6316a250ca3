import { z } from 'zod/mini';

/**
 * A live conversation as the chat provider tells it (§9: a live web-chat service): numbered events
 * read after a cursor, so a client that lost its connection asks again from where it was and loses
 * nothing; the visitor's messages carry the client's own id, so a message sent twice is kept once.
 */
const seq = z.number().check(z.int(), z.nonnegative());
export const ChatServerEvent = z.discriminatedUnion('type', [
  z.object({ seq, type: z.literal('queue'), position: z.number().check(z.int(), z.nonnegative()) }),
  z.object({ seq, type: z.literal('joined'), advisor: z.string().check(z.minLength(1), z.maxLength(80)) }),
  z.object({ seq, type: z.literal('typing'), on: z.boolean() }),
  z.object({
    seq,
    type: z.literal('message'),
    id: z.string().check(z.minLength(1), z.maxLength(80)),
    from: z.enum(['visitor', 'advisor']),
    text: z.string().check(z.minLength(1), z.maxLength(2000)),
  }),
  /** The advisor has read the visitor's messages up to this one. */
  z.object({ seq, type: z.literal('read'), upTo: z.string().check(z.minLength(1), z.maxLength(80)) }),
  /** The advisor hands over to a quote request (a price is asked): where the request is made. */
  z.object({ seq, type: z.literal('handover'), href: z.string().check(z.minLength(1), z.maxLength(500)) }),
  z.object({ seq, type: z.literal('ended') }),
]);
export type ChatServerEvent = z.infer<typeof ChatServerEvent>;

export const ChatPoll = z.object({ events: z.array(ChatServerEvent) });
export type ChatPoll = z.infer<typeof ChatPoll>;

/** A visitor's message as sent to the provider. */
export const ChatOutgoing = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(80)),
  text: z.string().check(z.minLength(1), z.maxLength(2000)),
});
export type ChatOutgoing = z.infer<typeof ChatOutgoing>;

/** The longest message a visitor may send. */
export const CHAT_MESSAGE_MAX = 2000;

/** A line of the conversation as the visitor sees it. */
export interface ChatLine {
  readonly id: string;
  readonly from: 'visitor' | 'advisor';
  readonly text: string;
  /** A visitor's line: waiting to reach the provider, received, or read by the advisor. */
  readonly state: 'pending' | 'sent' | 'read';
}

export interface ChatConversation {
  readonly conversationId: string;
  /** The last event applied (events at or below it are repeats). */
  readonly cursor: number;
  /** People ahead in the queue; null once an advisor has joined. */
  readonly position: number | null;
  readonly advisor: string | null;
  readonly advisorTyping: boolean;
  readonly lines: readonly ChatLine[];
  readonly handover: string | null;
  readonly ended: boolean;
}

export const newConversation = (
  conversationId: string,
  position: number,
  greeting: string,
): ChatConversation => ({
  conversationId,
  cursor: 0,
  position,
  advisor: null,
  advisorTyping: false,
  lines: [{ id: `${conversationId}-welcome`, from: 'advisor', text: greeting, state: 'sent' }],
  handover: null,
  ended: false,
});

/** The visitor writes a line: it shows at once, pending until the provider has it. */
export function addVisitorLine(conversation: ChatConversation, id: string, text: string): ChatConversation {
  if (conversation.lines.some((line) => line.id === id)) return conversation;
  return { ...conversation, lines: [...conversation.lines, { id, from: 'visitor', text, state: 'pending' }] };
}

/** The provider has these visitor lines. */
export function markSent(conversation: ChatConversation, ids: readonly string[]): ChatConversation {
  if (ids.length === 0) return conversation;
  return {
    ...conversation,
    lines: conversation.lines.map((line) =>
      ids.includes(line.id) && line.state === 'pending' ? { ...line, state: 'sent' } : line,
    ),
  };
}

/** The visitor lines still waiting to reach the provider, in order. */
export const pendingLines = (conversation: ChatConversation): ChatOutgoing[] =>
  conversation.lines
    .filter((line) => line.from === 'visitor' && line.state === 'pending')
    .map(({ id, text }) => ({ id, text }));

/** The provider's events folded in order; repeats (at or below the cursor) change nothing. */
export function applyChatEvents(
  conversation: ChatConversation,
  events: readonly ChatServerEvent[],
): ChatConversation {
  let next = conversation;
  for (const event of [...events].sort((a, b) => a.seq - b.seq)) {
    if (event.seq <= next.cursor) continue;
    next = applyOne({ ...next, cursor: event.seq }, event);
  }
  return next;
}

function applyOne(conversation: ChatConversation, event: ChatServerEvent): ChatConversation {
  switch (event.type) {
    case 'queue':
      return conversation.advisor ? conversation : { ...conversation, position: event.position };
    case 'joined':
      return { ...conversation, advisor: event.advisor, position: null };
    case 'typing':
      return { ...conversation, advisorTyping: event.on };
    case 'message': {
      if (event.from === 'visitor') return markSent(conversation, [event.id]);
      if (conversation.lines.some((line) => line.id === event.id)) return conversation;
      const line: ChatLine = { id: event.id, from: 'advisor', text: event.text, state: 'sent' };
      return { ...conversation, advisorTyping: false, lines: [...conversation.lines, line] };
    }
    case 'read': {
      const upTo = conversation.lines.findIndex((line) => line.id === event.upTo);
      if (upTo < 0) return conversation;
      return {
        ...conversation,
        lines: conversation.lines.map((line, index) =>
          index <= upTo && line.from === 'visitor' ? { ...line, state: 'read' } : line,
        ),
      };
    }
    case 'handover':
      return { ...conversation, handover: event.href };
    case 'ended':
      return { ...conversation, ended: true, advisorTyping: false };
  }
}
