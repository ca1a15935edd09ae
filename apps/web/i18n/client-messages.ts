/**
 * Which messages go to the browser (docs/performance.md). next-intl's provider would put the
 * whole catalogue (80 KB in English) in every page's HTML for the client components' sake; the
 * storefront's public pages get only the namespaces their client components use, and the
 * signed-in area, sign-in flows, cart and checkout (AccountMessages) get the whole catalogue.
 * client-messages.test.ts walks the public pages' imports and fails when a client component
 * there uses a namespace missing here.
 */
export const PUBLIC_CLIENT_NAMESPACES = [
  'apiErrors',
  'auth.menu',
  'campaigns',
  'cart',
  'catalog',
  'common',
  'contact.form',
  'errors',
  'header',
  'impersonation',
  'installPromo',
  'live',
  'productPage',
  'searchPage',
  'shipForMe.calculator',
  'shipForMe.hsCode',
  'shipForMe.landedCost',
  'switcher',
  'tabBar',
] as const;

type Messages = { [key: string]: string | Messages };

/** The parts of a catalogue the namespaces name (`a.b` takes `b` under `a`), nested as before. */
export function pickMessages(messages: Messages, namespaces: readonly string[]): Messages {
  const picked: Messages = {};
  for (const namespace of namespaces) {
    const path = namespace.split('.');
    let from: Messages | string | undefined = messages;
    let to = picked;
    for (const [index, key] of path.entries()) {
      from = typeof from === 'object' ? from[key] : undefined;
      if (from === undefined) break;
      if (index === path.length - 1) to[key] = from;
      else to = (to[key] ??= {}) as Messages;
    }
  }
  return picked;
}
