'use client';

import Link from 'next/link';
import { can, useMe } from '@/lib/me';

/**
 * "customer #42" wherever staff meet a customer's id: a link to their Customer 360 for staff
 * who may read customers, plain text for the rest (the link would only open a refusal).
 */
export function CustomerLink({ id, label = `customer #${id}` }: { id: number; label?: string }) {
  const me = useMe();
  if (!can(me, 'customers.read')) return <>{label}</>;
  return (
    <Link
      href={`/customers/${id}`}
      className="text-brand-700 underline-offset-2 hover:underline"
      data-testid="customer-link"
    >
      {label}
    </Link>
  );
}
