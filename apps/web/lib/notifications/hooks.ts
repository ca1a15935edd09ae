'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@crossport/api-client';
import { api, ok } from '../api.ts';

const ROOT = '/api/notification/customer/v1';
const BASE = `${ROOT}/notifications`;
const SETTINGS = `${ROOT}/custom`;
const key = ['notifications'] as const;
const settingsKey = ['notification-settings'] as const;

export type NotificationSettings = components['schemas']['NotificationSettings'];
export type EventSetting = NotificationSettings['events'][number];
export type Channel = 'in_app' | 'email' | 'push';

export function useNotifications(page: number) {
  return useQuery({
    queryKey: [...key, page],
    queryFn: async ({ signal }) =>
      ok(api.GET(BASE, { params: { query: { page, per_page: 20 } }, signal })),
    staleTime: 0,
  });
}

/**
 * The header bell's count: unread notifications (under the same key as the list, so marking
 * read refreshes it), checked again every minute while the page is open.
 */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: [...key, 'unread'],
    queryFn: async ({ signal }) =>
      (await ok(api.GET(BASE, { params: { query: { page: 1, per_page: 1 } }, signal }))).unread,
    enabled,
    refetchInterval: 60_000,
    retry: false,
  });
}

/** Marks one notification read, or every one when `id` is null. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number | null) =>
      id === null
        ? ok(api.PUT(`${BASE}/read`))
        : ok(api.PUT(`${BASE}/{id}/read`, { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) => (await ok(api.GET(SETTINGS, { signal }))).data,
  });
}

/** Saves one change (a channel of an event, or the language); the answer is the new whole. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: {
      language?: NotificationSettings['language'];
      events?: Array<{ type: EventSetting['type'] } & Partial<Record<Channel, boolean>>>;
    }) => (await ok(api.POST(SETTINGS, { body }))).data,
    onSuccess: (data) => queryClient.setQueryData(settingsKey, data),
  });
}

/** Whether this browser can take Web Push at all (service worker, PushManager, Notification). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

const base64UrlToBytes = (text: string) => {
  const padded = (text + '='.repeat((4 - (text.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
};

/**
 * "Turn on notifications on this device": asks the browser's permission, registers the
 * service worker (public/sw.js), subscribes with the API's VAPID key and saves the
 * subscription for the signed-in customer.
 */
export function useTurnOnPush() {
  return useMutation({
    mutationFn: async (): Promise<'on' | 'denied'> => {
      if ((await Notification.requestPermission()) !== 'granted') return 'denied';
      const registration = await navigator.serviceWorker.register('/sw.js');
      await navigator.serviceWorker.ready;
      const { public_key } = (await ok(api.GET(`${ROOT}/push/public-key`))).data;
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: base64UrlToBytes(public_key),
        }));
      const json = subscription.toJSON();
      await ok(
        api.POST(`${ROOT}/push/subscriptions`, {
          body: {
            endpoint: subscription.endpoint,
            keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
          },
        }),
      );
      return 'on';
    },
  });
}
