import { z } from 'zod/mini';

/** The current notification of the bell (title, message); null when there is none. */
export const Notification = z.object({ id: z.string(), title: z.string(), message: z.string() });
export type Notification = z.infer<typeof Notification>;

export const NotificationResponse = z.object({ notification: z.nullable(Notification) });
