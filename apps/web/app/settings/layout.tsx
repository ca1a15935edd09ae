import type { ReactNode } from 'react';
import { SettingsTabs } from '../../components/auth/SettingsTabs.tsx';
import AccountLayout from '../(account)/layout.tsx';

/** Account settings sit in the signed-in area, beside the dashboard sections. */
export default function SettingsLayout({ children }: { children: ReactNode }) {
  return (
    <AccountLayout>
      <SettingsTabs />
      <div className="mt-6">{children}</div>
    </AccountLayout>
  );
}
