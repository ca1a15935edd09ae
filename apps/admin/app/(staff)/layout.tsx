'use client';

import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { Button, Notice } from '@/components/ui';
import { signOut } from '@/lib/identity';
import { can, MeContext, useMeQuery } from '@/lib/me';

/** Each screen, the permission that opens it, in the order staff work. */
const SCREENS = [
  { href: '/', label: 'Dashboard', permission: 'staff.self' },
  { href: '/receiving', label: 'Receiving', permission: 'parcels.receive' },
  { href: '/purchasing', label: 'Purchasing', permission: 'orders.purchase' },
  { href: '/orders', label: 'Orders', permission: 'orders.read' },
  { href: '/parcels', label: 'Parcels', permission: 'parcels.read' },
  { href: '/rfq', label: 'Quotes to send', permission: 'rfq.read' },
  { href: '/consolidations', label: 'Consolidations', permission: 'parcels.read' },
  { href: '/parcel-requests', label: 'Parcel requests', permission: 'parcels.read' },
  { href: '/deliveries', label: 'Deliveries', permission: 'delivery.read' },
  { href: '/bank-transfers', label: 'Bank transfers', permission: 'payments.decide' },
  { href: '/bkash-review', label: 'bKash to review', permission: 'payments.read' },
  { href: '/payouts', label: 'Payouts', permission: 'payouts.read' },
  { href: '/support', label: 'Support', permission: 'support.handle' },
  { href: '/disputes', label: 'Disputes', permission: 'disputes.read' },
  { href: '/claims', label: 'Claims', permission: 'claims.read' },
  { href: '/customers', label: 'Customers', permission: 'customers.read' },
  { href: '/content', label: 'Content', permission: 'content.read' },
  { href: '/campaigns', label: 'Campaigns', permission: 'content.read' },
  { href: '/live-streams', label: 'Live streams', permission: 'content.read' },
  { href: '/settings', label: 'Settings', permission: 'settings.read' },
  { href: '/staff', label: 'Staff', permission: 'staff.manage' },
  { href: '/audit', label: 'Audit log', permission: 'audit.read' },
] as const;

export default function StaffLayout({ children }: { children: ReactNode }) {
  const me = useMeQuery();
  const router = useRouter();
  const pathname = usePathname();
  const queryClient = useQueryClient();
  const code = me.error?.code;

  useEffect(() => {
    if (code === 'staff_sign_in_required' || code === 'unauthenticated') router.replace('/login');
    if (code === 'second_factor_required') router.replace('/login?step=code');
  }, [code, router]);

  async function leave() {
    await signOut();
    queryClient.clear();
    router.replace('/login');
  }

  if (me.isPending || code === 'staff_sign_in_required' || code === 'second_factor_required') {
    return <p className="p-8 text-sm text-ink-muted">Loading…</p>;
  }
  if (me.isError) {
    return (
      <main className="mx-auto flex max-w-md flex-col gap-4 p-8">
        <Notice tone="error">
          {code === 'not_staff' ? 'This account is not on the staff.' : me.error.message}
        </Notice>
        <Button variant="secondary" onClick={() => void leave()}>
          Sign out
        </Button>
      </main>
    );
  }

  const screens = SCREENS.filter((screen) => can(me.data, screen.permission));
  return (
    <MeContext.Provider value={me.data}>
      {/* The side column only from 1024 px: a 768 px tablet gives its whole width to the queues. */}
      <div className="flex min-h-screen flex-col lg:flex-row">
        <nav
          aria-label="Back office"
          className="flex shrink-0 flex-row gap-1 overflow-x-auto border-b border-slate-200 bg-white p-2 lg:w-56 lg:flex-col lg:border-r lg:border-b-0 lg:p-4"
        >
          <p className="hidden px-3 pb-3 text-sm font-bold text-brand-700 lg:block">
            Crossport back office
          </p>
          {screens.map((screen) => {
            const active =
              screen.href === '/' ? pathname === '/' : pathname.startsWith(screen.href);
            return (
              <Link
                key={screen.href}
                href={screen.href}
                aria-current={active ? 'page' : undefined}
                className={`flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 text-sm font-medium ${
                  active ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-slate-100'
                }`}
              >
                {screen.label}
              </Link>
            );
          })}
          <div className="flex shrink-0 items-center gap-2 px-3 text-xs text-ink-muted lg:mt-auto lg:flex-col lg:items-stretch lg:pt-6">
            <span data-testid="signed-in-as" className="hidden lg:inline">
              {me.data.email}
            </span>
            <span className="hidden lg:inline">{me.data.roles.join(', ')}</span>
            <Button variant="secondary" onClick={() => void leave()}>
              Sign out
            </Button>
          </div>
        </nav>
        <main className="min-w-0 flex-1 p-4 lg:p-8">{children}</main>
      </div>
    </MeContext.Provider>
  );
}
