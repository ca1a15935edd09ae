'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import {
  isInstalledApp,
  readInstallPromo,
  rememberInstallPromo,
  shouldOfferInstall,
} from '../../lib/pwa/install-promo.ts';
import { Icon } from '../icons.tsx';
import { Button } from '../ui/Button.tsx';

/** Chromium's install event (not in TypeScript's DOM library). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type Offer = { kind: 'prompt'; event: BeforeInstallPromptEvent } | { kind: 'ios' } | null;

const IOS_SAFARI = (userAgent: string) =>
  /iphone|ipad|ipod/i.test(userAgent) && !/crios|fxios|edgios/i.test(userAgent);

/**
 * The installable app (docs/pwa.md): registers the service worker in production builds and
 * offers the install — Chromium's prompt, or how to add the app on an iPhone — until the
 * customer installs it or says "not now" (remembered under `appInstallPromo`).
 */
export function InstallableApp() {
  const t = useTranslations('installPromo');
  const [offer, setOffer] = useState<Offer>(null);

  useEffect(() => {
    if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
      navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
        console.warn('The offline app could not be set up:', error);
      });
    }
    if (isInstalledApp(window)) return;
    const onPrompt = (event: Event) => {
      event.preventDefault();
      if (shouldOfferInstall(readInstallPromo(window.localStorage)))
        setOffer({ kind: 'prompt', event: event as BeforeInstallPromptEvent });
    };
    const onInstalled = () => {
      rememberInstallPromo(window.localStorage, 'installed');
      setOffer(null);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    // Safari on an iPhone has no install event: the promo explains Share → Add to Home Screen.
    const timer = IOS_SAFARI(navigator.userAgent)
      ? window.setTimeout(() => {
          if (shouldOfferInstall(readInstallPromo(window.localStorage))) setOffer({ kind: 'ios' });
        }, 0)
      : undefined;
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
      window.clearTimeout(timer);
    };
  }, []);

  if (!offer) return null;

  const notNow = () => {
    rememberInstallPromo(window.localStorage, 'dismissed');
    setOffer(null);
  };
  const install = async () => {
    if (offer.kind !== 'prompt') return;
    await offer.event.prompt();
    const { outcome } = await offer.event.userChoice;
    rememberInstallPromo(window.localStorage, outcome === 'accepted' ? 'installed' : 'dismissed');
    setOffer(null);
  };

  return (
    <aside
      aria-label={t('label')}
      data-testid="install-promo"
      className="fixed inset-x-3 bottom-20 z-40 flex items-start gap-3 rounded-xl border border-line bg-surface p-4 shadow-raised md:inset-x-auto md:right-4 md:bottom-4 md:max-w-sm"
    >
      <Icon name="phone" size={24} className="mt-0.5 shrink-0 text-brand-700" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('title')}</p>
        <p className="mt-1 text-sm text-ink-muted">
          {offer.kind === 'ios' ? t('iosHowTo') : t('body')}
        </p>
        <div className="mt-3 flex gap-2">
          {offer.kind === 'prompt' ? (
            <Button size="sm" onClick={install}>
              {t('install')}
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={notNow}>
            {t('notNow')}
          </Button>
        </div>
      </div>
    </aside>
  );
}
