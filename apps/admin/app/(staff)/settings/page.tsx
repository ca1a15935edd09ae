'use client';

import { PageTitle } from '@/components/ui';
import { AddOnServices } from './add-on-services';
import { Coupons } from './coupons';
import { RatesSlabs } from './rate-slabs';
import { RegionPricing } from './region-pricing';
import { ShippingCategories } from './shipping-categories';

/** What prices are made of: exchange rates and fees per region, coupons, shipping rates and categories, add-ons. */
export default function SettingsPage() {
  return (
    <>
      <PageTitle description="Changes apply to new prices within a minute and are recorded in the audit log.">
        Settings
      </PageTitle>
      <div className="flex flex-col gap-6">
        <RegionPricing />
        <Coupons />
        <RatesSlabs />
        <ShippingCategories />
        <AddOnServices />
      </div>
    </>
  );
}
