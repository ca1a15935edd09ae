'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { age, Button, Card, Empty, Field, Labelled, Notice, PageTitle } from '@/components/ui';
import type { staffComponents } from '@crossport/api-client/staff';
import { can, useMe } from '@/lib/me';
import { must, staffApi, type StaffError } from '@/lib/staff-api';

const INQUIRIES = '/api/support/admin/v1/support-inquiries';

type Inquiry = staffComponents['schemas']['SupportInquiry'];

/**
 * One waiting inquiry: its thread when there is more than the first message, a reply (the
 * customer sees it in their account and is notified; a signed-out sender is answered by email),
 * and "Mark handled" to close it.
 */
function InquiryItem({ inquiry }: { inquiry: Inquiry }) {
  const queryClient = useQueryClient();
  const hasThread = inquiry.last_activity_at !== inquiry.created_at;
  const thread = useQuery({
    queryKey: ['inquiries', inquiry.id],
    queryFn: () =>
      must(staffApi.GET(`${INQUIRIES}/{id}`, { params: { path: { id: inquiry.id } } })),
    enabled: hasThread,
  });
  const done = () => void queryClient.invalidateQueries({ queryKey: ['inquiries'] });
  const reply = useMutation<unknown, StaffError, { body: string }>({
    mutationFn: ({ body }) =>
      must(
        staffApi.POST(`${INQUIRIES}/{id}/messages`, {
          params: { path: { id: inquiry.id } },
          body: { body },
        }),
      ),
    onSuccess: done,
  });
  const handle = useMutation<unknown, StaffError, { note: string }>({
    mutationFn: ({ note }) =>
      must(
        staffApi.PUT(`${INQUIRIES}/{id}/handle`, {
          params: { path: { id: inquiry.id } },
          body: { note },
        }),
      ),
    onSuccess: done,
  });
  const messages = thread.data?.data.messages ?? [
    { author: 'customer' as const, body: inquiry.message, created_at: inquiry.created_at },
  ];
  const error = reply.error ?? handle.error;
  return (
    <li className="flex flex-col gap-2 py-4" data-testid="support-inquiry">
      <p className="font-semibold">
        #{inquiry.id} · {inquiry.name} · {inquiry.topic} · {age(inquiry.last_activity_at)} ago
        {inquiry.customer_id === null ? ' · not signed in (answer by email)' : ''}
      </p>
      <ol className="flex flex-col gap-2">
        {messages.map((message, index) => (
          <li
            key={`${message.created_at}-${index}`}
            className={`whitespace-pre-wrap rounded-md p-2 text-sm ${message.author === 'staff' ? 'bg-slate-100' : ''}`}
          >
            <span className="block text-xs text-ink-muted">
              {message.author === 'staff' ? 'Support' : 'Customer'} · {age(message.created_at)} ago
            </span>
            {message.body}
          </li>
        ))}
      </ol>
      {error ? <Notice tone="error">{error.message}</Notice> : null}
      {inquiry.customer_id !== null ? (
        <form
          className="flex flex-col gap-2 md:flex-row md:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            const form = event.currentTarget;
            const body = String(new FormData(form).get('reply'));
            reply.mutate({ body }, { onSuccess: () => form.reset() });
          }}
        >
          <div className="flex-1">
            <Labelled label="Reply (the customer sees it and is notified)">
              {(control) => (
                <textarea {...control} name="reply" required maxLength={4000} rows={3} />
              )}
            </Labelled>
          </div>
          <Button type="submit" disabled={reply.isPending}>
            Send reply
          </Button>
        </form>
      ) : null}
      <form
        className="flex flex-col gap-2 md:flex-row md:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const note = String(new FormData(event.currentTarget).get('note'));
          handle.mutate({ note });
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
  );
}

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
  const open = useQuery({
    queryKey: ['inquiries', 'open'],
    queryFn: () =>
      must(staffApi.GET(INQUIRIES, { params: { query: { status: 'open', per_page: 50 } } })),
  });
  return (
    <>
      <PageTitle description="Answer what customers wrote, and look at their account as they see it.">
        Support
      </PageTitle>
      <div className="flex flex-col gap-6">
        {can(me, 'support.impersonate') ? <Impersonate /> : null}
        <Card title="Messages waiting">
          {open.data?.data.length ? (
            <ul className="divide-y divide-slate-200">
              {open.data.data.map((inquiry) => (
                <InquiryItem key={inquiry.id} inquiry={inquiry} />
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
