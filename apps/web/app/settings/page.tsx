import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FlowForm } from '../../components/auth/FlowForm.tsx';
import { FlowMessages } from '../../components/auth/FlowMessages.tsx';
import { getKratosTranslator } from '../../components/auth/translators.ts';
import { VerifyEmailHint } from '../../components/auth/VerifyEmailHint.tsx';
import { buttonClasses } from '../../components/ui/Button.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { methodGroups, nodesForGroup } from '../../lib/identity/nodes.ts';
import { loadFlow, type SearchParams } from '../../lib/identity/server.ts';
import { isEmailVerified, traitsOf } from '../../lib/identity/session.ts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.settings');
  return { title: t('title'), robots: { index: false } };
}

const knownGroups = ['profile', 'password', 'code', 'totp', 'lookup_secret', 'oidc'] as const;
type KnownGroup = (typeof knownGroups)[number];
const isKnownGroup = (group: string): group is KnownGroup =>
  (knownGroups as readonly string[]).includes(group);

/**
 * The identity service's settings UI URL (`?flow=<id>`): one card per method — profile,
 * password — each a native form saved on its own.
 */
export default async function SettingsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const [loaded, t, tk] = await Promise.all([
    loadFlow('settings', await searchParams),
    getTranslations('auth'),
    getKratosTranslator(),
  ]);

  const heading = (
    <>
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('settings.title')}</h1>
      <p className="mt-1 text-ink-muted">{t('settings.subtitle')}</p>
    </>
  );

  if (loaded.error) {
    const unavailable = loaded.error.status >= 500;
    return (
      <div className="flex flex-col gap-6">
        <div>{heading}</div>
        <ErrorState
          title={unavailable ? t('unavailableTitle') : t('flowErrorTitle')}
          body={unavailable ? t('unavailableBody') : (loaded.error.message ?? t('flowErrorBody'))}
          action={
            <a href="/settings" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              {t('startOver')}
            </a>
          }
        />
      </div>
    );
  }

  const { flow } = loaded;
  const email = traitsOf(flow.identity).email;
  return (
    <div className="flex flex-col gap-6">
      <div>{heading}</div>
      {email && !isEmailVerified(flow.identity) ? <VerifyEmailHint email={email} /> : null}
      <FlowMessages messages={flow.ui.messages ?? []} t={tk} />
      <div className="grid items-start gap-6 xl:grid-cols-2">
        {methodGroups(flow.ui.nodes).map((group) => (
          <section
            key={group}
            aria-labelledby={`settings-${group}`}
            className="rounded-xl border border-line bg-surface p-5 shadow-card md:p-6"
          >
            <h2 id={`settings-${group}`} className="text-lg font-semibold">
              {isKnownGroup(group) ? t(`settings.groups.${group}`) : group}
            </h2>
            {isKnownGroup(group) ? (
              <p className="mt-1 text-sm text-ink-muted">{t(`settings.groupHints.${group}`)}</p>
            ) : null}
            <div className="mt-5">
              <FlowForm
                ui={flow.ui}
                nodes={nodesForGroup(flow.ui.nodes, group)}
                t={tk}
                orLabel={t('or')}
                focus={false}
                testId={`settings-${group}-form`}
              />
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
