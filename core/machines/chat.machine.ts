import { assign, fromPromise, setup } from 'xstate';
import {
  chatStartRequest,
  emptyChatForm,
  validateChatForm,
  type ChatField,
  type ChatFormErrors,
  type ChatFormInput,
  type ChatQueued,
  type ChatStart,
  type Language,
} from '../domain';

/**
 * The chat launcher's flow (§2, §5): the pre-engagement form, then the provider's answer. Errors show
 * beside a field once the visitor has left it or tried to start; nothing typed is lost on a failure.
 */
export interface ChatContext {
  readonly values: ChatFormInput;
  readonly errors: ChatFormErrors;
  readonly touched: readonly ChatField[];
  /** The page the chat is opened from: its language and address. */
  readonly lang: Language;
  readonly page: string;
  readonly queued: ChatQueued | null;
}

export type ChatEvent =
  /** topic: the option the page preselects (null leaves it for the visitor). */
  | { type: 'chat.open'; topic: number | null; lang: Language; page: string }
  | { type: 'chat.close' }
  | { type: 'chat.edit'; field: ChatField; value: string }
  | { type: 'chat.leave'; field: ChatField }
  | { type: 'chat.start' }
  | { type: 'chat.retry' };

const ALL_FIELDS: readonly ChatField[] = ['name', 'email', 'phone', 'topic'];

export type ChatStartAnswer = { ok: true; value: ChatQueued } | { ok: false; message: string };

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
  },
  actors: {
    // Supplied at the composition (core/chat-flow.ts): the chat provider's port.
    startChat: fromPromise<ChatStartAnswer, ChatStart>(async () => ({ ok: false, message: 'no provider' })),
  },
  actions: {
    warn: (_, _params: { message: string }) => {},
  },
  guards: {
    valid: ({ context }) => Object.keys(validateChatForm(context.values)).length === 0,
  },
}).createMachine({
  id: 'chat',
  context: { values: emptyChatForm(null), errors: {}, touched: [], lang: 'es', page: '/', queued: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'chat.open': {
          target: 'open',
          actions: assign(({ context, event }) => ({
            lang: event.lang,
            page: event.page,
            // A reopened form keeps what was typed; the page's topic fills an empty choice.
            values:
              context.values.topic === '' && event.topic !== null
                ? { ...context.values, topic: String(event.topic) }
                : context.values,
          })),
        },
      },
    },
    open: {
      initial: 'editing',
      on: { 'chat.close': { target: 'closed' } },
      states: {
        editing: {
          on: {
            'chat.edit': {
              actions: assign(({ context, event }) => {
                const values = { ...context.values, [event.field]: event.value };
                return { values, errors: shownErrors(values, context.touched) };
              }),
            },
            'chat.leave': {
              actions: assign(({ context, event }) => {
                const touched = context.touched.includes(event.field)
                  ? context.touched
                  : [...context.touched, event.field];
                return { touched, errors: shownErrors(context.values, touched) };
              }),
            },
            'chat.start': [
              { guard: 'valid', target: 'starting', actions: assign({ errors: {} }) },
              {
                actions: assign(({ context }) => ({
                  touched: ALL_FIELDS,
                  errors: validateChatForm(context.values),
                })),
              },
            ],
          },
        },
        starting: {
          invoke: {
            src: 'startChat',
            input: ({ context }) =>
              // The guard let only a valid form through, so the request exists.
              chatStartRequest(context.values, context.lang, context.page) as ChatStart,
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'queued',
                actions: assign({ queued: ({ event }) => (event.output.ok ? event.output.value : null) }),
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
        queued: {},
        failed: {
          on: {
            'chat.retry': { target: 'starting' },
            'chat.edit': {
              target: 'editing',
              actions: assign(({ context, event }) => ({
                values: { ...context.values, [event.field]: event.value },
              })),
            },
          },
        },
      },
    },
  },
});

function shownErrors(values: ChatFormInput, touched: readonly ChatField[]): ChatFormErrors {
  const all = validateChatForm(values);
  return Object.fromEntries(
    Object.entries(all).filter(([field]) => touched.includes(field as ChatField)),
  ) as ChatFormErrors;
}

export type ChatPhase = 'closed' | 'editing' | 'starting' | 'queued' | 'failed';

/** Where the chat is, for the launcher. */
export function selectChatPhase(snapshot: {
  matches: (state: 'closed' | { open: Exclude<ChatPhase, 'closed'> }) => boolean;
}): ChatPhase {
  if (snapshot.matches('closed')) return 'closed';
  for (const phase of ['editing', 'starting', 'queued', 'failed'] as const)
    if (snapshot.matches({ open: phase })) return phase;
  return 'closed';
}
