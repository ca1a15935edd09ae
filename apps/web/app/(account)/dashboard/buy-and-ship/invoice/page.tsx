import type { Metadata } from 'next';
import { sectionMetadata } from '../../../../../components/account/sectionMetadata.ts';
import { InvoicesScreen } from '../../../../../components/invoices/InvoicesScreen.tsx';
import { sectionById } from '../../../../../lib/sections.ts';

export async function generateMetadata(): Promise<Metadata> {
  return sectionMetadata(sectionById('buyAndShipInvoice'));
}

/** Buy and Ship invoices: the product cost of each order. */
export default function InvoicesPage() {
  return <InvoicesScreen section="buyAndShipInvoice" service="buy-and-ship" />;
}
