/**
 * The install promo's memory (spec §3: local storage key `appInstallPromo`): once the
 * customer installs the app or says "not now", the promo stays away — "not now" for two
 * weeks, an install for good.
 */
export const INSTALL_PROMO_KEY = 'appInstallPromo';
const SNOOZE_MS = 14 * 24 * 60 * 60 * 1000;

export type InstallPromoMemory = { state: 'dismissed' | 'installed'; at: string };

export function readInstallPromo(storage: Pick<Storage, 'getItem'>): InstallPromoMemory | null {
  try {
    const value = JSON.parse(storage.getItem(INSTALL_PROMO_KEY) ?? 'null') as unknown;
    if (
      value &&
      typeof value === 'object' &&
      'state' in value &&
      (value.state === 'dismissed' || value.state === 'installed') &&
      'at' in value &&
      typeof value.at === 'string'
    )
      return { state: value.state, at: value.at };
  } catch {
    // Something else wrote the key: treat it as never answered.
  }
  return null;
}

export function rememberInstallPromo(
  storage: Pick<Storage, 'setItem'>,
  state: InstallPromoMemory['state'],
  now: Date = new Date(),
): void {
  storage.setItem(INSTALL_PROMO_KEY, JSON.stringify({ state, at: now.toISOString() }));
}

/** Whether to offer the install now, given what the customer answered before. */
export function shouldOfferInstall(memory: InstallPromoMemory | null, now: Date = new Date()) {
  if (!memory) return true;
  if (memory.state === 'installed') return false;
  const at = Date.parse(memory.at);
  return Number.isNaN(at) || now.getTime() - at > SNOOZE_MS;
}

/** The installed app runs standalone; the API hears `platform: mobile` from it (spec §7). */
export function isInstalledApp(win: Pick<Window, 'matchMedia'> & { navigator: Navigator }) {
  return (
    win.matchMedia('(display-mode: standalone)').matches ||
    (win.navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}
