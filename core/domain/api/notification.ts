import { z } from 'zod';

/** The current notification of the bell (title, message); null when there is none. */
export const Notification = z.object({ id: z.string(), title: z.string(), message: z.string() });
export type Notification = z.infer<typeof Notification>;

export const NotificationResponse = z.object({ notification: Notification.nullable() });
