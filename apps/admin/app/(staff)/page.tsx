'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { age, Card, Empty, PageTitle } from '@/components/ui';
import { must, staffApi } from '@/lib/staff-api';

/** What each queue is called on screen and which screen works it. */
const QUEUES: Record<string, { label: string; href?: string }> = {
  parcels_awaiting_arrival: { label: 'Parcels awaiting arrival', href: '/receiving' },
  orders_to_purchase: { label: 'Orders to purchase', href: '/purchasing' },
  orders_to_receive: { label: 'Orders on their way to the warehouse' },
  bank_transfers: { label: 'Bank transfers to approve', href: '/bank-transfers' },
  bkash_payments_to_review: { label: 'bKash payments to review', href: '/bkash-review' },
  payouts_to_approve: { label: 'Payouts to approve' },
  payouts_to_complete: { label: 'Payouts to send' },
  consolidations: { label: 'Consolidations to repack', href: '/consolidations' },
  parcel_requests: { label: 'Special requests', href: '/parcel-requests' },
  delivery_requests: { label: 'Deliveries to dispatch', href: '/deliveries' },
  rfqs_to_quote: { label: 'Quotes to send' },
  claims: { label: 'Claims to resolve' },
  disputes: { label: 'Disputes to resolve' },
  support_inquiries: { label: 'Support messages', href: '/support' },
};

export default function Dashboard() {
  const queues = useQuery({
    queryKey: ['queues'],
    queryFn: async () => (await must(staffApi.GET('/api/staff/admin/v1/queues'))).data,
    refetchInterval: 30_000,
  });
  const daily = useQuery({
    queryKey: ['daily'],
    queryFn: async () =>
      (
        await must(
          staffApi.GET('/api/staff/admin/v1/queues/daily', { params: { query: { days: 14 } } }),
        )
      ).data,
  });

  return (
    <>
      <PageTitle description="What waits for you, and since when.">Dashboard</PageTitle>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4" data-testid="queues">
        {queues.data?.map((queue) => {
          const known = QUEUES[queue.queue];
          const body = (
            <>
              <span className="text-sm text-ink-muted">{known?.label ?? queue.queue}</span>
              <span className="text-3xl font-bold" data-testid={`queue-${queue.queue}`}>
                {queue.count}
              </span>
              <span className="text-xs text-ink-muted">
                {queue.count > 0 ? `oldest ${age(queue.oldest_at)}` : 'nothing waiting'}
              </span>
            </>
          );
          const style =
            'flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm';
          return known?.href ? (
            <Link key={queue.queue} href={known.href} className={`${style} hover:border-brand-600`}>
              {body}
            </Link>
          ) : (
            <div key={queue.queue} className={style}>
              {body}
            </div>
          );
        })}
      </div>
      <div className="mt-6">
        <Card title="Orders and parcels per day">
          {daily.data && daily.data.length > 0 ? (
            <div className="h-64 w-full">
              <ResponsiveContainer>
                <BarChart data={daily.data.map((d) => ({ ...d, day: d.day.slice(5) }))}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="day" fontSize={12} />
                  <YAxis allowDecimals={false} fontSize={12} />
                  <Tooltip />
                  <Legend />
                  <Bar dataKey="orders" name="Orders" fill="#17605a" />
                  <Bar dataKey="parcels" name="Parcels" fill="#f2a03d" />
                </BarChart>
              </ResponsiveContainer>
            </div>
          ) : (
            <Empty>No activity yet.</Empty>
          )}
        </Card>
      </div>
    </>
  );
}
