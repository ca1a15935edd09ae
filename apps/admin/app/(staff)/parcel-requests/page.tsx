'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TableColumn } from '@/components/data-table';
import { numberColumn, QueueTable } from '@/components/queue-table';
import { PhotoInput, uploadPhoto } from '@/components/receive-form';
import { StateTabs } from '@/components/state-tabs';
import { Button, ErrorNotice, Field, labelFor, money, PageTitle } from '@/components/ui';
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
  numberColumn('Request'),
  { id: 'parcel', header: 'Parcel', value: (r) => r.parcel_number },
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

/** The API splits a parcel into two to five. */
const MAX_PARTS = 5;

/** What is measured, with the API's limits (the largest parcel and side we ship). */
const MEASURES = [
  { name: 'weight', label: 'Weight (g)', max: 100_000 },
  { name: 'length', label: 'Length (cm)', max: 300 },
  { name: 'width', label: 'Width (cm)', max: 300 },
  { name: 'height', label: 'Height (cm)', max: 300 },
] as const;

/** Weight and size as weighed; `part` names them when a split has several. */
function MeasureFields({ prefix = '', part }: { prefix?: string; part?: number }) {
  // A split's parts must be weighed; a corrected measurement is optional.
  const required = part !== undefined;
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {MEASURES.map(({ name, label, max }) => (
        <Field
          key={name}
          label={part ? labelFor(label, `of parcel ${part}`) : label}
          name={`${prefix}${name}`}
          type="number"
          min={1}
          max={max}
          required={required}
        />
      ))}
    </div>
  );
}

interface Answer {
  outcome: 'done' | 'declined';
  form: FormData;
}

/** Answer one request: what was done (or why not), new photos, a corrected measurement. */
function AnswerForm({ request, onDone }: { request: Request; onDone: (said: string) => void }) {
  const measures = request.kind === 'report_error';
  const splits = request.kind === 'split';
  const [parts, setParts] = useState(2);
  const answer = useMutation<unknown, StaffError, Answer>({
    mutationFn: async ({ outcome, form }) => {
      const photos = form
        .getAll('photos')
        .filter((f): f is File => f instanceof File && f.size > 0);
      const photoIds = [];
      for (const photo of photos) photoIds.push(await uploadPhoto(request.customer_id, photo));
      const measured = (prefix: string) => ({
        weight_grams: Number(form.get(`${prefix}weight`)),
        length_cm: Number(form.get(`${prefix}length`)),
        width_cm: Number(form.get(`${prefix}width`)),
        height_cm: Number(form.get(`${prefix}height`)),
      });
      const measurement =
        measures && outcome === 'done' && form.get('weight') ? measured('') : undefined;
      const split =
        splits && outcome === 'done'
          ? Array.from({ length: parts }, (_, i) => measured(`part-${i}-`))
          : undefined;
      return must(
        staffApi.PUT(`${BASE}/{id}`, {
          params: { path: { id: request.id } },
          body: {
            outcome,
            note: String(form.get('note') ?? ''),
            photo_ids: photoIds,
            ...(measurement ? { measurement } : {}),
            ...(split ? { parts: split } : {}),
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
      {measures ? <MeasureFields /> : null}
      {splits ? (
        <fieldset className="flex flex-col gap-3" data-testid="split-parts">
          <legend className="text-sm font-medium">
            Each new parcel as weighed (the first keeps {request.parcel_number})
          </legend>
          {Array.from({ length: parts }, (_, i) => (
            <div key={i} className="flex flex-col gap-2">
              <p className="text-sm font-semibold">Parcel {i + 1}</p>
              <MeasureFields prefix={`part-${i}-`} part={i + 1} />
            </div>
          ))}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="secondary"
              disabled={parts >= MAX_PARTS}
              onClick={() => setParts(parts + 1)}
            >
              Add a parcel
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={parts <= 2}
              onClick={() => setParts(parts - 1)}
            >
              Remove the last parcel
            </Button>
          </div>
        </fieldset>
      ) : null}
      <PhotoInput label="New photos (optional)" />
      <ErrorNotice error={answer.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" value="done" disabled={answer.isPending}>
          Done
        </Button>
        {/* Declining needs no measurement, so the browser does not ask for one. */}
        <Button
          type="submit"
          value="declined"
          variant="danger"
          formNoValidate
          disabled={answer.isPending}
        >
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
        <QueueTable
          {...list.table}
          state={STATES.find((s) => s.state === list.filter)!.label}
          columns={mayAnswer ? [...columns, work.column('Answer', (r) => r.number, true)] : columns}
          empty="No request in this state."
          testId="parcel-requests"
          exportName={`parcel-requests-${list.filter}.csv`}
          rowKey={(r) => String(r.id)}
        />
      </div>
    </>
  );
}
