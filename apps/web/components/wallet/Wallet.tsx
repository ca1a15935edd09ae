'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { usePayoutGateways, useWalletBalances } from '../../lib/wallet/hooks.ts';
import { PayoutAccountsSection } from './PayoutAccountsSection.tsx';
import { PayoutRequestsSection } from './PayoutRequestsSection.tsx';
import { WalletBalances } from './WalletBalances.tsx';
import { WalletHistory } from './WalletHistory.tsx';

/** The wallet page's body: balance, payout requests, payout accounts, then the history. */
export function Wallet({ moneyLocale }: { moneyLocale: string }) {
  const t = useTranslations('wallet');
  const balances = useWalletBalances();
  // Payouts are paid from the wallet in the currency of the region's payout gateways (taka
  // for Bangladesh's bKash and banks).
  const payoutCurrency = usePayoutGateways().data?.[0]?.currency;
  const payoutWallet = balances.data?.find((balance) => balance.currency === payoutCurrency);
  const historyWallet = payoutWallet ?? balances.data?.[0];
  return (
    <div className="mt-6 grid gap-8">
      <WalletSection title={t('balanceTitle')} id="wallet-balance">
        <WalletBalances moneyLocale={moneyLocale} />
      </WalletSection>
      <WalletSection title={t('requestsTitle')} id="wallet-payout-requests">
        <PayoutRequestsSection available={payoutWallet?.available} moneyLocale={moneyLocale} />
      </WalletSection>
      <WalletSection title={t('accountsTitle')} id="wallet-payout-accounts">
        <PayoutAccountsSection />
      </WalletSection>
      <WalletSection title={t('historyTitle')} id="wallet-history">
        <WalletHistory walletId={historyWallet?.id} moneyLocale={moneyLocale} />
      </WalletSection>
    </div>
  );
}

/** A titled part of the page. */
function WalletSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
