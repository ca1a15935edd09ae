'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useParams } from 'next/navigation';
import { useState } from 'react';
import { NoteActions, Photos, Timeline, type NoteAction } from '@/components/evidence';
import { Card, day, Empty, Notice, PageTitle, statusLabel } from '@/components/ui';
import { CLAIMS } from '@/lib/claims';
import { can, useMe } from '@/lib/me';
import { must, staffApi, type StaffError } from '@/lib/staff-api';

type To = 'under_review' | 'accepted' | 'rejected';

/** One claim: the customer's words, photos and unboxing video, its history, and the decision. */
export default function ClaimPage() {
  const id = Number(useParams<{ id: string }>().id);
  const me = useMe();
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<string | null>(null);
  const claim = useQuery({
    queryKey: ['claim', id],
    queryFn: async () =>
      (await must(staffApi.GET(`${CLAIMS}/{id}`, { params: { path: { id } } }))).data,
  });
  const review = useMutation<unknown, StaffError, { to: To; note: string }>({
    mutationFn: (body) =>
      must(staffApi.PUT(`${CLAIMS}/{id}/review`, { params: { path: { id } }, body })),
    onSuccess: (_data, { to }) => {
      setSaid(`The claim is ${statusLabel(to)}; the customer reads your note.`);
      void queryClient.invalidateQueries({ queryKey: ['claim', id] });
      void queryClient.invalidateQueries({ queryKey: ['claims'] });
    },
  });

  if (!claim.data) return <Empty>{claim.isError ? claim.error.message : 'Loading…'}</Empty>;
  const c = claim.data;
  const fileUrl = (assetId: number) => `${CLAIMS}/${c.id}/photos/${assetId}`;
  const to = (target: To) => (note: string) => {
    setSaid(null);
    return review.mutateAsync({ to: target, note });
  };
  const decided = c.status === 'accepted' || c.status === 'rejected';
  const actions: NoteAction[] = [
    ...(c.status === 'under_review'
      ? []
      : [{ label: 'Take under review', run: to('under_review') }]),
    ...(c.status === 'evidence_requested'
      ? []
      : [{ label: 'Accept', variant: 'primary' as const, run: to('accepted') }]),
    { label: 'Reject', variant: 'danger', run: to('rejected') },
  ];

  return (
    <>
      <PageTitle
        description={`Claim on ${c.subject_type === 'buy_product' ? 'buy product' : 'parcel'} ${c.subject_id}, customer ${c.customer_id}.`}
      >
        {c.number} · {statusLabel(c.status)}
      </PageTitle>
      <div className="flex flex-col gap-4" data-testid="claim">
        <Link className="text-sm text-brand-700 underline" href="/claims">
          ← All claims
        </Link>
        {said ? <Notice tone="success">{said}</Notice> : null}
        {review.error ? <Notice tone="error">{review.error.message}</Notice> : null}
        <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
          <Card title="What the customer says">
            <p className="mb-2 text-sm text-ink-muted">
              {statusLabel(c.reason)} · delivered {day(c.delivered_at)}
            </p>
            <p className="mb-4 whitespace-pre-wrap text-sm">{c.description}</p>
            <Photos urls={c.photo_ids.map(fileUrl)} label="Customer's photo" />
            {c.video_id ? (
              <a
                className="mt-3 inline-block text-sm text-brand-700 underline"
                href={fileUrl(c.video_id)}
              >
                Download the unboxing video
              </a>
            ) : null}
          </Card>
          <Card title="History">
            <Timeline events={c.timeline} />
          </Card>
        </div>
        {can(me, 'claims.review') && !decided ? (
          <Card title="Decide">
            <NoteActions
              label="Note to the customer"
              actions={actions}
              pending={review.isPending}
            />
          </Card>
        ) : null}
      </div>
    </>
  );
}
