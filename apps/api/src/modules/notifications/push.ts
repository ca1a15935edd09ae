import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../platform/database.ts';
import type {
  NotificationRow,
  NotificationsRepository,
  PushSubscriptionRow,
} from './repository.ts';
import type { PushStatus } from './tables.ts';

/** Attempts before a push is given up on (the in-app notification stays either way). */
export const MAX_PUSH_ATTEMPTS = 5;
/** How long a push service keeps a push for an offline device (seconds). */
export const PUSH_TTL_SECONDS = 86_400;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The VAPID pair (RFC 8292) from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY; without them, in
 * development, a pair made once and kept in the database, so the API and the worker agree.
 */
export async function resolveVapidKeys(
  env: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; VAPID_SUBJECT: string },
  repository: Pick<NotificationsRepository, 'devVapidKeys'>,
  logger: Pick<FastifyBaseLogger, 'warn'>,
): Promise<VapidKeys> {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return {
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject: env.VAPID_SUBJECT,
    };
  }
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.');
  }
  const keys = await repository.devVapidKeys(webpush.generateVAPIDKeys());
  logger.warn(
    'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY unset: using a development key pair kept in the database (set both in production)',
  );
  return { ...keys, subject: env.VAPID_SUBJECT };
}

/** What a push carries; the service worker shows title and body and opens the link. */
export interface PushPayload {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  subscriber_id: string;
}

/**
 * A push service's answer: delivered, the device is gone (404/410), or try again later; or
 * `refused`: the endpoint is not on a push service we send to, so nothing was sent at all.
 */
export type PushOutcome = 'sent' | 'gone' | 'retry' | 'rejected' | 'refused';

export type PushSender = (
  device: Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>,
  payload: PushPayload,
) => Promise<PushOutcome>;

/**
 * Sends one encrypted push (aes128gcm, RFC 8291) signed with the VAPID keys through the
 * device's push service, the `web-push` library doing the protocol (RFC 8030). The endpoint
 * is judged again here, before any connection (`allowed`: the subscribe route's check), so a
 * row saved before a rule existed, or written some other way, never makes the worker a
 * request forger.
 */
export function createPushSender(
  vapid: VapidKeys,
  options: {
    /** Whether the worker may POST to this endpoint (`isAllowedPushEndpoint`). */
    allowed: (endpoint: string) => boolean;
    timeoutMs?: number;
    /** Tests trust their local fake's certificate. */ agent?: Agent;
  },
): PushSender {
  return async (device, payload) => {
    if (!options.allowed(device.endpoint)) return 'refused';
    try {
      await webpush.sendNotification(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: vapid,
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
          timeout: options.timeoutMs ?? 10_000,
          ...(options.agent ? { agent: options.agent } : {}),
        },
      );
      return 'sent';
    } catch (err) {
      if (err instanceof webpush.WebPushError) {
        if (err.statusCode === 404 || err.statusCode === 410) return 'gone';
        if (err.statusCode === 429 || err.statusCode >= 500) return 'retry';
        return 'rejected';
      }
      return 'retry'; // no answer: network, timeout
    }
  };
}

/**
 * Delivers queued pushes to every device of each customer: a device that is gone, or whose
 * endpoint is refused, is forgotten; a push service that fails (5xx, 429, no answer) leaves the push queued for the
 * next run, until MAX_PUSH_ATTEMPTS. A retry goes to every device again (a device may show
 * it twice; the service worker shows it under one tag, so it replaces itself).
 */
export function createPushDeliverer(
  repository: NotificationsRepository,
  send: PushSender,
  logger: Pick<FastifyBaseLogger, 'warn' | 'info'>,
) {
  return async function deliverQueuedPush(limit = 50): Promise<number> {
    return repository.deliverQueuedPush(limit, async (tx: Transaction, batch) => {
      const outcome = new Map<number, PushStatus>();
      for (const { notification, subscriberId, devices } of batch) {
        let retry = false;
        for (const device of devices) {
          const result = await send(device, payloadOf(notification, subscriberId));
          // A refused endpoint will never be sent to: forgotten like a device that is gone.
          if (result === 'gone' || result === 'refused') {
            await repository.dropPushSubscription(tx, device.id);
          }
          if (result === 'retry') retry = true;
          if (result === 'rejected' || result === 'retry' || result === 'refused') {
            logger.warn(
              { notification: notification.id, device: device.id, result },
              'push not delivered',
            );
          }
        }
        const failed = notification.pushAttempts + 1 >= MAX_PUSH_ATTEMPTS;
        outcome.set(notification.id, !retry ? 'sent' : failed ? 'failed' : 'queued');
      }
      return outcome;
    });
  };
}

function payloadOf(row: NotificationRow, subscriberId: string): PushPayload {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    subscriber_id: subscriberId,
  };
}
