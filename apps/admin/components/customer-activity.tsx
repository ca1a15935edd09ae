'use client';

import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Card, Empty, money } from '@/components/ui';
import { can, useMe } from '@/lib/me';
import { must, staffApi } from '@/lib/staff-api';
import { RecordPaymentForm } from './record-payment-form';

const CUSTOMER = '/api/staff/admin/v1/customers/{customer_id}';
/** Customer 360's one answer: profile, wallets, recent lists and notes. */
export const loadCustomerOverview = async (id: number) =>
  (await must(staffApi.GET(CUSTOMER, { params: { path: { customer_id: id } } }))).data;
type Overview = Awaited<ReturnType<typeof loadCustomerOverview>>;

const day = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** One of the customer's recent lists: its total, the newest few, or a plain "none yet". */
function Recent<T>({
  title,
  list,
  item,
  testId,
  notice,
}: {
  title: string;
  list: { data: T[]; total: number };
  item: (row: T) => ReactNode;
  testId: string;
  /** What the last action on this list did; it stays when the list reloads. */
  notice?: ReactNode;
}) {
  return (
    <Card title={`${title} (${list.total})`}>
      <div data-testid={testId}>
        {notice}
        {list.data.length === 0 ? (
          <p className="text-sm text-ink-muted">None yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {list.data.map((row, index) => (
              <li key={index} className="py-1.5">
                {item(row)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

/** Who from support looked at the account, and what they were stopped from changing. */
function SupportSessions({ customerId }: { customerId: number }) {
  const sessions = useQuery({
    queryKey: ['support-sessions', customerId],
    queryFn: async () =>
      (
        await must(
          staffApi.GET('/api/user/admin/impersonate/v1/sessions/by-user', {
            params: { query: { customer_id: customerId } },
          }),
        )
      ).data,
  });
  if (!sessions.data) {
    return (
      <Card title="Support sessions">
        <Empty>{sessions.isError ? sessions.error.message : 'Loading…'}</Empty>
      </Card>
    );
  }
  const { sessions: opened, refused_writes: refused } = sessions.data;
  return (
    <Card title={`Support sessions (${opened.length})`}>
      {opened.length === 0 ? (
        <p className="text-sm text-ink-muted">No one from support has opened this account.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm" data-testid="support-sessions">
          {opened.map((s) => (
            <li key={s.id} className="py-1.5">
              {day(s.issued_at)} · {s.impersonated_by} · {s.active ? 'open' : 'ended'}
            </li>
          ))}
        </ul>
      )}
      {refused.length > 0 ? (
        <p className="mt-2 text-xs text-ink-muted">
          {refused.length} change{refused.length === 1 ? '' : 's'} refused (read-only view).
        </p>
      ) : null}
    </Card>
  );
}

/** Everything the customer has done with us, newest first, a card per kind. */
export function CustomerActivity({ overview }: { overview: Overview }) {
  const me = useMe();
  // Kept here, not in the form: a fully paid invoice loses its form when the list reloads.
  const [recorded, setRecorded] = useState<string | null>(null);
  const { orders, parcels, payments, invoices, wallets, wallet_transactions, disputes, claims } =
    overview;
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      <Recent
        title="Orders"
        testId="customer-orders"
        list={orders}
        item={(o) => `${o.number} · ${o.status} · ${money(o.total)}`}
      />
      <Recent
        title="Parcels"
        testId="customer-parcels"
        list={parcels}
        item={(p) =>
          `${p.number} · ${p.products.map((product) => `${product.number} ${product.status}`).join(', ')}`
        }
      />
      <Recent
        title="Invoices"
        testId="customer-invoices"
        list={invoices}
        notice={
          recorded ? (
            <p role="status" className="mb-2 text-sm text-emerald-800">
              {recorded}
            </p>
          ) : null
        }
        item={(i) => (
          <>
            {`${i.number} · ${i.status} · ${money(i.total)} · due ${money(i.due)}`}
            {can(me, 'invoices.mark_paid') &&
            i.due.amount > 0 &&
            (i.status === 'unpaid' || i.status === 'partially_paid') ? (
              <RecordPaymentForm
                invoice={i}
                customerId={overview.customer.id}
                onRecorded={setRecorded}
              />
            ) : null}
          </>
        )}
      />
      <Recent
        title="Payments"
        testId="customer-payments"
        list={payments}
        item={(p) => `${p.gateway} · ${p.status} · ${money(p.total)}`}
      />
      {wallet_transactions.map((ledger) => {
        const wallet = wallets.find((w) => w.id === ledger.wallet_id);
        return (
          <Recent
            key={ledger.wallet_id}
            title={`Wallet ${wallet?.currency ?? ''} ledger`}
            testId="customer-wallet-ledger"
            list={ledger}
            item={(t) =>
              `${day(t.created_at)} · ${t.kind} · ${money(t.amount)} → ${money(t.balance_after)}`
            }
          />
        );
      })}
      <Recent
        title="Disputes"
        testId="customer-disputes"
        list={disputes}
        item={(d) => `${d.number} · ${d.reason} · ${d.status} · refunded ${money(d.refunded)}`}
      />
      <Recent
        title="Claims"
        testId="customer-claims"
        list={claims}
        item={(c) => `${c.number} · ${c.subject_type} · ${c.status}`}
      />
      {can(me, 'support.read') ? <SupportSessions customerId={overview.customer.id} /> : null}
    </div>
  );
}
