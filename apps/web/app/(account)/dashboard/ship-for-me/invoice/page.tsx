import type { Metadata } from 'next';
import { sectionMetadata } from '../../../../../components/account/sectionMetadata.ts';
import { InvoicesScreen } from '../../../../../components/invoices/InvoicesScreen.tsx';
import { sectionById } from '../../../../../lib/sections.ts';

export async function generateMetadata(): Promise<Metadata> {
  return sectionMetadata(sectionById('shipForMeInvoice'));
}

/** Ship For Me invoices: shipping charges for the customer's parcels. */
export default function InvoicesPage() {
  return <InvoicesScreen section="shipForMeInvoice" service="ship-for-me" />;
}
