import { z } from 'zod';
import { PageQuerySchema, PaginationSchema } from '../../platform/schemas.ts';
import { EVENT_TYPES, LANGUAGES } from './events.ts';

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

const ChannelFlags = {
  in_app: z.boolean().describe('Shown in the app’s notification list and the header bell'),
  email: z.boolean().describe('Emailed to the account’s address'),
  push: z.boolean().describe('Pushed to the devices that turned notifications on'),
};

export const NotificationSettingsSchema = z
  .object({
    language: z.enum(LANGUAGES).describe('The language of emails and pushes'),
    subscriber_id: z
      .string()
      .describe('The stable notification subscriber id (identity public metadata)'),
    events: z.array(z.object({ type: z.enum(EVENT_TYPES), ...ChannelFlags })),
  })
  .meta({ id: 'NotificationSettings' });

export const NotificationSettingsBodySchema = z.strictObject({
  language: z.enum(LANGUAGES).optional(),
  events: z
    .array(
      z.strictObject({
        type: z.enum(EVENT_TYPES),
        in_app: ChannelFlags.in_app.optional(),
        email: ChannelFlags.email.optional(),
        push: ChannelFlags.push.optional(),
      }),
    )
    .max(EVENT_TYPES.length * 2)
    .optional(),
});

const base64url = (max: number) =>
  z
    .string()
    .min(16)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'base64url');

export const PushEndpointSchema = z
  .url({ protocol: /^https$/ })
  .max(1000)
  .describe('The push service URL the browser’s PushSubscription names');

export const PushSubscriptionBodySchema = z.strictObject({
  endpoint: PushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64url(200), auth: base64url(100) }),
});

export const PushSubscriptionSchema = z.object({
  endpoint: z.string(),
  created_at: z.iso.datetime(),
});

export const PushPublicKeySchema = z.object({
  public_key: z.string().describe('The VAPID public key (base64url) for pushManager.subscribe'),
});
