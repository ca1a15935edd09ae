import { getTranslations } from 'next-intl/server';
import { regionContext } from '../../lib/cart/server.ts';
import type { InvoiceService } from '../../lib/invoices/hooks.ts';
import type { SectionId } from '../../lib/sections.ts';
import { Breadcrumbs } from '../orders/Breadcrumbs.tsx';
import { InvoiceList } from './InvoiceList.tsx';

/** One invoices page (all, Buy and Ship, Ship For Me): its heading over the filtered list. */
export async function InvoicesScreen({
  section,
  service,
}: {
  section: Extract<SectionId, 'invoice' | 'buyAndShipInvoice' | 'shipForMeInvoice'>;
  service: InvoiceService | null;
}) {
  const [t, context] = await Promise.all([getTranslations('dashboard'), regionContext()]);
  const label = t(`sections.${section}.label`);
  return (
    <div>
      <Breadcrumbs trail={[{ label }]} />
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{label}</h1>
      <p className="mt-1 text-ink-muted">{t(`sections.${section}.description`)}</p>
      <InvoiceList service={service} moneyLocale={context.moneyLocale} />
    </div>
  );
}
