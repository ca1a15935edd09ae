'use client';

import Link from 'next/link';
import { useParams } from 'next/navigation';
import { CustomerOverview } from '@/components/customer-overview';
import { PageTitle } from '@/components/ui';

/** One customer's 360, at an address staff can share and every list's customer links to. */
export default function CustomerPage() {
  const id = Number(useParams<{ id: string }>().id);
  return (
    <>
      <PageTitle description={`Customer #${id}`}>Customer 360</PageTitle>
      <p className="mb-4 text-sm">
        <Link href="/customers" className="text-brand-700 hover:underline">
          ← Find another customer
        </Link>
      </p>
      <CustomerOverview id={id} />
    </>
  );
}
