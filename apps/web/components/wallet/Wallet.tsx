import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { WalletBalances } from './WalletBalances.tsx';

/** The wallet page's body: balance first, then the history and the payouts. */
export function Wallet({ moneyLocale }: { moneyLocale: string }) {
  const t = useTranslations('wallet');
  return (
    <div className="mt-6 grid gap-8">
      <WalletSection title={t('balanceTitle')} id="wallet-balance">
        <WalletBalances moneyLocale={moneyLocale} />
      </WalletSection>
    </div>
  );
}

/** A titled part of the page, with room for an action beside the title. */
export function WalletSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
