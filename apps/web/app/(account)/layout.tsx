import type { ReactNode } from 'react';
import { AccountMessages } from '../../components/AccountMessages.tsx';
import { DashboardNav } from '../../components/account/DashboardNav.tsx';

/** The signed-in area: ship-for-me, shipment-list and every dashboard section share it. */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <AccountMessages>
      <div className="container-page grid gap-6 py-6 md:py-8 lg:grid-cols-[15rem_1fr] lg:gap-10">
        <aside className="min-w-0 lg:sticky lg:top-32 lg:self-start">
          <DashboardNav />
        </aside>
        <div className="min-w-0">{children}</div>
      </div>
    </AccountMessages>
  );
}
