'use client';

import { useTranslations } from 'next-intl';
import { displayName, isImpersonated } from '../../lib/identity/session.ts';
import { signOut } from '../../lib/identity/sign-out.ts';
import { useAuth } from './AuthProvider.tsx';

/**
 * On every page of a support session (spec §6): whose account this is, and that nothing can
 * be changed from here. The API refuses every change anyway; this says so before anyone tries.
 */
export function ImpersonationBanner() {
  const t = useTranslations('impersonation');
  const { state } = useAuth();
  if (state.status !== 'signedIn' || !isImpersonated(state.session)) return null;
  return (
    <div
      role="status"
      data-testid="impersonation-banner"
      className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950"
    >
      {t('banner', { name: displayName(state.session.identity) })}{' '}
      <button
        type="button"
        onClick={() => void signOut()}
        className="underline underline-offset-2"
        data-testid="end-impersonation"
      >
        {t('end')}
      </button>
    </div>
  );
}
