'use client';

import type { Session } from '@ory/client-fetch';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { frontendApi, toIdentityError } from '../../lib/identity/client.ts';
import { authenticationMethod, describeDevice } from '../../lib/identity/session.ts';
import { Icon } from '../icons.tsx';
import { Button } from '../ui/Button.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useToast } from '../ui/Toast.tsx';
import { sessionQueryKey, useAuth } from './AuthProvider.tsx';

const sessionsQueryKey = ['identity', 'sessions'] as const;
const knownMethods = [
  'password',
  'code',
  'webauthn',
  'passkey',
  'totp',
  'lookup_secret',
  'oidc',
] as const;
type KnownMethod = (typeof knownMethods)[number];

async function identityCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw await toIdentityError(error);
  }
}

function SessionCard({
  session,
  current,
  onRevoke,
  revoking,
}: {
  session: Session;
  current: boolean;
  onRevoke?: () => void;
  revoking?: boolean;
}) {
  const t = useTranslations('auth.sessions');
  const format = useFormatter();
  const device = session.devices?.[0];
  const { browser, os } = describeDevice(device?.user_agent);
  const name =
    browser && os ? t('deviceOn', { browser, os }) : (browser ?? os ?? t('unknownDevice'));
  const method = authenticationMethod(session);
  const when = (date: Date | undefined) =>
    date ? format.dateTime(new Date(date), { dateStyle: 'medium', timeStyle: 'short' }) : null;
  const signedIn = when(session.authenticated_at ?? session.issued_at);
  const expires = when(session.expires_at);

  return (
    <li
      data-testid={current ? 'current-session' : 'other-session'}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 md:flex-row md:items-start md:p-5"
    >
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Icon name={os === 'Android' || os === 'iOS' ? 'card' : 'globe'} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {name}
          {current ? (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
              {t('current')}
            </span>
          ) : null}
        </p>
        <ul className="mt-1 flex flex-col gap-0.5 text-sm text-ink-muted">
          {device?.ip_address ? (
            <li>
              {t('ip', { ip: device.ip_address })}
              {device.location ? ` · ${device.location}` : ''}
            </li>
          ) : null}
          {signedIn ? <li>{t('signedInAt', { date: signedIn })}</li> : null}
          {method ? (
            <li>
              {t('method', {
                method: (knownMethods as readonly string[]).includes(method)
                  ? t(`methods.${method as KnownMethod}`)
                  : method,
              })}
            </li>
          ) : null}
          {expires ? (
            <li className="text-ink-subtle">{t('expiresAt', { date: expires })}</li>
          ) : null}
        </ul>
      </div>
      {onRevoke ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={onRevoke}
          disabled={revoking}
          aria-label={t('revokeLabel', { device: name })}
          className="self-start"
        >
          {t('revoke')}
        </Button>
      ) : null}
    </li>
  );
}

/** The current session from whoami and the others from `GET /sessions`, each revocable. */
export function SessionsList() {
  const t = useTranslations('auth.sessions');
  const notify = useToast();
  const queryClient = useQueryClient();
  const { state } = useAuth();
  const current = state.status === 'signedIn' ? state.session : undefined;

  const others = useQuery({
    queryKey: sessionsQueryKey,
    queryFn: () => identityCall(() => frontendApi.listMySessions({ perPage: 250 })),
    staleTime: 0,
  });

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
      queryClient.invalidateQueries({ queryKey: sessionQueryKey, exact: true }),
    ]);

  const revokeOne = useMutation({
    mutationFn: (id: string) => identityCall(() => frontendApi.disableMySession({ id })),
    onSuccess: async () => {
      notify(t('revoked'));
      await refresh();
    },
    onError: () => notify(t('actionFailed'), 'error'),
  });

  const revokeOthers = useMutation({
    mutationFn: () => identityCall(() => frontendApi.disableMyOtherSessions()),
    onSuccess: async (result) => {
      notify(t('revokedOthers', { count: result.count ?? 0 }));
      await refresh();
    },
    onError: () => notify(t('actionFailed'), 'error'),
  });

  const otherSessions = (others.data ?? []).filter((session) => session.id !== current?.id);

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="current-session-heading" className="flex flex-col gap-3">
        <h2 id="current-session-heading" className="text-lg font-semibold">
          {t('current')}
        </h2>
        {current ? (
          <ul>
            <SessionCard session={current} current />
          </ul>
        ) : (
          <Skeleton className="h-24 w-full rounded-xl" />
        )}
      </section>

      <section aria-labelledby="other-sessions-heading" className="flex flex-col gap-3">
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <h2 id="other-sessions-heading" className="text-lg font-semibold">
            {t('others')}
          </h2>
          {otherSessions.length > 0 ? (
            <Button
              variant="secondary"
              onClick={() => revokeOthers.mutate()}
              disabled={revokeOthers.isPending}
              data-testid="revoke-other-sessions"
            >
              {t('revokeOthers')}
            </Button>
          ) : null}
        </div>
        {others.isPending ? (
          <div className="flex flex-col gap-3">
            <Skeleton className="h-24 w-full rounded-xl" />
            <Skeleton className="h-24 w-full rounded-xl" />
          </div>
        ) : others.isError ? (
          <ErrorState
            title={t('loadFailed')}
            action={
              <Button size="sm" variant="secondary" onClick={() => others.refetch()}>
                {t('retry')}
              </Button>
            }
          />
        ) : otherSessions.length === 0 ? (
          <p
            data-testid="no-other-sessions"
            className="rounded-xl border border-dashed border-line-strong bg-surface px-4 py-6 text-center text-sm text-ink-muted"
          >
            {t('emptyOthers')}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {otherSessions.map((session) => (
              <SessionCard
                key={session.id}
                session={session}
                current={false}
                revoking={revokeOne.isPending && revokeOne.variables === session.id}
                onRevoke={() => revokeOne.mutate(session.id)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
