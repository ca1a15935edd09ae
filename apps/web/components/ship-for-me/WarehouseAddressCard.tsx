'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { warehouseAddressLines } from '../../lib/content/warehouse-address.ts';
import type { ShipForMeContext } from '../../lib/ship-for-me/types.ts';
import { Button } from '../ui/Button.tsx';

type WarehouseAddress = NonNullable<ShipForMeContext['customer']>['warehouse_addresses'][number];

/** The address as a courier form wants it, one line each; what the Copy button copies. */
export function addressText(address: WarehouseAddress): string {
  return [address.addressee, ...warehouseAddressLines(address), address.phone]
    .filter(Boolean)
    .join('\n');
}

/** Where the customer sends the parcel, with their suite code, and a button that copies it. */
export function WarehouseAddressCard({
  address,
  suiteCode,
}: {
  address: WarehouseAddress;
  suiteCode: string;
}) {
  const t = useTranslations('shipForMe.address');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(addressText(address));
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2_500);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div
      className="rounded-lg border border-brand-200 bg-brand-50 p-4"
      data-testid="warehouse-address"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-ink-muted">{t('suiteCode')}</p>
          <p className="text-xl font-bold tracking-wide text-brand-800" data-testid="suite-code">
            {suiteCode}
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={copy} type="button">
          {copied ? t('copied') : t('copy')}
        </Button>
      </div>
      <address className="mt-3 text-sm whitespace-pre-line not-italic">
        {addressText(address)}
      </address>
      <p className="mt-3 text-xs text-ink-muted">{t('hint', { suiteCode })}</p>
      <p className="sr-only" aria-live="polite">
        {copied ? t('copied') : ''}
      </p>
    </div>
  );
}
