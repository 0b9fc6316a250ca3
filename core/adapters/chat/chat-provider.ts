import { ChatQueued, type ChatStart } from '../../domain/chat/chat-form';
import { ChatPoll, type ChatOutgoing } from '../../domain/chat/chat-conversation';
import type { Language } from '../../domain/events/domain-event';

type ChatStartResult = { ok: true; value: ChatQueued } | { ok: false; message: string };

interface ChatCallbackRequest {
  readonly fullName: string;
  readonly phone: string;
  readonly start: string;
  readonly language: 'ES' | 'EN' | 'PT';
  readonly page: string;
}

/**
 * The live web-chat service (§9 names one by kind): whether the chat is on (§7 GET api/chat/available,
 * data.active), the pre-engagement answers that queue a conversation, then rounds that hand over the
 * visitor's pending lines (each with its own id, kept once) and read the events after a cursor; the
 * transcript by e-mail and, out of hours, a call-back. A failed round rejects: the flow reconnects.
 */
export interface ChatProvider {
  available(lang: Language, signal?: AbortSignal): Promise<boolean>;
  start(request: ChatStart, signal?: AbortSignal): Promise<ChatStartResult>;
  exchange(
    input: { conversationId: string; after: number; outgoing: readonly ChatOutgoing[]; typing: boolean },
    signal?: AbortSignal,
  ): Promise<ChatPoll & { sent: readonly string[] }>;
  transcript(conversationId: string, email: string, signal?: AbortSignal): Promise<void>;
  callback(request: ChatCallbackRequest, signal?: AbortSignal): Promise<void>;
}

/**
 * The sample backend's chat behind the port (the default). It talks to the provider's address
 * directly, as a provider's script would.
 */
export function sampleChatProvider(apiBase: string): ChatProvider {
  const base = apiBase.endsWith('/') ? apiBase : `${apiBase}/`;
  const url = (path: string) => new URL(`${base}${path}`, globalThis.location?.href).href;
  const call = async (path: string, init: RequestInit, signal?: AbortSignal): Promise<unknown> => {
    const response = await fetch(url(path), {
      ...init,
      headers: { 'content-type': 'application/json' },
      ...(signal ? { signal } : {}),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
  };
  return {
    async available(lang, signal) {
      const data = await call(`chat/available?language=${lang.toUpperCase()}`, { method: 'GET' }, signal);
      return typeof data === 'object' && data !== null && 'active' in data && data.active === true;
    },
    async start(request, signal) {
      try {
        const parsed = ChatQueued.safeParse(
          await call('chat/start', { method: 'POST', body: JSON.stringify(request) }, signal),
        );
        if (parsed.success) return { ok: true, value: parsed.data };
        return { ok: false, message: 'chat start answered an unexpected body' };
      } catch (cause) {
        return { ok: false, message: cause instanceof Error ? cause.message : 'chat start failed' };
      }
    },
    async exchange({ conversationId, after, outgoing, typing }, signal) {
      const id = encodeURIComponent(conversationId);
      const sent: string[] = [];
      // Each line carries its own id: a line the provider already has (an answer lost on the way) is kept once.
      for (const line of outgoing) {
        await call(`chat/${id}/messages`, { method: 'POST', body: JSON.stringify(line) }, signal);
        sent.push(line.id);
      }
      const data = await call(
        `chat/${id}/events?after=${after}${typing ? '&typing=1' : ''}`,
        { method: 'GET' },
        signal,
      );
      const parsed = ChatPoll.safeParse(data);
      if (!parsed.success) throw new Error('chat events answered an unexpected body');
      return { events: parsed.data.events, sent };
    },
    async transcript(conversationId, email, signal) {
      await call(
        `chat/${encodeURIComponent(conversationId)}/transcript`,
        { method: 'POST', body: JSON.stringify({ email }) },
        signal,
      );
    },
    async callback(request, signal) {
      await call('chat/callback', { method: 'POST', body: JSON.stringify(request) }, signal);
    },
  };
}
