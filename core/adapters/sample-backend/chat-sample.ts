import { http, HttpResponse, type HttpHandler } from 'msw';
import { ChatStart } from '../../domain/chat/chat-form';

const QUEUED_MESSAGES = {
  ES: 'Hola {name}, gracias por escribirnos. Un asesor de QueSeguro te atenderá en unos minutos.',
  EN: 'Hi {name}, thanks for writing to us. A QueSeguro advisor will be with you in a few minutes.',
  PT: 'Olá {name}, obrigado por nos escrever. Um consultor da QueSeguro vai atender você em alguns minutos.',
} as const;

/**
 * The live chat's stand-in: GET api/chat/available (data.active, §7) and the provider's start, which
 * queues the conversation for an agent and answers with its queued-agent message in the chat's language.
 */
export function createChatSample(): HttpHandler[] {
  let conversations = 0;
  return [
    http.get('*/api/chat/available', () => HttpResponse.json({ data: { active: true } })),
    http.post('*/api/chat/start', async ({ request }) => {
      const body = ChatStart.safeParse(await request.json().catch(() => undefined));
      if (!body.success) return HttpResponse.json({ message: 'campo requerido' }, { status: 400 });
      conversations += 1;
      const first = body.data.fullName.split(/\s+/)[0] ?? body.data.fullName;
      return HttpResponse.json({
        data: {
          status: 'queued',
          conversationId: `chat-${Date.now().toString(36)}-${conversations}`,
          position: conversations % 3,
          message: QUEUED_MESSAGES[body.data.language].replace('{name}', first),
        },
      });
    }),
  ];
}
