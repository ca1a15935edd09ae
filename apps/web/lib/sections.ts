/**
 * The signed-in area of spec §2 as data: every private route, its label key and where it
 * sits in the navigation. The dashboard layout, its nav and each page are driven from here.
 */

export const sectionIds = [
  'dashboard',
  'actionNeeded',
  'notifications',
  'shipForMeRequest',
  'shipmentList',
  'shipForMeMyShipment',
  'shipForMeMyParcel',
  'shipForMeInvoice',
  'buyAndShipMyOrders',
  'buyAndShipMyDelivery',
  'buyAndShipInvoice',
  'wishlist',
  'createDeliveryRequest',
  'createDeliveryRequestSuccess',
  'payment',
  'paymentStatus',
  'invoice',
  'wallet',
  'disputes',
  'support',
  'rfq',
] as const;

export type SectionId = (typeof sectionIds)[number];

export const sectionGroups = [
  'overview',
  'shipForMe',
  'buyAndShip',
  'delivery',
  'billing',
  'quotes',
] as const;
export type SectionGroup = (typeof sectionGroups)[number];

export type SectionIcon =
  | 'home'
  | 'alert'
  | 'plane'
  | 'list'
  | 'box'
  | 'parcel'
  | 'receipt'
  | 'bag'
  | 'truck'
  | 'check'
  | 'card'
  | 'quote'
  | 'heart'
  | 'mail'
  | 'wallet';

export interface Section {
  id: SectionId;
  /** The URL path, exactly as spec §2 spells it. */
  path: string;
  group: SectionGroup;
  icon: SectionIcon;
  /** Steps inside a flow (a success page) are reachable but not listed in the nav. */
  inNav: boolean;
  /** Where the empty state sends the customer to get started, if anywhere. */
  action?: { href: string; section: SectionId };
}

export const sections: readonly Section[] = [
  { id: 'dashboard', path: '/dashboard', group: 'overview', icon: 'home', inNav: true },
  {
    id: 'actionNeeded',
    path: '/dashboard/action-needed',
    group: 'overview',
    icon: 'alert',
    inNav: true,
  },
  {
    id: 'notifications',
    path: '/dashboard/notifications',
    group: 'overview',
    icon: 'mail',
    inNav: true,
  },
  {
    id: 'shipForMeRequest',
    path: '/ship-for-me',
    group: 'shipForMe',
    icon: 'plane',
    inNav: true,
  },
  {
    id: 'shipmentList',
    path: '/shipment-list',
    group: 'shipForMe',
    icon: 'list',
    inNav: true,
    action: { href: '/ship-for-me', section: 'shipForMeRequest' },
  },
  {
    id: 'shipForMeMyShipment',
    path: '/dashboard/ship-for-me/my-shipment',
    group: 'shipForMe',
    icon: 'box',
    inNav: true,
    action: { href: '/ship-for-me', section: 'shipForMeRequest' },
  },
  {
    id: 'shipForMeMyParcel',
    path: '/dashboard/ship-for-me/my-parcel',
    group: 'shipForMe',
    icon: 'parcel',
    inNav: true,
    action: { href: '/ship-for-me', section: 'shipForMeRequest' },
  },
  {
    id: 'shipForMeInvoice',
    path: '/dashboard/ship-for-me/invoice',
    group: 'shipForMe',
    icon: 'receipt',
    inNav: true,
  },
  {
    id: 'buyAndShipMyOrders',
    path: '/dashboard/buy-and-ship/my-orders',
    group: 'buyAndShip',
    icon: 'bag',
    inNav: true,
  },
  {
    id: 'buyAndShipMyDelivery',
    path: '/dashboard/buy-and-ship/my-delivery',
    group: 'buyAndShip',
    icon: 'truck',
    inNav: true,
    action: { href: '/dashboard/create-delivery-request', section: 'createDeliveryRequest' },
  },
  {
    id: 'buyAndShipInvoice',
    path: '/dashboard/buy-and-ship/invoice',
    group: 'buyAndShip',
    icon: 'receipt',
    inNav: true,
  },
  {
    id: 'wishlist',
    path: '/dashboard/wishlist',
    group: 'buyAndShip',
    icon: 'heart',
    inNav: true,
  },
  {
    id: 'createDeliveryRequest',
    path: '/dashboard/create-delivery-request',
    group: 'delivery',
    icon: 'truck',
    inNav: true,
  },
  {
    id: 'createDeliveryRequestSuccess',
    path: '/dashboard/create-delivery-request/success',
    group: 'delivery',
    icon: 'check',
    inNav: false,
    action: { href: '/dashboard/buy-and-ship/my-delivery', section: 'buyAndShipMyDelivery' },
  },
  { id: 'payment', path: '/dashboard/payment', group: 'billing', icon: 'card', inNav: true },
  {
    id: 'paymentStatus',
    path: '/dashboard/payment/status',
    group: 'billing',
    icon: 'check',
    inNav: true,
  },
  { id: 'invoice', path: '/dashboard/invoice', group: 'billing', icon: 'receipt', inNav: true },
  // Spec §2 names no wallet route; the wallet (balance, history, payouts) lives in the dashboard.
  { id: 'wallet', path: '/dashboard/wallet', group: 'billing', icon: 'wallet', inNav: true },
  // Buy-and-Ship disputes and their refunds (issue #15); spec §2 names no route for them.
  { id: 'disputes', path: '/dashboard/disputes', group: 'billing', icon: 'alert', inNav: true },
  { id: 'rfq', path: '/dashboard/RFQ', group: 'quotes', icon: 'quote', inNav: true },
  // The customer's support inquiries and our replies (issue #32); spec §2 names no route.
  { id: 'support', path: '/dashboard/support', group: 'overview', icon: 'mail', inNav: true },
];

export function sectionByPath(path: string): Section | undefined {
  return sections.find((section) => section.path === path);
}

export function sectionById(id: SectionId): Section {
  const section = sections.find((candidate) => candidate.id === id);
  if (!section) throw new RangeError(`Unknown section ${id}`);
  return section;
}

/** The dashboard section a catch-all segment list names (`['ship-for-me', 'my-parcel']`). */
export function dashboardSection(segments: readonly string[] | undefined): Section | undefined {
  return sectionByPath(['/dashboard', ...(segments ?? [])].join('/'));
}

/** Signed-in pages that are not dashboard sections: the account settings and their tabs. */
const accountPaths = ['/settings', '/track'] as const;

/** Paths that need a signed-in customer: every section and account page, and anything beneath. */
export function isPrivatePath(pathname: string): boolean {
  return [...sections.map((section) => section.path), ...accountPaths].some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
}

export function navGroups(): { group: SectionGroup; items: Section[] }[] {
  return sectionGroups.map((group) => ({
    group,
    items: sections.filter((section) => section.group === group && section.inNav),
  }));
}
