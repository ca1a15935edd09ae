'use client';

import { useTranslations } from 'next-intl';
import { Switch } from 'radix-ui';
import { useState } from 'react';
import {
  pushSupported,
  useNotificationSettings,
  useSaveNotificationSettings,
  useTurnOnPush,
  type Channel,
  type EventSetting,
} from '../../lib/notifications/hooks.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Button } from '../ui/Button.tsx';
import { Select } from '../ui/Select.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';

const CHANNELS: readonly Channel[] = ['in_app', 'email', 'push'];

/**
 * Which events reach the customer on which channel: a grid of event types × channels, each a
 * switch saved as it is flipped; the language of emails and pushes; and the button that turns
 * pushes on for this device.
 */
export function NotificationSettingsPanel() {
  const t = useTranslations('notificationSettings');
  const { line } = useErrorMessage();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const turnOn = useTurnOnPush();
  const [pushState, setPushState] = useState<'idle' | 'on' | 'denied' | 'unsupported'>('idle');

  if (settings.isPending) return <Skeleton className="mt-6 h-80" />;
  if (settings.isError) return <p className="mt-6 text-sm text-danger">{line(settings.error)}</p>;
  const { events, language } = settings.data;

  const flip = (event: EventSetting, channel: Channel, on: boolean) =>
    save.mutate({ events: [{ type: event.type, [channel]: on }] });

  const enablePush = () => {
    if (!pushSupported()) return setPushState('unsupported');
    turnOn.mutate(undefined, { onSuccess: setPushState });
  };

  return (
    <div className="mt-6 grid gap-6">
      <section className="rounded-xl border border-line bg-surface p-4 shadow-card md:p-6">
        <h2 className="text-lg font-semibold">{t('deviceTitle')}</h2>
        <p className="mt-1 text-sm text-ink-muted">{t('deviceBody')}</p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            onClick={enablePush}
            disabled={turnOn.isPending}
            data-testid="turn-on-push"
          >
            {t('turnOn')}
          </Button>
          <p className="text-sm text-ink-muted" role="status">
            {pushState === 'idle' ? null : t(`push.${pushState}`)}
            {turnOn.isError ? line(turnOn.error) : null}
          </p>
        </div>
      </section>

      <section className="rounded-xl border border-line bg-surface p-4 shadow-card md:p-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 className="text-lg font-semibold">{t('eventsTitle')}</h2>
            <p className="mt-1 text-sm text-ink-muted">{t('eventsBody')}</p>
          </div>
          <label className="grid gap-1 text-sm font-medium">
            {t('language')}
            <Select
              value={language}
              onValueChange={(value) => save.mutate({ language: value as 'en' | 'bn' })}
              options={[
                { value: 'en', label: 'English' },
                { value: 'bn', label: 'বাংলা' },
              ]}
              aria-label={t('language')}
              className="min-w-36"
            />
          </label>
        </div>
        <table className="mt-4 w-full text-sm" data-testid="notification-settings">
          <thead>
            <tr className="border-b border-line text-left text-xs text-ink-muted uppercase">
              <th scope="col" className="py-2 pr-2 font-semibold">
                {t('event')}
              </th>
              {CHANNELS.map((channel) => (
                <th
                  key={channel}
                  scope="col"
                  className="w-14 px-1 py-2 text-center font-semibold md:w-24"
                >
                  {t(`channels.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.type} className="border-b border-line/70 last:border-0">
                <th scope="row" className="py-3 pr-2 text-left font-medium">
                  {t(`events.${event.type}`)}
                </th>
                {CHANNELS.map((channel) => (
                  <td key={channel} className="px-1 py-3 text-center">
                    <Switch.Root
                      checked={event[channel]}
                      onCheckedChange={(on) => flip(event, channel, on)}
                      aria-label={t('toggle', {
                        event: t(`events.${event.type}`),
                        channel: t(`channels.${channel}`),
                      })}
                      data-testid={`switch-${event.type}-${channel}`}
                      className="relative inline-flex h-6 w-10 shrink-0 cursor-pointer items-center rounded-full bg-line transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:bg-brand-700"
                    >
                      <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[18px]" />
                    </Switch.Root>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {save.isError ? <p className="mt-3 text-sm text-danger">{line(save.error)}</p> : null}
      </section>
    </div>
  );
}
