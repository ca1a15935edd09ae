import type { Metadata } from 'next';
import { sectionMetadata } from '../../../../components/account/sectionMetadata.ts';
import { InvoicesScreen } from '../../../../components/invoices/InvoicesScreen.tsx';
import { sectionById } from '../../../../lib/sections.ts';

export async function generateMetadata(): Promise<Metadata> {
  return sectionMetadata(sectionById('invoice'));
}

/** Every invoice of the customer's, with status tabs and Pay selected. */
export default function InvoicesPage() {
  return <InvoicesScreen section="invoice" service={null} />;
}
