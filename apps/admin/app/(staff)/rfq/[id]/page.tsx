'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useParams } from 'next/navigation';
import { useState } from 'react';
import { Photos, Timeline } from '@/components/evidence';
import { ReasonForm } from '@/components/reason-form';
import { QuoteForm, type QuoteBody } from '@/components/rfq-quote-form';
import { Button, Card, day, Empty, money, Notice, PageTitle, statusLabel } from '@/components/ui';
import { can, useMe } from '@/lib/me';
import { RFQ } from '@/lib/rfq';
import { must, staffApi, type StaffError } from '@/lib/staff-api';

type Action =
  | { kind: 'quote'; body: QuoteBody }
  | { kind: 'decline'; reason: string }
  | { kind: 'withdraw'; quoteId: number };

const SAID: Record<Action['kind'], string> = {
  quote: 'Quote sent: the customer is told by email and in the app.',
  decline: 'Request declined; the customer reads your reason.',
  withdraw: 'Quote withdrawn; it can no longer be ordered.',
};

function act(id: number, action: Action) {
  switch (action.kind) {
    case 'quote':
      return must(
        staffApi.POST(`${RFQ}/requests/{id}/quotes`, {
          params: { path: { id } },
          body: action.body,
        }),
      );
    case 'decline':
      return must(
        staffApi.POST(`${RFQ}/requests/{id}/decline`, {
          params: { path: { id } },
          body: { reason: action.reason },
        }),
      );
    case 'withdraw':
      return must(
        staffApi.POST(`${RFQ}/quotes/{id}/withdraw`, { params: { path: { id: action.quoteId } } }),
      );
  }
}

/** One request for quotation: what the customer wants, our quotes, and a new quote or a no. */
export default function RfqRequestPage() {
  const id = Number(useParams<{ id: string }>().id);
  const me = useMe();
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<string | null>(null);
  const request = useQuery({
    queryKey: ['rfq-request', id],
    queryFn: async () =>
      (await must(staffApi.GET(`${RFQ}/requests/{id}`, { params: { path: { id } } }))).data,
  });
  const mutation = useMutation<unknown, StaffError, Action>({
    mutationFn: (action) => act(id, action),
    onMutate: () => setSaid(null),
    onSuccess: (_data, action) => {
      setSaid(SAID[action.kind]);
      void queryClient.invalidateQueries({ queryKey: ['rfq-request', id] });
      void queryClient.invalidateQueries({ queryKey: ['rfq-requests'] });
    },
  });

  if (!request.data) {
    return <Empty>{request.isError ? request.error.message : 'Loading…'}</Empty>;
  }
  const r = request.data;
  const quotes = can(me, 'rfq.quote');
  const open = r.status === 'submitted' || r.status === 'quoted';

  return (
    <>
      <PageTitle description={`Customer ${r.customer_id} · asked ${day(r.created_at)}`}>
        {r.number} · {statusLabel(r.status)}
      </PageTitle>
      <div className="flex flex-col gap-4" data-testid="rfq-request">
        <Link className="text-sm text-brand-700 underline" href="/rfq">
          ← All requests
        </Link>
        {said ? <Notice tone="success">{said}</Notice> : null}
        {mutation.error ? <Notice tone="error">{mutation.error.message}</Notice> : null}
        <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
          <Card title={r.product_name}>
            <dl className="mb-4 grid grid-cols-2 gap-2 text-sm">
              <dt className="text-ink-muted">Pieces</dt>
              <dd>{r.quantity}</dd>
              <dt className="text-ink-muted">Hopes to pay (each)</dt>
              <dd>{money(r.target_price)}</dd>
              <dt className="text-ink-muted">Deliver to</dt>
              <dd>
                {r.region_code} (quotes in {r.currency})
              </dd>
              <dt className="text-ink-muted">Quote by</dt>
              <dd>{day(r.deadline)}</dd>
              {r.product_url ? (
                <>
                  <dt className="text-ink-muted">Link</dt>
                  <dd>
                    <a
                      className="break-all text-brand-700 underline"
                      href={r.product_url}
                      target="_blank"
                      rel="noreferrer"
                    >
                      {r.product_url}
                    </a>
                  </dd>
                </>
              ) : null}
            </dl>
            <p className="mb-4 whitespace-pre-wrap text-sm" data-testid="rfq-specifications">
              {r.specifications || 'No further details.'}
            </p>
            <Photos
              urls={r.image_ids.map((image) => `${RFQ}/requests/${r.id}/images/${image}`)}
              label="Customer's picture"
            />
            {r.decline_reason ? <p className="mt-3 text-sm">Declined: {r.decline_reason}</p> : null}
          </Card>
          <Card title={`Quotes (${r.quotes.length})`}>
            {r.quotes.length === 0 ? <Empty>No quote yet.</Empty> : null}
            <ul className="flex flex-col divide-y divide-slate-200" data-testid="rfq-quotes">
              {r.quotes.map((quote) => (
                <li key={quote.id} className="flex flex-col gap-1 py-3 text-sm">
                  <p className="font-semibold">
                    {quote.tiers
                      .map((t) => `${money(t.unit_price)} each from ${t.min_quantity}`)
                      .join(' · ')}
                  </p>
                  <p className="text-ink-muted">
                    MOQ {quote.moq} · shipping about {money(quote.shipping_estimate)} ·{' '}
                    {quote.unit_weight_grams} g each · from {quote.source_site} · valid until{' '}
                    {day(quote.valid_until)} · {quote.expired ? 'expired' : quote.status}
                  </p>
                  {quote.note ? <p>{quote.note}</p> : null}
                  {quotes && quote.status === 'open' && !quote.expired ? (
                    <div>
                      <Button
                        variant="secondary"
                        disabled={mutation.isPending}
                        onClick={() => mutation.mutate({ kind: 'withdraw', quoteId: quote.id })}
                      >
                        Withdraw
                      </Button>
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
            <h3 className="mt-4 mb-2 font-semibold">History</h3>
            <Timeline events={r.timeline} />
          </Card>
        </div>
        {quotes && open ? (
          <>
            <Card title="Send a quote">
              <QuoteForm
                request={r}
                pending={mutation.isPending}
                onQuote={(body) => mutation.mutateAsync({ kind: 'quote', body })}
              />
            </Card>
            <Card title="Decline">
              <ReasonForm
                label="Why we cannot source it (the customer reads it)"
                action="Decline request"
                maxLength={1000}
                pending={mutation.isPending}
                onReason={(reason) => mutation.mutate({ kind: 'decline', reason })}
              />
            </Card>
          </>
        ) : null}
      </div>
    </>
  );
}
