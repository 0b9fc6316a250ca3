/**
 * What the view may take from core/machines for the chat (its flow loads on the first click) (lint lets ui/ import the surface-*.ts files):
 * kept apart from surface.ts so that the shell, which every page loads, does not link this flow's
 * machines into the first view (the build groups what the entry imports statically).
 */

export { selectChatPhase, type ChatPhase } from './chat.machine';
