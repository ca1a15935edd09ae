import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { sectionMetadata } from '../../../../components/account/sectionMetadata.ts';
import { Breadcrumbs } from '../../../../components/orders/Breadcrumbs.tsx';
import { Wallet } from '../../../../components/wallet/Wallet.tsx';
import { regionContext } from '../../../../lib/cart/server.ts';
import { sectionById } from '../../../../lib/sections.ts';

export async function generateMetadata(): Promise<Metadata> {
  return sectionMetadata(sectionById('wallet'));
}

/** The wallet: balance per currency, its history, payout accounts and payout requests. */
export default async function WalletPage() {
  const [t, context] = await Promise.all([getTranslations('dashboard'), regionContext()]);
  const label = t('sections.wallet.label');
  return (
    <div>
      <Breadcrumbs trail={[{ label }]} />
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{label}</h1>
      <p className="mt-1 text-ink-muted">{t('sections.wallet.description')}</p>
      <Wallet moneyLocale={context.moneyLocale} />
    </div>
  );
}
