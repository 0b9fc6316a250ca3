/**
 * What the view may take from core/machines for the chat (its flow loads on the first click) (lint lets ui/ import the surface-*.ts files):
 * kept apart from surface.ts so that the shell, which every page loads, does not link this flow's
 * machines into the first view (the build groups what the entry imports statically).
 */

import type { PageFlowRef } from './page-flows';

export { selectChatPhase, type CallbackField } from './chat.machine';

/** The running chat flow (the root's `chat` page flow). */
export type ChatRef = PageFlowRef<'chat'>;
