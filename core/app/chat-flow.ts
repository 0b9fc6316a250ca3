import type { ChatProvider } from '../adapters/chat/chat-provider';
import type { Clock } from '../adapters/clock/clock';
import { chatMachine } from '../machines/chat.machine';
import { provideCalls } from './provide-calls';

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
  return provideCalls(
    chatMachine,
    {
      checkAvailability: async (input, signal) => ({
        active: await provider.available(input.lang, signal),
        at: clock.now(),
      }),
      startChat: (input, signal) => provider.start(input, signal),
      exchange: (input, signal) => provider.exchange(input, signal),
      sendTranscript: (input, signal) => provider.transcript(input.conversationId, input.email, signal),
      requestCallback: (input, signal) => provider.callback(input, signal),
    },
    { actions: { warn: (_, { message }) => warn('Falla del chat', message) } },
  );
}
