'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { age, Button, Card, Empty, Field, Notice, PageTitle } from '@/components/ui';
import { can, useMe } from '@/lib/me';
import { must, staffApi, type StaffError } from '@/lib/staff-api';

const INQUIRIES = '/api/support/admin/v1/support-inquiries';

/** The API records the signed-in staff member as who is looking. */
function Impersonate() {
  const start = useMutation<
    { redeem_url: string; expires_at: string },
    StaffError,
    { customerId: number; reason: string }
  >({
    mutationFn: async ({ customerId, reason }) =>
      (
        await must(
          staffApi.POST('/api/user/admin/impersonate/v1/sessions', {
            body: { customer_id: customerId, reason },
          }),
        )
      ).data,
  });
  return (
    <Card title="See the shop as a customer (read-only)">
      <form
        className="grid grid-cols-1 gap-3 md:grid-cols-[10rem_1fr_auto] md:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          start.mutate({
            customerId: Number(form.get('customer')),
            reason: String(form.get('reason')),
          });
        }}
      >
        <Field
          label="Customer id"
          name="customer"
          type="number"
          min={1}
          required
          inputMode="numeric"
        />
        <Field
          label="Why (the customer can see this)"
          name="reason"
          required
          minLength={5}
          maxLength={300}
        />
        <Button type="submit" disabled={start.isPending}>
          Get a link
        </Button>
      </form>
      {start.error ? (
        <div className="mt-3">
          <Notice tone="error">{start.error.message}</Notice>
        </div>
      ) : null}
      {start.data ? (
        <div className="mt-3">
          <Notice tone="success">
            Open this link in a private window within 5 minutes; nothing can be changed in that
            session:{' '}
            <a
              className="break-all font-semibold underline"
              href={start.data.redeem_url}
              data-testid="impersonation-link"
            >
              {start.data.redeem_url}
            </a>
          </Notice>
        </div>
      ) : null}
    </Card>
  );
}

export default function SupportPage() {
  const me = useMe();
  const queryClient = useQueryClient();
  const open = useQuery({
    queryKey: ['inquiries', 'open'],
    queryFn: () =>
      must(staffApi.GET(INQUIRIES, { params: { query: { status: 'open', per_page: 50 } } })),
  });
  const handle = useMutation<unknown, StaffError, { id: number; note: string }>({
    mutationFn: ({ id, note }) =>
      must(staffApi.PUT(`${INQUIRIES}/{id}/handle`, { params: { path: { id } }, body: { note } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['inquiries'] }),
  });

  return (
    <>
      <PageTitle description="Answer what customers wrote, and look at their account as they see it.">
        Support
      </PageTitle>
      <div className="flex flex-col gap-6">
        {can(me, 'support.impersonate') ? <Impersonate /> : null}
        <Card title="Messages waiting">
          {handle.error ? <Notice tone="error">{handle.error.message}</Notice> : null}
          {open.data?.data.length ? (
            <ul className="divide-y divide-slate-200">
              {open.data.data.map((inquiry) => (
                <li key={inquiry.id} className="flex flex-col gap-2 py-4">
                  <p className="font-semibold">
                    {inquiry.name} · {inquiry.topic} · {age(inquiry.created_at)} ago
                  </p>
                  <p className="whitespace-pre-wrap text-sm">{inquiry.message}</p>
                  <form
                    className="flex flex-col gap-2 md:flex-row md:items-end"
                    onSubmit={(event) => {
                      event.preventDefault();
                      const note = String(new FormData(event.currentTarget).get('note'));
                      handle.mutate({ id: inquiry.id, note });
                    }}
                  >
                    <div className="flex-1">
                      <Field label="What you did" name="note" required maxLength={2000} />
                    </div>
                    <Button type="submit" disabled={handle.isPending}>
                      Mark handled
                    </Button>
                  </form>
                </li>
              ))}
            </ul>
          ) : (
            <Empty>{open.isPending ? 'Loading…' : 'No message is waiting.'}</Empty>
          )}
        </Card>
      </div>
    </>
  );
}
