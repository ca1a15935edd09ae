/* global self, URL */
/*
 * Crossport's service worker: shows the Web Push notifications the API's worker sends
 * (docs/notifications.md) and opens their link on click. The payload is JSON:
 * { id, kind, title, body, link, subscriber_id }; the browser has already decrypted it.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  const read = () => {
    try {
      return event.data ? event.data.json() : {};
    } catch {
      return { title: 'Crossport', body: event.data ? event.data.text() : '' };
    }
  };
  const data = read();
  const link =
    typeof data.link === 'string' && data.link.startsWith('/')
      ? data.link
      : '/dashboard/notifications';
  event.waitUntil(
    self.registration.showNotification(String(data.title || 'Crossport').slice(0, 200), {
      body: String(data.body || '').slice(0, 500),
      icon: '/icons/icon.svg',
      badge: '/icons/icon.svg',
      // One notification per notice: a retried push replaces itself instead of stacking.
      tag: data.id ? `crossport-${data.id}` : undefined,
      data: { link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only paths of this origin: a push can never send the customer elsewhere.
  const url = new URL(
    event.notification.data?.link || '/dashboard/notifications',
    self.location.origin,
  );
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === url.origin);
      if (open) return open.navigate(url.href).then((w) => (w || open).focus());
      return self.clients.openWindow(url.href);
    }),
  );
});
