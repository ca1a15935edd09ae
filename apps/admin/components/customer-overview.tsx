'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { CustomerActivity, loadCustomerOverview } from '@/components/customer-activity';
import { Badge, Button, Card, Empty, Field, money, Notice } from '@/components/ui';
import { can, useMe } from '@/lib/me';
import { must, staffApi, type StaffError } from '@/lib/staff-api';

const BASE = '/api/staff/admin/v1/customers';

/** Customer 360: who they are, everything they have with us, and staff's notes on them. */
export function CustomerOverview({ id }: { id: number }) {
  const me = useMe();
  const queryClient = useQueryClient();
  const overview = useQuery({
    queryKey: ['customer', id],
    queryFn: () => loadCustomerOverview(id),
  });
  const note = useMutation<unknown, StaffError, string>({
    mutationFn: (text) =>
      must(
        staffApi.POST(`${BASE}/{customer_id}/notes`, {
          params: { path: { customer_id: id } },
          body: { text },
        }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['customer', id] }),
  });
  if (!overview.data)
    return <Empty>{overview.isError ? overview.error.message : 'Loading…'}</Empty>;
  const { customer, wallets, notes } = overview.data;
  return (
    <div className="flex flex-col gap-4" data-testid="customer-overview">
      <Card
        title={`${customer.name ?? customer.email ?? 'Customer'} · ${customer.suite_code}`}
        actions={
          // A closed account keeps its invoices, payments and ledger; its profile is erased.
          customer.closed_at ? (
            <span data-testid="customer-closed">
              <Badge tone="off">Closed on {customer.closed_at.slice(0, 10)}</Badge>
            </span>
          ) : null
        }
      >
        <dl className="grid grid-cols-2 gap-2 text-sm md:grid-cols-4">
          <dt className="text-ink-muted">Email</dt>
          <dd>
            {customer.email ?? '—'}
            {customer.email_verified ? ' ✓' : ''}
          </dd>
          <dt className="text-ink-muted">Phone</dt>
          <dd>{customer.phone ?? '—'}</dd>
          <dt className="text-ink-muted">Wallet</dt>
          <dd>{wallets.map((w) => money(w.available)).join(', ') || '—'}</dd>
          <dt className="text-ink-muted">Customer since</dt>
          <dd>{customer.created_at.slice(0, 10)}</dd>
        </dl>
      </Card>
      <CustomerActivity overview={overview.data} />
      <Card title="Notes">
        {can(me, 'customers.note') ? (
          <form
            className="mb-4 flex flex-col gap-2 md:flex-row md:items-end"
            onSubmit={(event: FormEvent<HTMLFormElement>) => {
              event.preventDefault();
              const form = event.currentTarget;
              note.mutate(String(new FormData(form).get('text')), {
                onSuccess: () => form.reset(),
              });
            }}
          >
            <div className="flex-1">
              <Field label="Add a note for other staff" name="text" required maxLength={2000} />
            </div>
            <Button type="submit" disabled={note.isPending}>
              Save note
            </Button>
          </form>
        ) : null}
        {note.error ? <Notice tone="error">{note.error.message}</Notice> : null}
        <ul className="flex flex-col gap-2 text-sm">
          {notes.map((n) => (
            <li key={n.id}>
              <span className="text-ink-muted">
                {n.created_at.slice(0, 16).replace('T', ' ')} · {n.author_email}:
              </span>{' '}
              {n.text}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
