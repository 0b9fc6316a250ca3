import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod/mini';
import { ChatStart } from '../../domain/chat/chat-form';
import { ChatOutgoing, type ChatServerEvent } from '../../domain/chat/chat-conversation';
import { isCallbackSlot } from '../../domain/chat/chat-hours';
import { isValidEmail } from '../../domain/shared/validators/email';
import type { ContactInformations, Faq } from '../../domain/api';
import type { LeadsStore } from './leads-store';

const QUEUED_MESSAGES = {
  ES: 'Hola {name}, gracias por escribirnos. Un asesor de {brand} te atenderá en unos minutos.',
  EN: 'Hi {name}, thanks for writing to us. A {brand} advisor will be with you in a few minutes.',
  PT: 'Olá {name}, obrigado por nos escrever. Um consultor da {brand} vai atender você em alguns minutos.',
} as const;

type ChatLang = keyof typeof QUEUED_MESSAGES;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

const ADVISORS = ['Valentina', 'Santiago', 'Mariana'] as const;

const REPLIES = {
  ES: {
    greeting: 'Hola {name}, soy {advisor}, del equipo de asesores de {brand}. ¿En qué te puedo ayudar?',
    price:
      'Para darte el precio de tu perfil necesito tu edad y la de quienes quieres asegurar: te paso a una solicitud de cotización y la aseguradora te confirma el valor. Puedes hacerla desde el botón de abajo.',
    contact: 'Con gusto. {items}.',
    faq: 'Sobre {plan}: {answer}',
    faqGeneral: '{answer}',
    unknown:
      'Te puedo contar sobre coberturas, copagos, red de clínicas, preexistencias y cómo contratar; para el precio de tu perfil te paso a una cotización. ¿Qué te gustaría saber?',
  },
  EN: {
    greeting: 'Hi {name}, I am {advisor}, a {brand} advisor. How can I help you?',
    price:
      'To give you the price for your profile I need your age and that of the people to insure: I am handing you over to a quote request and the insurer confirms the amount. Use the button below.',
    contact: 'Sure. {items}.',
    faq: 'About {plan} (in Spanish): {answer}',
    faqGeneral: '{answer}',
    unknown:
      'I can tell you about cover, copayments, the clinic network, pre-existing conditions and how to buy; for the price of your profile I hand you over to a quote. What would you like to know?',
  },
  PT: {
    greeting: 'Olá {name}, sou {advisor}, da equipe de consultores da {brand}. Como posso ajudar?',
    price:
      'Para dar o preço do seu perfil preciso da sua idade e da idade de quem quer segurar: passo você para uma solicitação de cotação e a seguradora confirma o valor. Use o botão abaixo.',
    contact: 'Claro. {items}.',
    faq: 'Sobre {plan} (em espanhol): {answer}',
    faqGeneral: '{answer}',
    unknown:
      'Posso falar sobre coberturas, coparticipação, rede de clínicas, doenças preexistentes e como contratar; para o preço do seu perfil passo você para uma cotação. O que gostaria de saber?',
  },
} as const satisfies Record<ChatLang, Record<string, string>>;

// Asked for a price: the advisor hands over to a request (a quote needs the profile).
const PRICE_WORDS =
  /\b(precio|precios|valor|tarifa|cotiza\w*|cuesta|cu[aá]nto|vale|price|cost|costs|quote|pre[cç]o|quanto|custa)\b/i;
const CONTACT_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/\b(tel[eé]fono|llamar|llamo|phone|call|telefone|ligar)\b/i, 'Teléfono'],
  [/\bwhats\s?app\b/i, 'WhatsApp'],
  [/\b(correo|e-?mail|mail)\b/i, 'Correo'],
  [/\b(direcci[oó]n|oficina|address|office|endere[cç]o)\b/i, 'Dirección'],
  [/\b(horario|hora|horas|hours|hor[aá]rio)\b/i, 'Horario'],
];

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 3);

/** The FAQ answer that shares the most words with the question, if any shares at least one. */
function bestFaq(question: string, faqs: readonly Faq[]): Faq | null {
  const asked = new Set(words(question));
  let best: Faq | null = null;
  let score = 0;
  for (const faq of faqs) {
    const hits = words(`${faq.question}`).filter((word) => asked.has(word)).length;
    if (hits > score) {
      best = faq;
      score = hits;
    }
  }
  return best;
}

interface ChatPlan {
  readonly name: string;
  readonly faqs: readonly Faq[];
}

/** The site a chat is held on: each country's brand, contact data, plans and questions. */
interface ChatSite {
  readonly brand: string;
  readonly contact: ContactInformations;
  /** The plan a page names (a plan page's address), with its FAQ, in the site's own catalogue. */
  readonly planOf: (page: string) => ChatPlan | null;
  /** Questions any page may get answered (the site's own FAQ). */
  readonly generalFaqs: readonly Faq[];
}

export interface ChatSampleOptions {
  /** The site a request comes from (each country's own). */
  readonly siteOf: (request: Request) => ChatSite;
  readonly leads: LeadsStore;
}

interface Conversation {
  readonly id: string;
  readonly lang: ChatLang;
  readonly name: string;
  readonly page: string;
  readonly site: ChatSite;
  position: number;
  advisor: string | null;
  readonly events: ChatServerEvent[];
  readonly received: Set<string>;
  /** Visitor lines not yet answered, oldest first. */
  readonly unanswered: { id: string; text: string }[];
  /** 0: the advisor reads and starts typing on the next round; 1: the answer goes. */
  stage: 0 | 1;
}

const Transcript = z.object({ email: z.string().check(z.minLength(3), z.maxLength(120)) });
const Callback = z.object({
  fullName: z.string().check(z.minLength(1), z.maxLength(120)),
  phone: z.string().check(z.minLength(7), z.maxLength(20)),
  start: z.string().check(z.minLength(10), z.maxLength(40)),
  language: z.enum(['ES', 'EN', 'PT']),
  page: z.string().check(z.maxLength(500)),
});

/**
 * The live chat's stand-in (§7 GET api/chat/available, data.active; the provider's start): a
 * conversation waits in a queue that moves one place each time the client asks for news, an advisor
 * joins and greets, reads what the visitor wrote, types, and answers from the plan's FAQ (the page's
 * plan, or the site's) and the site's contact data; asked for a price, the advisor hands over to a
 * request. Events are numbered and read after a cursor; the visitor's lines carry the client's id and
 * are kept once. A round moves the conversation, not the clock, so tests need no waiting.
 */
export function createChatSample(options: ChatSampleOptions): HttpHandler[] {
  const conversations = new Map<string, Conversation>();
  let started = 0;

  const push = (conversation: Conversation, event: DistributiveOmit<ChatServerEvent, 'seq'>) =>
    conversation.events.push({ ...event, seq: conversation.events.length + 1 } as ChatServerEvent);

  const contactLine = (conversation: Conversation, text: string): string | null => {
    const entries = conversation.site.contact.flatMap((group) => group.contactInformations);
    const asked = CONTACT_WORDS.filter(([pattern]) => pattern.test(text)).map(([, name]) => name);
    if (asked.length === 0) return null;
    return entries
      .filter((entry) => asked.includes(entry.name))
      .map((entry) => `${entry.name}: ${entry.info}`)
      .join('; ');
  };

  const handoverHref = (page: string): string => {
    const path = page.split(/[?#]/)[0] ?? '/';
    // A plan page or a comparator has the request; elsewhere the comparator does.
    if (/^(\/(en|pt))?\/(EPS|Seguros|Medicina-Prepagada)\/[^/]+\/[^/]+/.test(path)) return path;
    if (/^(\/(en|pt))?\/Comparar/.test(path)) return path;
    return '/Comparar';
  };

  const answer = (conversation: Conversation, text: string) => {
    const replies = REPLIES[conversation.lang];
    if (PRICE_WORDS.test(text)) {
      push(conversation, {
        type: 'message',
        id: `${conversation.id}-a${conversation.events.length + 1}`,
        from: 'advisor',
        text: replies.price,
      });
      push(conversation, { type: 'handover', href: handoverHref(conversation.page) });
      return;
    }
    const contact = contactLine(conversation, text);
    const plan = conversation.site.planOf(conversation.page);
    const faq = plan ? bestFaq(text, plan.faqs) : null;
    const general = faq ? null : bestFaq(text, conversation.site.generalFaqs);
    const reply = contact
      ? replies.contact.replace('{items}', contact)
      : faq && plan
        ? replies.faq.replace('{plan}', plan.name).replace('{answer}', faq.answer)
        : general
          ? replies.faqGeneral.replace('{answer}', general.answer)
          : replies.unknown;
    push(conversation, {
      type: 'message',
      id: `${conversation.id}-a${conversation.events.length + 1}`,
      from: 'advisor',
      text: reply,
    });
  };

  /** One round: the queue moves, the advisor joins, reads, types or answers. */
  const advance = (conversation: Conversation) => {
    if (conversation.advisor === null) {
      if (conversation.position > 0) {
        conversation.position -= 1;
        push(conversation, { type: 'queue', position: conversation.position });
        return;
      }
      conversation.advisor = ADVISORS[(started - 1) % ADVISORS.length] ?? ADVISORS[0];
      push(conversation, { type: 'joined', advisor: conversation.advisor });
      const greeting = REPLIES[conversation.lang].greeting
        .replace('{name}', conversation.name)
        .replace('{advisor}', conversation.advisor)
        .replace('{brand}', conversation.site.brand);
      push(conversation, { type: 'message', id: `${conversation.id}-a0`, from: 'advisor', text: greeting });
      return;
    }
    const last = conversation.unanswered.at(-1);
    if (!last) return;
    if (conversation.stage === 0) {
      push(conversation, { type: 'read', upTo: last.id });
      push(conversation, { type: 'typing', on: true });
      conversation.stage = 1;
      return;
    }
    const question = conversation.unanswered.map((line) => line.text).join(' ');
    conversation.unanswered.length = 0;
    conversation.stage = 0;
    answer(conversation, question);
  };

  const find = (params: Readonly<Record<string, unknown>>) =>
    conversations.get(typeof params['id'] === 'string' ? params['id'] : '');

  return [
    http.get('*/api/chat/available', () => HttpResponse.json({ data: { active: true } })),
    http.post('*/api/chat/start', async ({ request }) => {
      const body = ChatStart.safeParse(await request.json().catch(() => undefined));
      if (!body.success) return HttpResponse.json({ message: 'campo requerido' }, { status: 400 });
      started += 1;
      const first = body.data.fullName.split(/\s+/)[0] ?? body.data.fullName;
      const id = `chat-${Date.now().toString(36)}-${started}`;
      const position = 1 + (started % 2);
      const site = options.siteOf(request);
      conversations.set(id, {
        id,
        lang: body.data.language,
        name: first,
        page: body.data.page,
        site,
        position,
        advisor: null,
        events: [],
        received: new Set(),
        unanswered: [],
        stage: 0,
      });
      return HttpResponse.json({
        data: {
          status: 'queued',
          conversationId: id,
          position,
          message: QUEUED_MESSAGES[body.data.language]
            .replace('{name}', first)
            .replace('{brand}', site.brand),
        },
      });
    }),
    http.post('*/api/chat/:id/messages', async ({ request, params }) => {
      const conversation = find(params);
      if (!conversation) return HttpResponse.json({ message: 'Conversación no encontrada' }, { status: 404 });
      const line = ChatOutgoing.safeParse(await request.json().catch(() => undefined));
      if (!line.success) return HttpResponse.json({ message: 'Mensaje inválido' }, { status: 400 });
      // The same line twice (its first answer lost on the way) is kept once.
      if (!conversation.received.has(line.data.id)) {
        conversation.received.add(line.data.id);
        conversation.unanswered.push(line.data);
        push(conversation, { type: 'message', id: line.data.id, from: 'visitor', text: line.data.text });
      }
      return HttpResponse.json({ data: { id: line.data.id } });
    }),
    http.get('*/api/chat/:id/events', ({ request, params }) => {
      const conversation = find(params);
      if (!conversation) return HttpResponse.json({ message: 'Conversación no encontrada' }, { status: 404 });
      const after = Number(new URL(request.url).searchParams.get('after') ?? 0);
      advance(conversation);
      return HttpResponse.json({
        data: { events: conversation.events.filter((event) => event.seq > after) },
      });
    }),
    http.post('*/api/chat/:id/transcript', async ({ request, params }) => {
      const conversation = find(params);
      if (!conversation) return HttpResponse.json({ message: 'Conversación no encontrada' }, { status: 404 });
      const body = Transcript.safeParse(await request.json().catch(() => undefined));
      if (!body.success || !isValidEmail(body.data.email))
        return HttpResponse.json({ message: 'Correo inválido' }, { status: 400 });
      const lines = conversation.events.flatMap((event) =>
        event.type === 'message' ? [{ from: event.from, text: event.text }] : [],
      );
      await options.leads.add(
        'chat-transcript',
        { email: body.data.email, conversationId: conversation.id, lines },
        request.headers.get('x-country'),
      );
      return HttpResponse.json({ data: { sent: true } });
    }),
    http.post('*/api/chat/callback', async ({ request }) => {
      const body = Callback.safeParse(await request.json().catch(() => undefined));
      if (!body.success) return HttpResponse.json({ message: 'campo requerido' }, { status: 400 });
      // Ley 2300: a call only inside the legal hours.
      if (!isCallbackSlot(Date.parse(body.data.start)))
        return HttpResponse.json({ message: 'Fuera del horario permitido para llamar' }, { status: 400 });
      const stored = await options.leads.add('llamada', body.data, request.headers.get('x-country'));
      return HttpResponse.json({ data: { id: stored.id } }, { status: 201 });
    }),
  ];
}
