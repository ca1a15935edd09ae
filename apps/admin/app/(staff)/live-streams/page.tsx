'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type TableColumn } from '@/components/data-table';
import { STREAM_STATUSES, STREAMS, StreamForm, type StreamStatus } from '@/components/stream-form';
import { StreamLineup } from '@/components/stream-lineup';
import { Badge, Button, Card, Notice, PageTitle, Select, when } from '@/components/ui';
import { can, useMe } from '@/lib/me';
import { must, staffApi, type StaffError } from '@/lib/staff-api';

const PER_PAGE = 12;
const TONE = { live: 'good', scheduled: 'wait', replay: 'off' } as const;

async function load(status: StreamStatus | undefined, page: number) {
  return must(
    staffApi.GET(STREAMS, { params: { query: { page, ...(status ? { status } : {}) } } }),
  );
}
type Stream = Awaited<ReturnType<typeof load>>['data'][number];

/** Moves a stream to another status: live now, scheduled, or a replay once it has ended. */
function StatusButtons({ stream, onDone }: { stream: Stream; onDone: (message: string) => void }) {
  const queryClient = useQueryClient();
  const move = useMutation<Stream, StaffError, StreamStatus>({
    mutationFn: async (status) =>
      (
        await must(
          staffApi.PUT(`${STREAMS}/{id}/status`, {
            params: { path: { id: stream.id } },
            body: { status },
          }),
        )
      ).data,
    onSuccess: (moved) => {
      void queryClient.invalidateQueries({ queryKey: ['streams'] });
      onDone(`${moved.title} is now ${moved.status}.`);
    },
  });
  return (
    <span className="flex flex-wrap gap-1">
      {move.isError ? (
        <span role="alert" className="basis-full text-sm text-red-700">
          {move.error.message}
        </span>
      ) : null}
      {STREAM_STATUSES.filter((status) => status !== stream.status).map((status) => (
        <Button
          key={status}
          variant="secondary"
          disabled={move.isPending}
          aria-label={`Move ${stream.title} to ${status}`}
          onClick={() => move.mutate(status)}
        >
          {status === 'replay' ? 'End: replay' : status === 'live' ? 'Go live' : 'Schedule'}
        </Button>
      ))}
    </span>
  );
}

/** Live-stream shopping (docs/live-streams.md): every stream; publish one; change its status. */
export default function LiveStreamsPage() {
  const me = useMe();
  const [status, setStatus] = useState<StreamStatus | undefined>();
  const [page, setPage] = useState(1);
  const [done, setDone] = useState('');
  const [formKey, setFormKey] = useState(0);
  const streams = useQuery({
    queryKey: ['streams', status, page],
    queryFn: () => load(status, page),
    placeholderData: keepPreviousData,
  });
  const editable = can(me, 'streams.edit');
  const total = streams.data?.pagination.total ?? 0;

  const columns: TableColumn<Stream>[] = [
    { id: 'title', header: 'Title', value: (s) => s.title },
    { id: 'streamer', header: 'Streamer', value: (s) => s.streamer.name },
    { id: 'category', header: 'Category', value: (s) => s.category.name },
    {
      id: 'status',
      header: 'Status',
      value: (s) => s.status,
      // The moves sit with the status, so a tablet reaches them without scrolling the table.
      cell: ({ row }) => (
        <div className="flex flex-col items-start gap-1">
          <Badge tone={TONE[row.original.status]}>{row.original.status}</Badge>
          {editable ? <StatusButtons stream={row.original} onDone={setDone} /> : null}
        </div>
      ),
    },
    { id: 'started', header: 'Started', value: (s) => when(s.started_at) },
    { id: 'offers', header: 'Products', value: (s) => s.offer_count },
  ];

  return (
    <>
      <PageTitle description="Shopping streams on the shop's Live page: publish one with its products, move it live or to replay, and keep its streamers and categories.">
        Live streams
      </PageTitle>
      <div className="flex flex-col gap-4">
        {done ? <Notice tone="success">{done}</Notice> : null}
        <Card
          title={`${total} streams`}
          actions={
            <div className="w-48">
              <Select
                label="Status"
                value={status ?? ''}
                onChange={(e) => {
                  setPage(1);
                  setStatus((e.target.value || undefined) as StreamStatus | undefined);
                }}
                options={[
                  { value: '', label: 'Any' },
                  ...STREAM_STATUSES.map((s) => ({ value: s, label: s })),
                ]}
              />
            </div>
          }
        >
          <DataTable
            columns={columns}
            rows={streams.data?.data ?? []}
            total={total}
            page={page}
            perPage={PER_PAGE}
            onPage={setPage}
            loading={streams.isPending}
            empty={streams.isError ? streams.error.message : 'No streams for this filter.'}
            testId="streams-table"
            rowKey={(s) => String(s.id)}
          />
        </Card>
        {editable ? (
          <StreamForm
            key={formKey}
            onDone={(message) => {
              setDone(message);
              setFormKey((k) => k + 1);
            }}
          />
        ) : null}
        {editable ? <StreamLineup /> : null}
      </div>
    </>
  );
}
