import { z } from 'zod';
import { PageQuerySchema, PaginationSchema } from '../../platform/schemas.ts';

export const NotificationSchema = z
  .object({
    id: z.number().int(),
    kind: z.string().describe('storage_reminder, storage_final_notice, parcel_disposed…'),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable().describe('A path of the web app'),
    read: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Notification' });

export const NotificationsPageSchema = z.object({
  data: z.array(NotificationSchema),
  pagination: PaginationSchema,
  unread: z.number().int(),
});

export const NotificationsQuerySchema = PageQuerySchema;
