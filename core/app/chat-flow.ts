import { fromPromise } from 'xstate';
import type { ChatStart, Language } from '../domain';
import type { ChatProvider } from '../adapters/chat/chat-provider';
import type { Clock } from '../adapters/clock/clock';
import {
  chatMachine,
  type CallbackRequest,
  type ChatAvailability,
  type ChatExchange,
  type ChatExchangeInput,
  type ChatStartAnswer,
} from '../machines/chat.machine';

export interface ChatFlowDeps {
  readonly provider: ChatProvider;
  readonly clock: Clock;
  readonly warn: (message: string, detail?: unknown) => void;
}

/**
 * The chat's composition: the provider's port as the machine's actors, the clock's instant with the
 * service's word (the staffed hours are read from it), failures logged (§8). The root spawns the
 * result as its `chat` page flow on the launcher's first click.
 */
export function chatFlow({ provider, clock, warn }: ChatFlowDeps): typeof chatMachine {
  return chatMachine.provide({
    actors: {
      checkAvailability: fromPromise<ChatAvailability, { lang: Language }>(async ({ input, signal }) => ({
        active: await provider.available(input.lang, signal),
        at: clock.now(),
      })),
      startChat: fromPromise<ChatStartAnswer, ChatStart>(({ input, signal }) =>
        provider.start(input, signal),
      ),
      exchange: fromPromise<ChatExchange, ChatExchangeInput>(({ input, signal }) =>
        provider.exchange(input, signal),
      ),
      sendTranscript: fromPromise<void, { conversationId: string; email: string }>(({ input, signal }) =>
        provider.transcript(input.conversationId, input.email, signal),
      ),
      requestCallback: fromPromise<void, CallbackRequest>(({ input, signal }) =>
        provider.callback(input, signal),
      ),
    },
    actions: {
      warn: (_, { message }) => warn('Falla del chat', message),
    },
  });
}
