'use client';

import { parseDecimalString, toDecimalString, money as moneyOf } from '@crossport/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useParams } from 'next/navigation';
import { useState } from 'react';
import { NoteActions, Photos, Timeline, type NoteAction } from '@/components/evidence';
import { Card, day, Empty, Field, money, Notice, PageTitle, statusLabel } from '@/components/ui';
import { DISPUTES } from '@/lib/claims';
import { can, useMe } from '@/lib/me';
import { must, staffApi, type StaffError } from '@/lib/staff-api';

type Move = 'review' | 'request-evidence' | 'reject' | 'reopen';
type Decision = { move: Move; note: string } | { move: 'accept'; note: string; amount: number };

const SAID: Record<Decision['move'], string> = {
  review: 'Taken under review.',
  'request-evidence': 'The customer is asked for more evidence.',
  accept: 'Accepted: the refund is in the customer’s wallet.',
  reject: 'Rejected; the customer reads your reason.',
  reopen: 'Reopened: under review again.',
};

function decide(id: number, decision: Decision) {
  const path = { params: { path: { id } } };
  const body = { note: decision.note };
  switch (decision.move) {
    case 'accept':
      return must(
        staffApi.PUT(`${DISPUTES}/{id}/accept`, {
          ...path,
          body: { ...body, amount: decision.amount },
        }),
      );
    case 'review':
      return must(staffApi.PUT(`${DISPUTES}/{id}/review`, { ...path, body }));
    case 'request-evidence':
      return must(staffApi.PUT(`${DISPUTES}/{id}/request-evidence`, { ...path, body }));
    case 'reject':
      return must(staffApi.PUT(`${DISPUTES}/{id}/reject`, { ...path, body }));
    case 'reopen':
      return must(staffApi.PUT(`${DISPUTES}/{id}/reopen`, { ...path, body }));
  }
}

/** One dispute: what the customer says and showed, its history, and staff's decision. */
export default function DisputePage() {
  const id = Number(useParams<{ id: string }>().id);
  const me = useMe();
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<string | null>(null);
  const dispute = useQuery({
    queryKey: ['dispute', id],
    queryFn: async () =>
      (await must(staffApi.GET(`${DISPUTES}/{id}`, { params: { path: { id } } }))).data,
  });
  const move = useMutation<unknown, StaffError, Decision>({
    mutationFn: (decision) => decide(id, decision),
    onSuccess: (_data, decision) => {
      setSaid(SAID[decision.move]);
      void queryClient.invalidateQueries({ queryKey: ['dispute', id] });
      void queryClient.invalidateQueries({ queryKey: ['disputes'] });
    },
  });

  if (!dispute.data) {
    return <Empty>{dispute.isError ? dispute.error.message : 'Loading…'}</Empty>;
  }
  const d = dispute.data;
  const left = moneyOf(Math.max(0, d.paid.amount - d.refunded.amount), d.paid.currency);
  const photoUrl = (photoId: number) => `${DISPUTES}/${d.id}/photos/${photoId}`;
  const run = (decision: Decision) => {
    setSaid(null);
    return move.mutateAsync(decision);
  };
  const note = (m: Move) => (text: string) => run({ move: m, note: text });

  const decided = d.status === 'accepted' || d.status === 'rejected';
  const actions: NoteAction[] = decided
    ? [{ label: 'Reopen', run: note('reopen') }]
    : [
        ...(d.status === 'under_review'
          ? []
          : [{ label: 'Take under review', run: note('review') }]),
        ...(d.status === 'evidence_requested'
          ? []
          : [{ label: 'Ask for evidence', run: note('request-evidence') }]),
        ...(d.status === 'evidence_requested'
          ? []
          : [
              {
                label: 'Accept and refund',
                variant: 'primary' as const,
                run: (text: string, form: FormData) =>
                  run({
                    move: 'accept',
                    note: text,
                    amount: parseDecimalString(String(form.get('amount')), d.paid.currency).amount,
                  }),
              },
            ]),
        { label: 'Reject', variant: 'danger', run: note('reject') },
      ];

  return (
    <>
      <PageTitle
        description={`Dispute on buy product ${d.buy_product_id}, customer ${d.customer_id}.`}
      >
        {d.number} · {statusLabel(d.status)}
      </PageTitle>
      <div className="flex flex-col gap-4" data-testid="dispute">
        <Link className="text-sm text-brand-700 underline" href="/disputes">
          ← All disputes
        </Link>
        {said ? <Notice tone="success">{said}</Notice> : null}
        {move.error ? <Notice tone="error">{move.error.message}</Notice> : null}
        <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
          <Card title="What the customer says">
            <dl className="mb-4 grid grid-cols-2 gap-2 text-sm">
              <dt className="text-ink-muted">Reason</dt>
              <dd>{statusLabel(d.reason)}</dd>
              <dt className="text-ink-muted">Items affected</dt>
              <dd>{d.quantity}</dd>
              <dt className="text-ink-muted">Wants</dt>
              <dd>{d.requested_resolution}</dd>
              <dt className="text-ink-muted">Paid for them</dt>
              <dd>{money(d.paid)}</dd>
              <dt className="text-ink-muted">Refunded so far</dt>
              <dd>{money(d.refunded)}</dd>
              <dt className="text-ink-muted">Delivered</dt>
              <dd>{day(d.delivered_at)}</dd>
            </dl>
            <p className="mb-4 whitespace-pre-wrap text-sm" data-testid="dispute-description">
              {d.description}
            </p>
            <Photos urls={d.photo_ids.map(photoUrl)} label="Customer's photo" />
          </Card>
          <Card title="History">
            <Timeline events={d.timeline} photoUrl={photoUrl} />
          </Card>
        </div>
        {can(me, 'disputes.resolve') ? (
          <Card title="Decide">
            <NoteActions label="Note to the customer" actions={actions} pending={move.isPending}>
              {decided || d.status === 'evidence_requested' ? null : (
                <div className="md:w-64">
                  <Field
                    label={`Refund (${d.paid.currency}), at most ${money(left)}`}
                    name="amount"
                    inputMode="decimal"
                    pattern="\d+(\.\d{1,2})?"
                    defaultValue={toDecimalString(left)}
                    hint="0 for a replacement instead of money"
                  />
                </div>
              )}
            </NoteActions>
          </Card>
        ) : null}
      </div>
    </>
  );
}
