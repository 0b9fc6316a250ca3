import { CHAT_LAUNCHER_TEXTS } from '../texts/shell-es';
import { CHAT_ERROR_TEXTS } from './chat-form';
import { CHAT_TOPIC_TEXTS } from './chat-topic-texts';

/** The es texts of the chat's dialog, which load with its code on the launcher's first click. */
export const CHAT_DIALOG_ES = {
  chat: {
    ...CHAT_LAUNCHER_TEXTS,
    title: 'Chatea con un asesor',
    intro: 'Cuéntanos quién eres y sobre qué quieres hablar.',
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Celular',
    topic: 'Tema',
    start: 'Iniciar chat',
    starting: 'Conectando…',
    close: 'Cerrar chat',
    failed: 'No pudimos iniciar el chat. Inténtalo de nuevo o escríbenos.',
    choose: 'Elige un tema',
    queuedTitle: 'Te estamos conectando con un asesor',
    position_one: 'Hay {{count}} persona antes que tú.',
    position_other: 'Hay {{count}} personas antes que tú.',
    position_many: 'Hay {{count}} personas antes que tú.',
    errorsSummary: 'Revisa los campos marcados.',
  },
  chatErrors: CHAT_ERROR_TEXTS,
  chatTopics: CHAT_TOPIC_TEXTS,
} as const;
