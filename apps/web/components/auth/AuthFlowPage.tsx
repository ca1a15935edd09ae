import type { LoginFlow, VerificationFlow } from '@ory/client-fetch';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { FlowKind } from '../../lib/identity/flows.ts';
import { flowReturnPath, loadFlow, type SearchParams } from '../../lib/identity/server.ts';
import { buttonClasses } from '../ui/Button.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { AuthCard } from './AuthCard.tsx';
import { FlowForm } from './FlowForm.tsx';
import { FlowMessages } from './FlowMessages.tsx';
import { getKratosTranslator } from './translators.ts';

type PublicFlowKind = Exclude<FlowKind, 'settings'>;

function withReturnTo(path: string, returnPath: string | null): string {
  return returnPath ? `${path}?return_to=${encodeURIComponent(returnPath)}` : path;
}

const footerLink = 'font-semibold text-brand-700 hover:underline';

/**
 * Sign-in, sign-up, recovery and verification: the flow is fetched on the server and rendered
 * from its UI nodes. Links between flows are plain anchors: each starts a new flow through the
 * identity service, a full navigation by nature.
 */
export async function AuthFlowPage({
  kind,
  searchParams,
}: {
  kind: PublicFlowKind;
  searchParams: SearchParams;
}) {
  const [loaded, t, tk] = await Promise.all([
    loadFlow(kind, searchParams),
    getTranslations('auth'),
    getKratosTranslator(),
  ]);

  if (loaded.error) {
    const unavailable = loaded.error.status >= 500;
    return (
      <AuthCard title={t(`${kind}.title`)}>
        <ErrorState
          title={unavailable ? t('unavailableTitle') : t('flowErrorTitle')}
          body={unavailable ? t('unavailableBody') : (loaded.error.message ?? t('flowErrorBody'))}
          action={
            <a href={`/${kind}`} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              {t('startOver')}
            </a>
          }
        />
      </AuthCard>
    );
  }

  const { flow, origin } = loaded;
  const returnPath = flowReturnPath(flow, origin);
  let title = t(`${kind}.title`);
  let subtitle: string | undefined = t(`${kind}.subtitle`);
  let footer: ReactNode = null;

  if (kind === 'login') {
    const login = flow as LoginFlow;
    if (login.refresh) {
      title = t('login.refreshTitle');
      subtitle = t('login.refreshSubtitle');
    } else if (login.requested_aal === 'aal2') {
      title = t('login.secondFactorTitle');
      subtitle = undefined;
    }
    footer = (
      <>
        <a href={withReturnTo('/recovery', returnPath)} className={footerLink}>
          {t('login.forgot')}
        </a>
        <p>
          {t('login.noAccount')}{' '}
          <a href={withReturnTo('/registration', returnPath)} className={footerLink}>
            {t('login.register')}
          </a>
        </p>
      </>
    );
  } else if (kind === 'registration') {
    footer = (
      <p>
        {t('registration.haveAccount')}{' '}
        <a href={withReturnTo('/login', returnPath)} className={footerLink}>
          {t('registration.signIn')}
        </a>
      </p>
    );
  } else if (kind === 'recovery') {
    footer = (
      <p>
        {t('recovery.remembered')}{' '}
        <a href={withReturnTo('/login', returnPath)} className={footerLink}>
          {t('recovery.signIn')}
        </a>
      </p>
    );
  }

  const verified =
    kind === 'verification' && (flow as VerificationFlow).state === 'passed_challenge';

  return (
    <AuthCard
      title={verified ? t('verification.done') : title}
      subtitle={verified ? undefined : subtitle}
      footer={footer}
    >
      {(kind === 'login' || kind === 'registration') && returnPath && returnPath !== '/' ? (
        <p
          data-testid="return-to"
          className="rounded-md bg-canvas px-3 py-2 text-sm text-ink-muted"
        >
          {t('returnTo', { path: returnPath })}
        </p>
      ) : null}
      <FlowMessages messages={flow.ui.messages ?? []} t={tk} />
      {verified ? (
        <a href={returnPath ?? '/'} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          {t('verification.continue')}
        </a>
      ) : (
        <FlowForm
          ui={flow.ui}
          t={tk}
          orLabel={t('or')}
          testId={`${kind}-form`}
          optionalLabel={kind === 'registration' ? t('registration.optional') : undefined}
        />
      )}
    </AuthCard>
  );
}
