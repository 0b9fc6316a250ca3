import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import {
  addVisitorLine,
  applyChatEvents,
  callbackSlots,
  chatStaffed,
  chatStartRequest,
  CHAT_MESSAGE_MAX,
  emptyChatForm,
  markSent,
  newConversation,
  pendingLines,
  validateChatForm,
  type CallbackSlot,
  type ChatConversation,
  type ChatField,
  type ChatFormErrors,
  type ChatFormInput,
  type ChatOutgoing,
  type ChatPoll,
  type ChatQueued,
  type ChatStart,
  type Language,
} from '../domain';
import { isValidEmail } from '../domain/shared/validators/email';
import { validateSitePhone } from '../domain/shared/validators/country-phone';
import type { SiteCountryCode } from '../domain/site/country';

/**
 * The live chat (§2, §5, §9), a page flow the root spawns on the launcher's first click: whether an
 * advisor is there (the service's word and the staffed hours for the chat's language), the
 * pre-engagement form, the queue, the conversation read from the provider after a cursor (nothing is
 * lost when the connection drops: what the visitor wrote waits, pending, and goes when it is back),
 * the transcript by e-mail; out of hours, the alternatives: a request, WhatsApp or a call-back in the
 * legal hours. The window (shown or folded) is a region of its own: closing it keeps the conversation.
 */
export type CallbackField = 'name' | 'phone' | 'slot';
export interface CallbackForm {
  readonly name: string;
  readonly phone: string;
  /** The chosen slot's start (ms since epoch, as text), '' while none is chosen. */
  readonly slot: string;
}
export type CallbackErrors = Partial<Record<CallbackField, 'required' | 'phone'>>;

export interface CallbackRequest {
  readonly fullName: string;
  readonly phone: string;
  /** ISO instant the call-back hour starts. */
  readonly start: string;
  readonly language: 'ES' | 'EN' | 'PT';
  readonly page: string;
}

export type SendState = 'idle' | 'sending' | 'sent' | 'failed';

export interface ChatContext {
  readonly values: ChatFormInput;
  readonly errors: ChatFormErrors;
  readonly touched: readonly ChatField[];
  /** The page the chat is opened from: its language and address. */
  readonly lang: Language;
  readonly page: string;
  /** The site the chat is on: its phone rule. */
  readonly country: SiteCountryCode;
  readonly queued: ChatQueued | null;
  readonly conversation: ChatConversation | null;
  /** What the visitor is writing. */
  readonly draft: string;
  /** Lines written in this conversation (numbers the visitor's message ids). */
  readonly written: number;
  /** Failed exchanges in a row (spaces the reconnection attempts). */
  readonly retries: number;
  /** Out of hours: the call-back hours offered, the form and where its request stands. */
  readonly slots: readonly CallbackSlot[];
  readonly callback: CallbackForm;
  readonly callbackErrors: CallbackErrors;
  readonly callbackState: SendState;
  readonly transcriptEmail: string;
  readonly transcriptError: 'required' | 'email' | null;
  readonly transcriptState: SendState;
}

export type ChatEvent =
  /** topic: the option the page preselects (null leaves it for the visitor). */
  | { type: 'chat.open'; topic: number | null; lang: Language; page: string; country?: SiteCountryCode }
  | { type: 'chat.close' }
  | { type: 'chat.edit'; field: ChatField; value: string }
  | { type: 'chat.leave'; field: ChatField }
  | { type: 'chat.start' }
  | { type: 'chat.retry' }
  | { type: 'chat.draft'; text: string }
  | { type: 'chat.send' }
  | { type: 'chat.restart' }
  | { type: 'chat.callback.edit'; field: CallbackField; value: string }
  | { type: 'chat.callback.send' }
  | { type: 'chat.transcript.edit'; email: string }
  | { type: 'chat.transcript.send' }
  | { type: 'network.changed'; online: boolean };

const ALL_FIELDS: readonly ChatField[] = ['name', 'email', 'phone', 'topic'];
const CHAT_LANGUAGES = { es: 'ES', en: 'EN', pt: 'PT' } as const;

export type ChatStartAnswer = { ok: true; value: ChatQueued } | { ok: false; message: string };
/** The service's word on the chat and the instant it was asked (the staffed hours are read from it). */
export interface ChatAvailability {
  readonly active: boolean;
  readonly at: number;
}
export interface ChatExchangeInput {
  readonly conversationId: string;
  readonly after: number;
  readonly outgoing: readonly ChatOutgoing[];
  readonly typing: boolean;
}
/** One round with the provider: the visitor's pending lines it now has, and the events after the cursor. */
export interface ChatExchange extends ChatPoll {
  readonly sent: readonly string[];
}

/** How many call-back hours are offered. */
const CALLBACK_CHOICES = 6;

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
  },
  actors: {
    // Supplied at the composition (core/chat-flow.ts): the chat provider's port.
    checkAvailability: fromPromise<ChatAvailability, { lang: Language }>(async () => ({
      active: false,
      at: 0,
    })),
    startChat: fromPromise<ChatStartAnswer, ChatStart>(async () => ({ ok: false, message: 'no provider' })),
    exchange: fromPromise<ChatExchange, ChatExchangeInput>(async () => {
      throw new Error('no provider');
    }),
    sendTranscript: fromPromise<void, { conversationId: string; email: string }>(async () => {
      throw new Error('no provider');
    }),
    requestCallback: fromPromise<void, CallbackRequest>(async () => {
      throw new Error('no provider');
    }),
  },
  actions: {
    warn: (_, _params: { message: string }) => {},
    opened: assign(({ context, event }) => {
      if (event.type !== 'chat.open') return {};
      return {
        lang: event.lang,
        page: event.page,
        country: event.country ?? context.country,
        // A reopened form keeps what was typed; the page's topic fills an empty choice.
        values:
          context.values.topic === '' && event.topic !== null
            ? { ...context.values, topic: String(event.topic) }
            : context.values,
      };
    }),
    // What the visitor writes shows at once, pending; it reaches the provider on the next exchange.
    addLine: assign(({ context }) => {
      if (!context.conversation) return {};
      const written = context.written + 1;
      const id = `${context.conversation.conversationId}-v${written}`;
      return {
        written,
        draft: '',
        conversation: addVisitorLine(context.conversation, id, context.draft.trim()),
      };
    }),
    applyExchange: assign(({ context, event }) => {
      const output = (event as unknown as { output: ChatExchange }).output;
      const conversation = context.conversation as ChatConversation;
      return {
        retries: 0,
        conversation: applyChatEvents(markSent(conversation, output.sent), output.events),
      };
    }),
  },
  delays: {
    // The provider is asked for news this often while the conversation is live.
    pollInterval: 1500,
    // After a failed exchange, the next try waits longer each time (1 s, 2 s, 4 s ... at most 15 s).
    reconnectDelay: ({ context }) => Math.min(1000 * 2 ** Math.max(0, context.retries - 1), 15_000),
  },
  guards: {
    valid: ({ context }) => Object.keys(validateChatForm(context.values, context.country)).length === 0,
    callbackValid: ({ context }) => Object.keys(callbackErrors(context)).length === 0,
    transcriptValid: ({ context }) => transcriptError(context.transcriptEmail) === null,
    hasDraft: ({ context }) => context.draft.trim() !== '',
  },
}).createMachine({
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
              {
                guard: ({ context, event }) =>
                  event.output.active && chatStaffed(event.output.at, context.lang),
                target: 'editing',
              },
              {
                target: 'away',
                actions: assign({ slots: ({ event }) => callbackSlots(event.output.at, CALLBACK_CHOICES) }),
              },
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
          on: {
            'chat.open': { target: 'checking', guard: ({ context }) => context.callbackState !== 'sending' },
          },
          states: {
            choosing: {
              on: {
                'chat.callback.edit': {
                  actions: assign(({ context, event }) => {
                    const callback = { ...context.callback, [event.field]: event.value };
                    const shown = Object.keys(context.callbackErrors).length > 0;
                    return {
                      callback,
                      callbackErrors: shown ? callbackErrors({ ...context, callback }) : {},
                    };
                  }),
                },
                'chat.callback.send': [
                  { guard: 'callbackValid', target: 'sending', actions: assign({ callbackErrors: {} }) },
                  { actions: assign({ callbackErrors: ({ context }) => callbackErrors(context) }) },
                ],
              },
            },
            sending: {
              entry: assign({ callbackState: 'sending' }),
              invoke: {
                src: 'requestCallback',
                input: ({ context }) => callbackRequest(context),
                onDone: { target: 'sent', actions: assign({ callbackState: 'sent' }) },
                onError: {
                  target: 'choosing',
                  actions: [
                    assign({ callbackState: 'failed' }),
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
            'chat.edit': {
              actions: assign(({ context, event }) => {
                const values = { ...context.values, [event.field]: event.value };
                return { values, errors: shownErrors(values, context.touched, context.country) };
              }),
            },
            'chat.leave': {
              actions: assign(({ context, event }) => {
                const touched = context.touched.includes(event.field)
                  ? context.touched
                  : [...context.touched, event.field];
                return { touched, errors: shownErrors(context.values, touched, context.country) };
              }),
            },
            'chat.start': [
              { guard: 'valid', target: 'starting', actions: assign({ errors: {} }) },
              {
                actions: assign(({ context }) => ({
                  touched: ALL_FIELDS,
                  errors: validateChatForm(context.values, context.country),
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
              chatStartRequest(context.values, context.lang, context.page, context.country) as ChatStart,
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'conversation',
                actions: assign(({ context, event }) => {
                  if (!event.output.ok) return {};
                  const queued = event.output.value;
                  return {
                    queued,
                    conversation: newConversation(queued.conversationId, queued.position, queued.message),
                    draft: '',
                    written: 0,
                    retries: 0,
                    transcriptEmail: context.values.email.trim(),
                    transcriptState: 'idle' as const,
                  };
                }),
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
            'chat.edit': {
              target: 'editing',
              actions: assign(({ context, event }) => ({
                values: { ...context.values, [event.field]: event.value },
              })),
            },
          },
        },
        conversation: {
          initial: 'waiting',
          on: {
            'chat.draft': {
              actions: assign({ draft: ({ event }) => event.text.slice(0, CHAT_MESSAGE_MAX) }),
            },
            'chat.send': { guard: 'hasDraft', actions: 'addLine' },
            'chat.transcript.edit': {
              actions: assign(({ context, event }) => ({
                transcriptEmail: event.email,
                transcriptError: context.transcriptError ? transcriptError(event.email) : null,
                transcriptState: context.transcriptState === 'sending' ? 'sending' : 'idle',
              })),
            },
            'chat.transcript.send': [
              {
                guard: ({ context }) =>
                  transcriptError(context.transcriptEmail) === null && context.transcriptState !== 'sending',
                actions: enqueueActions(({ context, enqueue }) => {
                  if (!context.conversation) return;
                  enqueue.assign({ transcriptState: 'sending', transcriptError: null });
                  enqueue.spawnChild('sendTranscript', {
                    id: 'transcript',
                    input: {
                      conversationId: context.conversation.conversationId,
                      email: context.transcriptEmail.trim(),
                    },
                  });
                }),
              },
              {
                guard: ({ context }) => context.transcriptState !== 'sending',
                actions: assign({
                  transcriptError: ({ context }) => transcriptError(context.transcriptEmail),
                }),
              },
            ],
            'xstate.done.actor.transcript': { actions: assign({ transcriptState: 'sent' }) },
            'xstate.error.actor.transcript': {
              actions: [
                assign({ transcriptState: 'failed' }),
                {
                  type: 'warn',
                  params: ({ event }: { event: unknown }) => ({
                    message: String((event as { error?: unknown }).error),
                  }),
                },
              ],
            },
            'chat.restart': {
              target: 'editing',
              guard: ({ context }) => context.conversation?.ended === true,
              actions: assign({ conversation: null, queued: null, draft: '' }),
            },
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
                input: ({ context }) => {
                  const conversation = context.conversation as ChatConversation;
                  return {
                    conversationId: conversation.conversationId,
                    after: conversation.cursor,
                    outgoing: pendingLines(conversation),
                    typing: context.draft.trim() !== '',
                  };
                },
                onDone: [
                  {
                    guard: ({ context, event }) =>
                      applyChatEvents(context.conversation as ChatConversation, event.output.events).ended,
                    target: 'ended',
                    actions: 'applyExchange',
                  },
                  { target: 'waiting', actions: 'applyExchange' },
                ],
                onError: {
                  target: 'reconnecting',
                  actions: assign({ retries: ({ context }) => context.retries + 1 }),
                },
              },
            },
            // The connection dropped: what was written waits, pending; nothing read is lost (the cursor).
            reconnecting: {
              after: { reconnectDelay: { target: 'exchanging' } },
              on: {
                'network.changed': { guard: ({ event }) => event.online, target: 'exchanging' },
              },
            },
            ended: {},
          },
        },
      },
    },
  },
});

function shownErrors(
  values: ChatFormInput,
  touched: readonly ChatField[],
  country: SiteCountryCode,
): ChatFormErrors {
  const all = validateChatForm(values, country);
  return Object.fromEntries(
    Object.entries(all).filter(([field]) => touched.includes(field as ChatField)),
  ) as ChatFormErrors;
}

function callbackErrors(context: ChatContext): CallbackErrors {
  const errors: CallbackErrors = {};
  if (context.callback.name.trim() === '') errors.name = 'required';
  const phone = validateSitePhone(context.country, context.callback.phone);
  if (!phone.ok) errors.phone = phone.error === 'required' ? 'required' : 'phone';
  if (!context.slots.some((slot) => String(slot.start) === context.callback.slot)) errors.slot = 'required';
  return errors;
}

function callbackRequest(context: ChatContext): CallbackRequest {
  const phone = validateSitePhone(context.country, context.callback.phone);
  return {
    fullName: context.callback.name.trim(),
    phone: phone.ok ? phone.value : context.callback.phone,
    start: new Date(Number(context.callback.slot)).toISOString(),
    language: CHAT_LANGUAGES[context.lang],
    page: context.page.slice(0, 500),
  };
}

function transcriptError(email: string): 'required' | 'email' | null {
  const value = email.trim();
  if (value === '') return 'required';
  return isValidEmail(value) && value.length <= 120 ? null : 'email';
}

export type ChatPhase =
  | 'closed'
  | 'checking'
  | 'away'
  | 'editing'
  | 'starting'
  | 'failed'
  | 'queued'
  | 'talking'
  | 'reconnecting'
  | 'ended';

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
