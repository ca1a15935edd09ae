'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DataTable, type TableColumn } from '@/components/data-table';
import { PhotoInput, uploadPhoto } from '@/components/receive-form';
import { StateTabs } from '@/components/state-tabs';
import { age, Button, Card, ErrorNotice, Field, money, PageTitle } from '@/components/ui';
import { useWorkItem, WorkArea } from '@/components/work-item';
import { can, useMe } from '@/lib/me';
import { useFilteredList } from '@/lib/paged-list';
import { must, staffApi, type StaffError } from '@/lib/staff-api';

const BASE = '/api/shipping-core/admin/shipment/v1/parcel-requests';
type State = 'open' | 'done' | 'declined';
const STATES: { state: State; label: string }[] = [
  { state: 'open', label: 'To do' },
  { state: 'done', label: 'Done' },
  { state: 'declined', label: 'Declined' },
];

async function load(status: State, page: number, perPage: number) {
  return must(staffApi.GET(BASE, { params: { query: { status, page, per_page: perPage } } }));
}
type Request = Awaited<ReturnType<typeof load>>['data'][number];

/** Few, dense columns, so "Answer" stays in view on a 768 px tablet. */
const columns: TableColumn<Request>[] = [
  {
    id: 'number',
    header: 'Request',
    value: (r) => r.number,
    cell: (c) => (
      <span className="whitespace-nowrap">
        {c.row.original.number}
        <br />
        <span className="text-ink-muted">waiting {age(c.row.original.created_at)}</span>
      </span>
    ),
  },
  {
    id: 'parcel',
    header: 'Parcel',
    value: (r) => `${r.parcel_number} (customer #${r.customer_id})`,
    cell: (c) => (
      <span className="whitespace-nowrap">
        {c.row.original.parcel_number}
        <br />
        <span className="text-ink-muted">customer #{c.row.original.customer_id}</span>
      </span>
    ),
  },
  {
    id: 'asked',
    header: 'Asked for',
    value: (r) => `${r.name} (${money(r.price)})${r.customer_note ? `: ${r.customer_note}` : ''}`,
    cell: (c) => (
      <span className="block min-w-40">
        {c.row.original.name} · {money(c.row.original.price)}
        {c.row.original.customer_note ? (
          <>
            <br />
            <span className="text-ink-muted">“{c.row.original.customer_note}”</span>
          </>
        ) : null}
      </span>
    ),
  },
  { id: 'answer', header: 'Our answer', value: (r) => r.staff_note },
];

interface Answer {
  outcome: 'done' | 'declined';
  form: FormData;
}

/** Answer one request: what was done (or why not), new photos, a corrected measurement. */
function AnswerForm({ request, onDone }: { request: Request; onDone: (said: string) => void }) {
  const measures = request.kind === 'report_error';
  const answer = useMutation<unknown, StaffError, Answer>({
    mutationFn: async ({ outcome, form }) => {
      const photos = form
        .getAll('photos')
        .filter((f): f is File => f instanceof File && f.size > 0);
      const photoIds = [];
      for (const photo of photos) photoIds.push(await uploadPhoto(request.customer_id, photo));
      const number = (name: string) => Number(form.get(name));
      const measurement =
        measures && outcome === 'done' && form.get('weight')
          ? {
              weight_grams: number('weight'),
              length_cm: number('length'),
              width_cm: number('width'),
              height_cm: number('height'),
            }
          : undefined;
      return must(
        staffApi.PUT(`${BASE}/{id}`, {
          params: { path: { id: request.id } },
          body: {
            outcome,
            note: String(form.get('note') ?? ''),
            photo_ids: photoIds,
            ...(measurement ? { measurement } : {}),
          },
        }),
      );
    },
    onSuccess: (_data, { outcome }) =>
      onDone(`${request.number} ${outcome}: the customer sees your note.`),
  });

  return (
    <form
      className="flex flex-col gap-4"
      data-testid="answer-form"
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        answer.mutate({
          outcome: submitter?.value === 'declined' ? 'declined' : 'done',
          form: new FormData(event.currentTarget),
        });
      }}
    >
      <Field
        label="What was done, or why not (the customer sees it)"
        name="note"
        required
        maxLength={1000}
      />
      {measures ? (
        <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
          <Field label="Weight (g)" name="weight" type="number" min={1} max={100000} />
          <Field label="Length (cm)" name="length" type="number" min={1} max={300} />
          <Field label="Width (cm)" name="width" type="number" min={1} max={300} />
          <Field label="Height (cm)" name="height" type="number" min={1} max={300} />
        </div>
      ) : null}
      <PhotoInput label="New photos (optional)" />
      <ErrorNotice error={answer.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" value="done" disabled={answer.isPending}>
          Done
        </Button>
        <Button type="submit" value="declined" variant="danger" disabled={answer.isPending}>
          Decline
        </Button>
      </div>
    </form>
  );
}

/** Special requests on parcels at the warehouse: photos, checks, repacking, … */
export default function ParcelRequestsPage() {
  const me = useMe();
  const queryClient = useQueryClient();
  const work = useWorkItem<Request>();
  const list = useFilteredList('parcel-requests', 'open' as State, load);
  const mayAnswer = can(me, 'parcels.requests') && list.filter === 'open';

  return (
    <>
      <PageTitle description="What customers asked the warehouse to do with a parcel, oldest first.">
        Parcel requests
      </PageTitle>
      <div className="flex flex-col gap-4">
        <StateTabs
          states={STATES}
          current={list.filter}
          onChange={(state) => {
            work.close();
            list.setFilter(state);
          }}
        />
        <WorkArea
          work={work}
          title={(row) => `${row.number}: ${row.name} on ${row.parcel_number}`}
          form={(row) => (
            <AnswerForm
              key={row.id}
              request={row}
              onDone={(text) => {
                work.done(text);
                void queryClient.invalidateQueries({ queryKey: ['parcel-requests'] });
              }}
            />
          )}
        />
        <Card title={`${STATES.find((s) => s.state === list.filter)!.label} · ${list.table.total}`}>
          <DataTable
            {...list.table}
            columns={
              mayAnswer ? [...columns, work.column('Answer', (r) => r.number, true)] : columns
            }
            empty="No request in this state."
            testId="parcel-requests"
            exportName={`parcel-requests-${list.filter}.csv`}
            rowKey={(r) => String(r.id)}
          />
        </Card>
      </div>
    </>
  );
}
