import type {
  ChatConversation,
  ChatField,
  ChatFormErrors,
  ChatFormInput,
  ChatOutgoing,
  ChatPoll,
  ChatQueued,
  CallbackSlot,
  Language,
} from '../domain';
import type { SiteCountryCode } from '../domain/site/country';

/** The live chat's context, events and the ports' shapes (the chart is chat.machine.ts). */
export type CallbackField = 'name' | 'phone' | 'slot';
interface CallbackForm {
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
