import { z } from 'zod/mini';
import type { Language } from '../events/domain-event';
import { canonicalPath } from '../routing/route-segments';
import { CHAT_EMAIL_MESSAGE, CHAT_REQUIRED_MESSAGE } from '../shared/constants/limits';
import { chatTopicForPath, type ChatLanguage } from '../shared/routes/chat-topic';
import { isValidEmail } from '../shared/validators/email';
import { validateSitePhone } from '../shared/validators/country-phone';
import type { SiteCountryCode } from '../site/country';

/** The chat's pre-engagement form (§5): name, e-mail, phone and topic, all required. */
export interface ChatFormInput {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  /** The topic option as the dropdown holds it ('' while none is chosen). */
  readonly topic: string;
}
export type ChatField = keyof ChatFormInput;
export type ChatError = 'required' | 'email' | 'phone';
export type ChatFormErrors = Partial<Record<ChatField, ChatError>>;

/** What each error says (es-CO; en and pt under `chatErrors`): §5's two messages, and ours for the phone. */
export const CHAT_ERROR_TEXTS = {
  required: CHAT_REQUIRED_MESSAGE,
  email: CHAT_EMAIL_MESSAGE,
  phone: 'Escribe un celular de 10 dígitos, con o sin +57, por ejemplo 321 123 4567',
} as const satisfies Record<ChatError, string>;

/** The topic options of the dropdown (§2 preselection numbers them 0 to 4). */
export const CHAT_TOPICS = ['0', '1', '2', '3', '4'] as const;

export const emptyChatForm = (topic: number | null): ChatFormInput => ({
  name: '',
  email: '',
  phone: '',
  topic: topic === null ? '' : String(topic),
});

/** Every wrong field; the phone is checked with the site's one phone rule (Colombia unless told). */
export function validateChatForm(input: ChatFormInput, country: SiteCountryCode = 'CO'): ChatFormErrors {
  const errors: ChatFormErrors = {};
  if (input.name.trim() === '') errors.name = 'required';
  const email = input.email.trim();
  if (email === '') errors.email = 'required';
  else if (!isValidEmail(email) || email.length > 120) errors.email = 'email';
  const phone = validateSitePhone(country, input.phone);
  if (!phone.ok) errors.phone = phone.error === 'required' ? 'required' : 'phone';
  if (!(CHAT_TOPICS as readonly string[]).includes(input.topic)) errors.topic = 'required';
  return errors;
}

/** The topic preselected on a page (§2), read from its Spanish route whatever the language's segments. */
export function chatTopicFor(lang: Language, pathname: string): number | null {
  const path = lang === 'es' ? pathname : pathname.replace(new RegExp(`^/${lang}(?=/|$)`), '') || '/';
  return chatTopicForPath(canonicalPath(lang, path));
}

/** What starting a chat sends to the provider (the chat client: fullName, phone, email, §3). */
export const ChatStart = z.object({
  fullName: z.string().check(z.minLength(1), z.maxLength(120)),
  email: z.string().check(z.minLength(3), z.maxLength(120)),
  phone: z.string().check(z.minLength(7), z.maxLength(20)),
  topic: z.number().check(z.int(), z.minimum(0), z.maximum(4)),
  language: z.enum(['ES', 'EN', 'PT']),
  /** The page the chat was started from. */
  page: z.string().check(z.maxLength(500)),
});
export type ChatStart = z.infer<typeof ChatStart>;

/** The provider's answer: the conversation is queued for an agent, with the provider's own message. */
export const ChatQueued = z.object({
  status: z.literal('queued'),
  conversationId: z.string().check(z.minLength(1), z.maxLength(80)),
  position: z.number().check(z.int(), z.nonnegative()),
  message: z.string().check(z.minLength(1), z.maxLength(500)),
});
export type ChatQueued = z.infer<typeof ChatQueued>;

const CHAT_LANGUAGES: Readonly<Record<Language, ChatLanguage>> = { es: 'ES', en: 'EN', pt: 'PT' };

/** The request for a valid form; null while a field has an error. */
export function chatStartRequest(
  input: ChatFormInput,
  lang: Language,
  page: string,
  country: SiteCountryCode = 'CO',
): ChatStart | null {
  if (Object.keys(validateChatForm(input, country)).length > 0) return null;
  const phone = validateSitePhone(country, input.phone);
  return {
    fullName: input.name.trim(),
    email: input.email.trim(),
    phone: phone.ok ? phone.value : input.phone,
    topic: Number(input.topic),
    language: CHAT_LANGUAGES[lang],
    page: page.slice(0, 500),
  };
}
