import { describe, expect, it } from 'vitest';
import { dashboardSection, isPrivatePath, navGroups, sectionByPath, sections } from './sections.ts';

// Spec §2, verbatim.
const specDashboardPaths = [
  'dashboard',
  'dashboard/payment',
  'dashboard/invoice',
  'dashboard/payment/status',
  'dashboard/ship-for-me/invoice',
  'dashboard/ship-for-me/my-shipment',
  'dashboard/ship-for-me/my-parcel',
  'dashboard/buy-and-ship/invoice',
  'dashboard/buy-and-ship/my-orders',
  'dashboard/buy-and-ship/my-delivery',
  'dashboard/create-delivery-request',
  'dashboard/create-delivery-request/success',
  'dashboard/action-needed',
  'dashboard/RFQ',
];

describe('sections', () => {
  it('covers every private route of the spec, plus the wishlist, wallet, notifications, disputes and support, and nothing twice', () => {
    const paths = sections.map((section) => section.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.sort()).toEqual(
      [
        ...specDashboardPaths.map((path) => `/${path}`),
        '/ship-for-me',
        '/shipment-list',
        // Spec §2 has no route for the wishlist the product offers; it lives in the dashboard.
        '/dashboard/wishlist',
        // Nor for the wallet with its payouts (issue #12).
        '/dashboard/wallet',
        // Nor for storage reminders and parcel notices (issue #14).
        '/dashboard/notifications',
        // Nor for Buy-and-Ship disputes and their refunds (issue #15).
        '/dashboard/disputes',
        // Nor for support inquiries and their replies (issue #32).
        '/dashboard/support',
      ].sort(),
    );
  });

  it('finds dashboard sections from catch-all segments', () => {
    expect(dashboardSection(undefined)?.id).toBe('dashboard');
    expect(dashboardSection(['ship-for-me', 'my-parcel'])?.id).toBe('shipForMeMyParcel');
    expect(dashboardSection(['RFQ'])?.id).toBe('rfq');
    expect(dashboardSection(['rfq'])).toBeUndefined();
    expect(dashboardSection(['nope'])).toBeUndefined();
  });

  it('treats sections and their sub-paths as private, and nothing else', () => {
    expect(isPrivatePath('/dashboard')).toBe(true);
    expect(isPrivatePath('/dashboard/anything/else')).toBe(true);
    expect(isPrivatePath('/ship-for-me')).toBe(true);
    expect(isPrivatePath('/shipment-list')).toBe(true);
    expect(isPrivatePath('/')).toBe(false);
    expect(isPrivatePath('/dashboards')).toBe(false);
    expect(isPrivatePath('/contact-us')).toBe(false);
  });

  it('keeps the account settings and their tabs private', () => {
    expect(isPrivatePath('/settings')).toBe(true);
    expect(isPrivatePath('/settings/addresses')).toBe(true);
    expect(isPrivatePath('/settings/sessions')).toBe(true);
    expect(isPrivatePath('/settings-help')).toBe(false);
  });

  it('lists every section in the nav except flow steps', () => {
    const listed = navGroups().flatMap((group) => group.items);
    expect(listed).toHaveLength(sections.length - 1);
    expect(listed.map((section) => section.path)).not.toContain(
      '/dashboard/create-delivery-request/success',
    );
  });

  it('points empty-state actions at real sections', () => {
    for (const section of sections) {
      if (section.action)
        expect(sectionByPath(section.action.href)?.id).toBe(section.action.section);
    }
  });
});
