'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { signInHref } from '../../lib/identity/sign-in-link.ts';
import { Icon } from '../icons.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { accountTriggerClasses } from './account-trigger.ts';
import { useAuth } from './AuthProvider.tsx';

const placeholder = () => <Skeleton className="h-10 w-10 rounded-full lg:w-28 lg:rounded-md" />;

// The menu's popup code loads for signed-in customers only (their pages render it client-side).
const AccountDropdown = dynamic(
  () => import('./AccountDropdown.tsx').then((module) => module.AccountDropdown),
  { ssr: false, loading: placeholder },
);

function SignInLink({ label }: { label: string }) {
  const href = signInHref(usePathname());
  // A full navigation: signing in starts a flow at the identity service, which redirects.
  return (
    <a href={href} className={accountTriggerClasses} aria-label={label} data-testid="sign-in-link">
      <Icon name="user" />
      <span className="hidden md:inline">{label}</span>
    </a>
  );
}

/**
 * The header's account entry (spec §4 auth states): a placeholder while the session loads,
 * "Sign in" without one (rendered on the server when there is no session cookie), the customer's name and account menu with one, and a way to retry
 * when the session or the identity sync failed.
 */
export function AccountMenu({ hasSessionCookie }: { hasSessionCookie: boolean }) {
  const t = useTranslations('auth.menu');
  const { state } = useAuth();

  // Without a session cookie the server already knows the answer: no placeholder flash.
  if (state.status === 'signedOut' || (state.status === 'loading' && !hasSessionCookie)) {
    return <SignInLink label={t('signIn')} />;
  }
  if (state.status === 'loading') return placeholder();

  return <AccountDropdown />;
}
