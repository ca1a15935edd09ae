import { getTranslations } from 'next-intl/server';
import { Icon } from '../icons.tsx';
import { buttonClasses } from '../ui/Button.tsx';

/** Spec §4: shown while the identity's own email address is not verified. */
export async function VerifyEmailHint({ email }: { email: string }) {
  const t = await getTranslations('auth.verifyHint');
  return (
    <div
      data-testid="verify-email-banner"
      className="flex flex-col gap-3 rounded-lg border border-accent-200 bg-accent-50 p-4 md:flex-row md:items-center"
    >
      <Icon name="mail" className="shrink-0 text-accent-700" />
      <div className="flex-1 text-sm">
        <p className="font-semibold text-ink">{t('title')}</p>
        <p className="mt-0.5 text-ink-muted">{t('body', { email })}</p>
      </div>
      <a href="/verification" className={buttonClasses({ variant: 'accent', size: 'sm' })}>
        {t('action')}
      </a>
    </div>
  );
}
