import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ProductSummary } from '../../lib/catalog/types.ts';
import { Countdown } from './Countdown.tsx';

/** On a product page: the campaign its price comes from, with the time left to buy at it. */
export function CampaignStrip({ campaign }: { campaign: NonNullable<ProductSummary['campaign']> }) {
  const t = useTranslations('campaigns');
  return (
    <div
      data-testid="campaign-strip"
      className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-accent-50 px-3 py-2 text-sm text-accent-800"
    >
      <span className="rounded bg-accent-600 px-1.5 py-0.5 text-xs font-bold text-white">
        {t('off', { percent: campaign.discount_bps / 10_000 })}
      </span>
      <Link href={`/campaigns/${campaign.slug}`} className="font-semibold hover:underline">
        {campaign.title}
      </Link>
      <Countdown until={campaign.ends_at} className="tabular-nums" />
    </div>
  );
}
