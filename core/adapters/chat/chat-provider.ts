import { ChatQueued, type ChatStart } from '../../domain/chat/chat-form';

export type ChatStartResult = { ok: true; value: ChatQueued } | { ok: false; message: string };

/** The live web-chat service (§9 names one by kind): it takes the pre-engagement answers and queues them. */
export interface ChatProvider {
  start(request: ChatStart, signal?: AbortSignal): Promise<ChatStartResult>;
}

/**
 * The sample backend's chat behind the port (the default): it answers as a provider would, with a
 * queued-agent message. It talks to the provider's address directly, as a provider's script would.
 */
export function sampleChatProvider(apiBase: string): ChatProvider {
  const base = apiBase.endsWith('/') ? apiBase : `${apiBase}/`;
  return {
    async start(request, signal) {
      try {
        const response = await fetch(new URL(`${base}chat/start`, globalThis.location?.href).href, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request),
          ...(signal ? { signal } : {}),
        });
        const body: unknown = await response.json().catch(() => undefined);
        const parsed = ChatQueued.safeParse(
          typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined,
        );
        if (response.ok && parsed.success) return { ok: true, value: parsed.data };
        return { ok: false, message: `chat start answered ${response.status}` };
      } catch (cause) {
        return { ok: false, message: cause instanceof Error ? cause.message : 'chat start failed' };
      }
    },
  };
}
