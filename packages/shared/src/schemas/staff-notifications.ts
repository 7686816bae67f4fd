import { z } from '../zod.js';

/** What a staff notification is about; the web app words each kind from the `staff` catalog. */
export const STAFF_NOTIFICATION_KINDS = ['ticket.warning'] as const;
export type StaffNotificationKind = (typeof STAFF_NOTIFICATION_KINDS)[number];

/**
 * One of the signed-in person's own notifications: a ticket's day-5 warning (ADR 2301) names the
 * ticket and its target, so the reader sees how long is left when they read it, not when it was sent.
 */
export const StaffNotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(STAFF_NOTIFICATION_KINDS),
  recordId: z.string(),
  targetAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffNotification = z.infer<typeof StaffNotificationSchema>;

export const StaffNotificationsSchema = z.object({ items: z.array(StaffNotificationSchema) });
export type StaffNotifications = z.infer<typeof StaffNotificationsSchema>;
