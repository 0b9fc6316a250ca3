import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import {
  addVisitorLine,
  applyChatEvents,
  callbackSlots,
  chatStaffed,
  CHAT_MESSAGE_MAX,
  markSent,
  newConversation,
  pendingLines,
  validateChatForm,
  type ChatConversation,
  type ChatField,
  type ChatFormErrors,
  type ChatFormInput,
  type ChatQueued,
  type ChatServerEvent,
  type ChatStart,
  type Language,
} from '../domain';
import { isValidEmail } from '../domain/shared/validators/email';
import { validateSitePhone } from '../domain/shared/validators/country-phone';
import type { SiteCountryCode } from '../domain/site/country';
import type {
  CallbackErrors,
  CallbackRequest,
  ChatAvailability,
  ChatContext,
  ChatEvent,
  ChatExchange,
  ChatExchangeInput,
  ChatStartAnswer,
  SendState,
} from './chat.types';

/**
 * The live chat's vocabulary: its ports (supplied at core/app/chat-flow.ts), its named actions, guards
 * and delays, and the rules of its forms. The chart that uses them is chat.machine.ts.
 */
const ALL_FIELDS: readonly ChatField[] = ['name', 'email', 'phone', 'topic'];
const CHAT_LANGUAGES = { es: 'ES', en: 'EN', pt: 'PT' } as const;
/** How many call-back hours are offered. */
const CALLBACK_CHOICES = 6;

export const chatSetup = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
  },
  actors: {
    // Supplied at the composition (core/app/chat-flow.ts): the chat provider's port.
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
    offerSlots: assign({ slots: (_, { at }: ChatAvailability) => callbackSlots(at, CALLBACK_CHOICES) }),
    editCallback: assign(({ context, event }) => {
      if (event.type !== 'chat.callback.edit') return {};
      const callback = { ...context.callback, [event.field]: event.value };
      const shown = Object.keys(context.callbackErrors).length > 0;
      return { callback, callbackErrors: shown ? callbackErrors({ ...context, callback }) : {} };
    }),
    showCallbackErrors: assign({ callbackErrors: ({ context }) => callbackErrors(context) }),
    clearCallbackErrors: assign({ callbackErrors: {} }),
    callbackState: assign((_, { state }: { state: SendState }) => ({ callbackState: state })),
    // Errors show for the fields the visitor left, as they type.
    editForm: assign(({ context, event }) => {
      if (event.type !== 'chat.edit') return {};
      const values = { ...context.values, [event.field]: event.value };
      return { values, errors: shownErrors(values, context.touched, context.country) };
    }),
    leaveField: assign(({ context, event }) => {
      if (event.type !== 'chat.leave') return {};
      const touched = context.touched.includes(event.field)
        ? context.touched
        : [...context.touched, event.field];
      return { touched, errors: shownErrors(context.values, touched, context.country) };
    }),
    showAllErrors: assign(({ context }) => ({
      touched: ALL_FIELDS,
      errors: validateChatForm(context.values, context.country),
    })),
    clearErrors: assign({ errors: {} }),
    // After a failed start, an edit takes the visitor back to the form.
    editValue: assign(({ context, event }) =>
      event.type === 'chat.edit' ? { values: { ...context.values, [event.field]: event.value } } : {},
    ),
    startConversation: assign(({ context }, queued: ChatQueued) => ({
      queued,
      conversation: newConversation(queued.conversationId, queued.position, queued.message),
      draft: '',
      written: 0,
      retries: 0,
      transcriptEmail: context.values.email.trim(),
      transcriptState: 'idle' as const,
    })),
    setDraft: assign(({ context, event }) => ({
      draft: event.type === 'chat.draft' ? event.text.slice(0, CHAT_MESSAGE_MAX) : context.draft,
    })),
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
    applyExchange: assign(({ context }, output: ChatExchange) => ({
      retries: 0,
      conversation: applyChatEvents(
        markSent(context.conversation as ChatConversation, output.sent),
        output.events,
      ),
    })),
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
    editTranscript: assign(({ context, event }) => {
      if (event.type !== 'chat.transcript.edit') return {};
      return {
        transcriptEmail: event.email,
        transcriptError: context.transcriptError ? transcriptError(event.email) : null,
        transcriptState: context.transcriptState === 'sending' ? ('sending' as const) : ('idle' as const),
      };
    }),
    sendTranscript: enqueueActions(({ context, enqueue }) => {
      if (!context.conversation) return;
      enqueue.assign({ transcriptState: 'sending', transcriptError: null });
      enqueue.spawnChild('sendTranscript', {
        id: 'transcript',
        input: { conversationId: context.conversation.conversationId, email: context.transcriptEmail.trim() },
      });
    }),
    showTranscriptError: assign({
      transcriptError: ({ context }) => transcriptError(context.transcriptEmail),
    }),
    transcriptState: assign((_, { state }: { state: SendState }) => ({ transcriptState: state })),
    restart: assign({ conversation: null, queued: null, draft: '' }),
  },
  delays: {
    // The provider is asked for news this often while the conversation is live.
    pollInterval: 1500,
    // After a failed exchange, the next try waits longer each time (1 s, 2 s, 4 s ... at most 15 s).
    reconnectDelay: ({ context }) => Math.min(1000 * 2 ** Math.max(0, context.retries - 1), 15_000),
  },
  guards: {
    // Nobody is promised before the service and the hours say an advisor is there.
    staffed: ({ context }, { active, at }: ChatAvailability) => active && chatStaffed(at, context.lang),
    started: (_, { ok }: ChatStartAnswer) => ok,
    valid: ({ context }) => Object.keys(validateChatForm(context.values, context.country)).length === 0,
    callbackValid: ({ context }) => Object.keys(callbackErrors(context)).length === 0,
    notCallingBack: ({ context }) => context.callbackState !== 'sending',
    transcriptIdle: ({ context }) => context.transcriptState !== 'sending',
    transcriptReady: ({ context }) =>
      transcriptError(context.transcriptEmail) === null && context.transcriptState !== 'sending',
    hasDraft: ({ context }) => context.draft.trim() !== '',
    ended: ({ context }) => context.conversation?.ended === true,
    endsConversation: ({ context }, { events }: { events: readonly ChatServerEvent[] }) =>
      applyChatEvents(context.conversation as ChatConversation, events).ended,
    backOnline: ({ event }) => event.type === 'network.changed' && event.online,
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

export function callbackRequest(context: ChatContext): CallbackRequest {
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

/** One round with the provider: the lines still pending, after the cursor, and whether the visitor types. */
export function exchangeInput(context: ChatContext): ChatExchangeInput {
  const conversation = context.conversation as ChatConversation;
  return {
    conversationId: conversation.conversationId,
    after: conversation.cursor,
    outgoing: pendingLines(conversation),
    typing: context.draft.trim() !== '',
  };
}
