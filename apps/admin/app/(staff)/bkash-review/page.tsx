'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type TableColumn } from '@/components/data-table';
import { customerColumn } from '@/components/queue-table';
import { ReasonForm } from '@/components/reason-form';
import { age, Button, Card, money, Notice, PageTitle, Select, when } from '@/components/ui';
import { can, useMe } from '@/lib/me';
import { usePagedList } from '@/lib/paged-list';
import { must, staffApi, type StaffError } from '@/lib/staff-api';

const BASE = '/api/payment/admin/payment/v1/payments';
const PER_PAGE = 25;

async function load(_filter: null, page: number, perPage: number) {
  return must(
    staffApi.GET(`${BASE}/needs-review`, { params: { query: { page, per_page: perPage } } }),
  );
}
type ToReview = Awaited<ReturnType<typeof load>>['data'][number];
type Ending = 'failed' | 'expired';

const ENDINGS = [
  { value: 'expired', label: 'Expired (never approved at bKash)' },
  { value: 'failed', label: 'Failed (bKash refused it)' },
] as const satisfies readonly { value: Ending; label: string }[];

const details: TableColumn<ToReview>[] = [
  { id: 'number', header: 'Payment', value: (p) => `#${p.id}` },
  customerColumn(),
  { id: 'total', header: 'Total at bKash', value: (p) => money(p.total) },
  { id: 'bkash', header: 'bKash paymentID', value: (p) => p.bkash?.payment_id ?? '' },
  {
    id: 'answer',
    header: 'bKash’s last answer',
    value: (p) => p.check.last_answer ?? '',
    cell: (c) => <span className="break-words">{c.row.original.check.last_answer ?? '—'}</span>,
  },
  { id: 'attempts', header: 'Failed checks', value: (p) => p.check.failed_attempts },
  { id: 'started', header: 'Started', value: (p) => when(p.created_at) },
  { id: 'waiting', header: 'Waiting', value: (p) => age(p.check.needs_review_since) },
];

/**
 * Finance's queue of bKash payments whose outcome bKash would not tell the reconciliation job
 * in time (docs/payments.md): ask bKash again, or close one after checking bKash's merchant
 * portal.
 */
export default function BkashReviewPage() {
  const me = useMe();
  const queryClient = useQueryClient();
  const [closing, setClosing] = useState<ToReview | null>(null);
  const [ending, setEnding] = useState<Ending>('expired');
  const [said, setSaid] = useState<string | null>(null);
  const list = usePagedList({ key: 'payments-to-review', filter: null, perPage: PER_PAGE, load });

  const act = useMutation<
    Awaited<ReturnType<typeof recheck>>,
    StaffError,
    { id: number; close?: { status: Ending; reason: string } }
  >({
    mutationFn: ({ id, close }) => (close ? closeOne(id, close) : recheck(id)),
    onSuccess: ({ data }, { close }) => {
      setClosing(null);
      setSaid(
        close
          ? `Payment #${data.id} closed as ${data.status}; the customer sees your reason.`
          : data.check.needs_review_since
            ? `Payment #${data.id}: bKash still gave no answer (${data.check.last_answer ?? 'none'}).`
            : `Payment #${data.id} checked: it is ${data.status} now (${data.check.last_answer ?? ''}).`,
      );
      void queryClient.invalidateQueries({ queryKey: ['payments-to-review'] });
    },
  });
  const decides = can(me, 'payments.decide');

  const columns: TableColumn<ToReview>[] = [
    ...details,
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      pinned: true,
      cell: (c) => (
        <div className="flex gap-2">
          <Button
            disabled={act.isPending || !decides}
            onClick={() => {
              setSaid(null);
              act.mutate({ id: c.row.original.id });
            }}
          >
            Check again
          </Button>
          <Button
            variant="secondary"
            disabled={act.isPending || !decides}
            onClick={() => {
              setSaid(null);
              setClosing(c.row.original);
            }}
          >
            Close…
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageTitle description="bKash payments whose outcome bKash did not tell us in time. Check bKash’s merchant portal, then check again or close them.">
        bKash payments to review
      </PageTitle>
      <div className="flex flex-col gap-4">
        {said ? <Notice tone="success">{said}</Notice> : null}
        {act.error ? <Notice tone="error">{act.error.message}</Notice> : null}
        {closing ? (
          <Card title={`Close payment #${closing.id} · ${money(closing.total)}`}>
            <div className="mb-3 md:w-96">
              <Select
                label="It ended"
                name="status"
                value={ending}
                options={ENDINGS}
                onChange={(event) => setEnding(event.target.value as Ending)}
              />
            </div>
            <ReasonForm
              label="What bKash’s merchant portal shows (the customer reads it)"
              action="Close payment"
              maxLength={500}
              pending={act.isPending}
              onReason={(reason) =>
                act.mutate({ id: closing.id, close: { status: ending, reason } })
              }
            >
              <Button type="button" variant="secondary" onClick={() => setClosing(null)}>
                Keep it
              </Button>
            </ReasonForm>
          </Card>
        ) : null}
        <Card title={`${list.total} bKash payments to review`}>
          <DataTable
            columns={columns}
            rows={list.rows}
            total={list.total}
            page={list.page}
            perPage={PER_PAGE}
            onPage={list.setPage}
            loading={list.loading}
            empty="No bKash payment waits for review."
            testId="bkash-review"
            rowKey={(payment) => String(payment.id)}
            exportRows={list.exportRows}
            exportName="bkash-payments-to-review.csv"
          />
        </Card>
      </div>
    </>
  );
}

function recheck(id: number) {
  return must(staffApi.POST(`${BASE}/{id}/recheck`, { params: { path: { id } } }));
}

function closeOne(id: number, body: { status: Ending; reason: string }) {
  return must(staffApi.POST(`${BASE}/{id}/close`, { params: { path: { id } }, body }));
}
