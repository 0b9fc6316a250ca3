import { chatStartRequest, emptyChatForm, type ChatStart } from '../domain';
import { callbackRequest, chatSetup, exchangeInput } from './chat.setup';
import type { ChatContext, ChatPhase } from './chat.types';

export type * from './chat.types';

/**
 * The live chat (§2, §5, §9), a page flow the root spawns on the launcher's first click: whether an
 * advisor is there (the service's word and the staffed hours for the chat's language), the
 * pre-engagement form, the queue, the conversation read from the provider after a cursor (nothing is
 * lost when the connection drops: what the visitor wrote waits, pending, and goes when it is back),
 * the transcript by e-mail; out of hours, the alternatives: a request, WhatsApp or a call-back in the
 * legal hours. The window (shown or folded) is a region of its own: closing it keeps the conversation.
 */
export const chatMachine = chatSetup.createMachine({
  id: 'chat',
  context: {
    values: emptyChatForm(null),
    errors: {},
    touched: [],
    lang: 'es',
    country: 'CO',
    page: '/',
    queued: null,
    conversation: null,
    draft: '',
    written: 0,
    retries: 0,
    slots: [],
    callback: { name: '', phone: '', slot: '' },
    callbackErrors: {},
    callbackState: 'idle',
    transcriptEmail: '',
    transcriptError: null,
    transcriptState: 'idle',
  },
  type: 'parallel',
  states: {
    window: {
      initial: 'closed',
      states: {
        closed: { on: { 'chat.open': { target: 'shown' } } },
        shown: { on: { 'chat.close': { target: 'closed' } } },
      },
    },
    flow: {
      initial: 'idle',
      on: { 'chat.open': { actions: 'opened' } },
      states: {
        idle: { on: { 'chat.open': { target: 'checking', actions: 'opened' } } },
        // Nobody is promised before the service and the hours say an advisor is there.
        checking: {
          invoke: {
            src: 'checkAvailability',
            input: ({ context }) => ({ lang: context.lang }),
            onDone: [
              { guard: { type: 'staffed', params: ({ event }) => event.output }, target: 'editing' },
              { target: 'away', actions: { type: 'offerSlots', params: ({ event }) => event.output } },
            ],
            onError: {
              target: 'away',
              actions: { type: 'warn', params: ({ event }) => ({ message: String(event.error) }) },
            },
          },
        },
        away: {
          initial: 'choosing',
          // Opened again later, the chat asks again (an advisor may have come).
          on: { 'chat.open': { target: 'checking', guard: 'notCallingBack' } },
          states: {
            choosing: {
              on: {
                'chat.callback.edit': { actions: 'editCallback' },
                'chat.callback.send': [
                  { guard: 'callbackValid', target: 'sending', actions: 'clearCallbackErrors' },
                  { actions: 'showCallbackErrors' },
                ],
              },
            },
            sending: {
              entry: { type: 'callbackState', params: { state: 'sending' } },
              invoke: {
                src: 'requestCallback',
                input: ({ context }) => callbackRequest(context),
                onDone: { target: 'sent', actions: { type: 'callbackState', params: { state: 'sent' } } },
                onError: {
                  target: 'choosing',
                  actions: [
                    { type: 'callbackState', params: { state: 'failed' } },
                    { type: 'warn', params: ({ event }) => ({ message: String(event.error) }) },
                  ],
                },
              },
            },
            sent: {},
          },
        },
        editing: {
          on: {
            'chat.edit': { actions: 'editForm' },
            'chat.leave': { actions: 'leaveField' },
            'chat.start': [
              { guard: 'valid', target: 'starting', actions: 'clearErrors' },
              { actions: 'showAllErrors' },
            ],
          },
        },
        starting: {
          invoke: {
            src: 'startChat',
            input: ({ context }) =>
              // The guard let only a valid form through, so the request exists.
              chatStartRequest(context.values, context.lang, context.page, context.country) as ChatStart,
            onDone: [
              {
                guard: { type: 'started', params: ({ event }) => event.output },
                target: 'conversation',
                actions: {
                  type: 'startConversation',
                  params: ({ event }) => (event.output as Extract<typeof event.output, { ok: true }>).value,
                },
              },
              {
                target: 'failed',
                actions: {
                  type: 'warn',
                  params: ({ event }) => ({ message: event.output.ok ? '' : event.output.message }),
                },
              },
            ],
            onError: {
              target: 'failed',
              actions: { type: 'warn', params: ({ event }) => ({ message: String(event.error) }) },
            },
          },
        },
        failed: {
          on: {
            'chat.retry': { target: 'starting' },
            'chat.edit': { target: 'editing', actions: 'editValue' },
          },
        },
        conversation: {
          initial: 'waiting',
          on: {
            'chat.draft': { actions: 'setDraft' },
            'chat.send': { guard: 'hasDraft', actions: 'addLine' },
            'chat.transcript.edit': { actions: 'editTranscript' },
            'chat.transcript.send': [
              { guard: 'transcriptReady', actions: 'sendTranscript' },
              { guard: 'transcriptIdle', actions: 'showTranscriptError' },
            ],
            'xstate.done.actor.transcript': {
              actions: { type: 'transcriptState', params: { state: 'sent' } },
            },
            'xstate.error.actor.transcript': {
              actions: [
                { type: 'transcriptState', params: { state: 'failed' } },
                {
                  type: 'warn',
                  params: ({ event }: { event: unknown }) => ({
                    message: String((event as { error?: unknown }).error),
                  }),
                },
              ],
            },
            'chat.restart': { target: 'editing', guard: 'ended', actions: 'restart' },
          },
          states: {
            waiting: {
              after: { pollInterval: { target: 'exchanging' } },
              // A line written now goes at once.
              on: { 'chat.send': { target: 'exchanging', guard: 'hasDraft', actions: 'addLine' } },
            },
            exchanging: {
              invoke: {
                src: 'exchange',
                input: ({ context }) => exchangeInput(context),
                onDone: [
                  {
                    guard: { type: 'endsConversation', params: ({ event }) => event.output },
                    target: 'ended',
                    actions: { type: 'applyExchange', params: ({ event }) => event.output },
                  },
                  {
                    target: 'waiting',
                    actions: { type: 'applyExchange', params: ({ event }) => event.output },
                  },
                ],
                onError: { target: 'reconnecting', actions: 'countRetry' },
              },
            },
            // The connection dropped: what was written waits, pending; nothing read is lost (the cursor).
            reconnecting: {
              after: { reconnectDelay: { target: 'exchanging' } },
              on: { 'network.changed': { guard: 'backOnline', target: 'exchanging' } },
            },
            ended: {},
          },
        },
      },
    },
  },
});

type ChatSnapshotLike = { matches: (state: never) => boolean; context: ChatContext };

/** Where the chat is, for the launcher: 'closed' when its window is folded. */
export function selectChatPhase(snapshot: ChatSnapshotLike): ChatPhase {
  const matches = (state: object) => (snapshot.matches as (state: object) => boolean).call(snapshot, state);
  if (matches({ window: 'closed' })) return 'closed';
  for (const phase of ['checking', 'away', 'editing', 'starting', 'failed'] as const)
    if (matches({ flow: phase })) return phase;
  if (matches({ flow: { conversation: 'ended' } })) return 'ended';
  if (matches({ flow: { conversation: 'reconnecting' } })) return 'reconnecting';
  if (matches({ flow: 'conversation' })) return snapshot.context.conversation?.advisor ? 'talking' : 'queued';
  return 'closed';
}
