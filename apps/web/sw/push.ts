/**
 * Web Push in the service worker: shows the notices the API's worker sends
 * (docs/notifications.md) and opens their link on click. The payload is JSON
 * `{ id, kind, title, body, link, subscriber_id }`; the browser has already decrypted it.
 */
interface PushNotice {
  id?: number;
  title?: string;
  body?: string;
  link?: string;
}

const FALLBACK_LINK = '/dashboard/notifications';

export function listenForPushes(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    const read = (): PushNotice => {
      try {
        return event.data ? (event.data.json() as PushNotice) : {};
      } catch {
        return { title: 'Crossport', body: event.data ? event.data.text() : '' };
      }
    };
    const data = read();
    const link =
      typeof data.link === 'string' && data.link.startsWith('/') ? data.link : FALLBACK_LINK;
    event.waitUntil(
      worker.registration.showNotification(String(data.title || 'Crossport').slice(0, 200), {
        body: String(data.body || '').slice(0, 500),
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        // One notification per notice: a retried push replaces itself instead of stacking.
        tag: data.id ? `crossport-${data.id}` : undefined,
        data: { link },
      }),
    );
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    // Only paths of this origin: a push can never send the customer elsewhere.
    const link = (event.notification.data as { link?: string } | undefined)?.link;
    const url = new URL(link || FALLBACK_LINK, worker.location.origin);
    if (url.origin !== worker.location.origin) return;
    event.waitUntil(
      worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        const open = windows.find((w) => new URL(w.url).origin === url.origin);
        if (open) return open.navigate(url.href).then((w) => (w ?? open).focus());
        return worker.clients.openWindow(url.href);
      }),
    );
  });
}
