import { createActor, fromPromise, type Actor } from 'xstate';
import type { ChatStart } from './domain';
import type { ChatProvider } from './adapters/chat/chat-provider';
import { chatMachine, type ChatEvent, type ChatStartAnswer } from './machines/chat.machine';

/** The running chat flow the launcher talks to (loaded when the visitor first opens the chat). */
export interface ChatFlow {
  readonly actor: Actor<typeof chatMachine>;
  send(event: ChatEvent): void;
  stop(): void;
}

export interface ChatFlowDeps {
  readonly provider: ChatProvider;
  readonly warn: (message: string, detail?: unknown) => void;
}

/** The chat's composition: the provider's port as the machine's actor, failures logged (§8). */
export function startChatFlow({ provider, warn }: ChatFlowDeps): ChatFlow {
  const machine = chatMachine.provide({
    actors: {
      startChat: fromPromise<ChatStartAnswer, ChatStart>(({ input, signal }) =>
        provider.start(input, signal),
      ),
    },
    actions: {
      warn: (_, { message }) => warn('No se pudo iniciar el chat', message),
    },
  });
  const actor = createActor(machine, { systemId: 'chat' });
  actor.start();
  return { actor, send: (event) => actor.send(event), stop: () => actor.stop() };
}
