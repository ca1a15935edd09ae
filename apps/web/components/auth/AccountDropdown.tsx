'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { signOut } from '../../lib/identity/sign-out.ts';
import { displayName, initials, isEmailVerified, traitsOf } from '../../lib/identity/session.ts';
import { needsSecondFactor, signInHref } from '../../lib/identity/sign-in-link.ts';
import { Icon } from '../icons.tsx';
import { Button } from '../ui/Button.tsx';
import { useToast } from '../ui/Toast.tsx';
import { accountTriggerClasses } from './account-trigger.ts';
import { useAuth } from './AuthProvider.tsx';

const itemClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2.5 text-sm outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/**
 * The account menu of a signed-in customer, or the way to retry when the session or the
 * identity sync failed (AccountMenu); loaded only then, so a guest's page is without it.
 */
export function AccountDropdown() {
  const t = useTranslations('auth.menu');
  const notify = useToast();
  const { state, reload } = useAuth();
  const pathname = usePathname();
  const [signingOut, setSigningOut] = useState(false);

  if (state.status !== 'error' && state.status !== 'signedIn') return null;
  if (state.status === 'error') {
    return (
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          className={accountTriggerClasses}
          aria-label={t('errorTitle')}
          data-testid="auth-error"
        >
          <Icon name="alert" className="text-danger" />
          <span className="hidden lg:inline">{t('signIn')}</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 w-72 rounded-lg border border-line bg-surface p-3 shadow-raised"
          >
            <p className="text-sm font-semibold text-danger">{t('errorTitle')}</p>
            <div className="mt-3 flex gap-2">
              <Button size="sm" variant="secondary" onClick={reload}>
                {t('retry')}
              </Button>
              <Button size="sm" asChild>
                <a href={signInHref(pathname, needsSecondFactor(state.error))}>{t('signIn')}</a>
              </Button>
            </div>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    );
  }

  const identity = state.session.identity;
  const name = displayName(identity);
  const email = traitsOf(identity).email;
  const verified = isEmailVerified(identity);

  async function leave() {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      setSigningOut(false);
      notify(t('errorTitle'), 'error');
    }
  }

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={accountTriggerClasses}
        aria-label={`${t('open')}: ${name}`}
        data-testid="account-menu"
      >
        <span className="relative grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white">
          {initials(name)}
          {verified ? null : (
            <span
              className="absolute -top-0.5 -right-0.5 h-2.5 w-2.5 rounded-full border-2 border-surface bg-accent-500"
              aria-hidden
            />
          )}
        </span>
        <span data-testid="account-name" className="hidden max-w-40 truncate lg:inline">
          {name}
        </span>
        <Icon name="chevronDown" size={16} className="hidden text-ink-muted lg:inline" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-[min(18rem,calc(100vw-1.5rem))] rounded-lg border border-line bg-surface p-1.5 shadow-raised"
        >
          <div className="px-3 pt-2 pb-3">
            <p className="text-xs text-ink-subtle">{t('signedInAs')}</p>
            <p className="truncate font-semibold">{name}</p>
            {email && email !== name ? (
              <p className="truncate text-sm text-ink-muted">{email}</p>
            ) : null}
            {verified ? null : (
              <Link
                href="/verification"
                prefetch={false}
                className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-2.5 py-1 text-xs font-semibold text-accent-700 hover:bg-accent-100"
                data-testid="verify-email-hint"
              >
                <Icon name="mail" size={14} />
                {t('unverified')}
              </Link>
            )}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link href="/dashboard">
              <Icon name="home" size={18} className="text-ink-subtle" />
              {t('dashboard')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClasses}>
            <a href="/settings">
              <Icon name="user" size={18} className="text-ink-subtle" />
              {t('settings')}
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link href="/settings/sessions">
              <Icon name="globe" size={18} className="text-ink-subtle" />
              {t('sessions')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            className={itemClasses}
            disabled={signingOut}
            onSelect={(event) => {
              event.preventDefault();
              void leave();
            }}
          >
            <Icon name="arrowRight" size={18} className="text-ink-subtle" />
            {t('signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
