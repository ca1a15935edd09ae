'use client';

import type { staffPaths } from '@crossport/api-client/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type TableColumn } from '@/components/data-table';
import { customerColumn } from '@/components/queue-table';
import { ReasonForm } from '@/components/reason-form';
import { age, Button, Card, money, Notice, PageTitle, Select, statusLabel } from '@/components/ui';
import { can, useMe } from '@/lib/me';
import { usePagedList } from '@/lib/paged-list';
import { must, staffApi, type StaffError } from '@/lib/staff-api';

const BASE = '/api/wallet/admin/wallet/v1/payout-requests';
const PER_PAGE = 25;

type Status = NonNullable<
  NonNullable<staffPaths[typeof BASE]['get']['parameters']['query']>['status']
>;
const STATUSES = [
  { value: 'pending', label: 'To approve' },
  { value: 'approved', label: 'To complete (approved, not yet paid)' },
  { value: 'completed', label: 'Completed' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'cancelled', label: 'Cancelled by the customer' },
  { value: '', label: 'All' },
] as const satisfies readonly { value: Status | ''; label: string }[];

async function load(status: Status | '', page: number, perPage: number) {
  return must(
    staffApi.GET(BASE, {
      params: { query: { page, per_page: perPage, ...(status ? { status } : {}) } },
    }),
  );
}
type Payout = Awaited<ReturnType<typeof load>>['data'][number];
type Move = 'approve' | 'complete' | 'reject';

const METHOD: Record<Payout['gateway'], string> = { bkash: 'bKash', bank_transfer: 'Bank' };

const account = (p: Payout) => `${METHOD[p.gateway]} · ${Object.values(p.account).join(' · ')}`;

const details: TableColumn<Payout>[] = [
  { id: 'number', header: 'Request', value: (p) => `#${p.id}` },
  customerColumn(),
  {
    id: 'amount',
    header: 'Amount',
    value: (p) => `${money(p.amount)} (send ${money(p.receivable)})`,
    cell: (c) => (
      <span className="whitespace-nowrap">
        {money(c.row.original.amount)}
        <span className="block text-xs text-ink-muted">
          send {money(c.row.original.receivable)}
        </span>
      </span>
    ),
  },
  {
    id: 'account',
    header: 'Pay to',
    value: account,
    cell: (c) => <span className="break-words">{account(c.row.original)}</span>,
  },
  { id: 'status', header: 'Status', value: (p) => statusLabel(p.status) },
  { id: 'reference', header: 'Reference', value: (p) => p.transfer_reference ?? '' },
  { id: 'age', header: 'Waiting', value: (p) => age(p.created_at) },
];

/** The list's columns; the actions only where a request can still move. */
const columns = (
  status: Status | '',
  act: (payout: Payout, move: Move) => void,
  deciding: boolean,
): TableColumn<Payout>[] =>
  status !== '' && status !== 'pending' && status !== 'approved'
    ? details
    : [
        ...details,
        {
          id: 'actions',
          header: 'Actions',
          enableSorting: false,
          pinned: true,
          cell: (c) => {
            const payout = c.row.original;
            if (payout.status !== 'pending' && payout.status !== 'approved') return null;
            return (
              <div className="flex gap-2">
                {payout.status === 'pending' ? (
                  <Button disabled={deciding} onClick={() => act(payout, 'approve')}>
                    Approve
                  </Button>
                ) : (
                  <Button disabled={deciding} onClick={() => act(payout, 'complete')}>
                    Mark paid…
                  </Button>
                )}
                <Button
                  variant="secondary"
                  disabled={deciding}
                  onClick={() => act(payout, 'reject')}
                >
                  Reject…
                </Button>
              </div>
            );
          },
        },
      ];

/** Finance pays customers' wallet money out: approve, send it, then record it paid. */
export default function PayoutsPage() {
  const me = useMe();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status | ''>('pending');
  const [rejecting, setRejecting] = useState<Payout | null>(null);
  const [paying, setPaying] = useState<Payout | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const list = usePagedList({ key: 'payouts', filter: status, perPage: PER_PAGE, load });

  const decide = useMutation<unknown, StaffError, { id: number; move: Move; reason?: string }>({
    mutationFn: ({ id, move, reason }) =>
      move === 'reject'
        ? must(
            staffApi.POST(`${BASE}/{id}/reject`, {
              params: { path: { id } },
              body: { reason: reason ?? '' },
            }),
          )
        : move === 'approve'
          ? must(staffApi.POST(`${BASE}/{id}/approve`, { params: { path: { id } } }))
          : must(
              staffApi.POST(`${BASE}/{id}/complete`, {
                params: { path: { id } },
                body: { reference: reason ?? '' },
              }),
            ),
    onSuccess: (_data, { id, move }) => {
      setRejecting(null);
      setPaying(null);
      setSaid(
        {
          approve: `Payout #${id} approved: send the money, then mark it paid.`,
          complete: `Payout #${id} is paid; the customer sees it completed.`,
          reject: `Payout #${id} rejected; the amount is back in the customer's wallet.`,
        }[move],
      );
      void queryClient.invalidateQueries({ queryKey: ['payouts'] });
    },
  });
  const decides = can(me, 'payouts.decide');

  return (
    <>
      <PageTitle description="Customers asking for their wallet money: approve, send it to the account, then mark it paid.">
        Payouts
      </PageTitle>
      <div className="flex flex-col gap-4">
        {said ? <Notice tone="success">{said}</Notice> : null}
        {decide.error ? <Notice tone="error">{decide.error.message}</Notice> : null}
        <Card>
          <div className="md:w-80">
            <Select
              label="Show"
              name="status"
              value={status}
              options={STATUSES}
              onChange={(event) => setStatus(event.target.value as Status | '')}
            />
          </div>
        </Card>
        {paying ? (
          <Card title={`Mark payout #${paying.id} paid · send ${money(paying.receivable)}`}>
            <ReasonForm
              label="Transfer reference (bKash trxID or bank reference)"
              action="Mark paid"
              variant="primary"
              maxLength={64}
              pending={decide.isPending}
              onReason={(reference) =>
                decide.mutate({ id: paying.id, move: 'complete', reason: reference })
              }
            >
              <Button type="button" variant="secondary" onClick={() => setPaying(null)}>
                Not yet
              </Button>
            </ReasonForm>
          </Card>
        ) : null}
        {rejecting ? (
          <Card title={`Reject payout #${rejecting.id} · ${money(rejecting.amount)}`}>
            <ReasonForm
              label="Reason (the customer reads it)"
              action="Reject payout"
              maxLength={500}
              pending={decide.isPending}
              onReason={(reason) => decide.mutate({ id: rejecting.id, move: 'reject', reason })}
            >
              <Button type="button" variant="secondary" onClick={() => setRejecting(null)}>
                Keep it
              </Button>
            </ReasonForm>
          </Card>
        ) : null}
        <Card title={`${list.total} payout requests`}>
          <DataTable
            columns={columns(
              status,
              (payout, move) => {
                setSaid(null);
                if (move === 'reject') setRejecting(payout);
                else if (move === 'complete') setPaying(payout);
                else decide.mutate({ id: payout.id, move });
              },
              decide.isPending || !decides,
            )}
            rows={list.rows}
            total={list.total}
            page={list.page}
            perPage={PER_PAGE}
            onPage={list.setPage}
            loading={list.loading}
            empty="No payout request in this state."
            testId="payouts"
            rowKey={(payout) => String(payout.id)}
            exportRows={list.exportRows}
            exportName="payouts.csv"
          />
        </Card>
      </div>
    </>
  );
}
