'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { DataTable, type TableColumn } from '@/components/data-table';
import { ImageField } from '@/components/image-field';
import { Button, Card, Field, Notice } from '@/components/ui';
import { useWorkItem, WorkArea } from '@/components/work-item';
import { errorsByField } from '@/lib/block-fields';
import { useLocalPages } from '@/lib/paged-list';
import { must, staffApi, type StaffError } from '@/lib/staff-api';
import { useStorefront } from '@/lib/storefront';

const ADMIN = '/api/live/admin/v1';

async function loadStreamers() {
  return (await must(staffApi.GET(`${ADMIN}/streamers`))).data;
}
async function loadCategories() {
  return (await must(staffApi.GET(`${ADMIN}/categories`))).data;
}
type Streamer = Awaited<ReturnType<typeof loadStreamers>>[number];
type Category = Awaited<ReturnType<typeof loadCategories>>[number];

/** What one editor differs in: streamers have a handle and an avatar, categories a slug. */
interface Lineup<Row extends { id: number; name: string }> {
  title: string;
  noun: string;
  queryKey: string;
  load: () => Promise<Row[]>;
  key: { field: 'handle' | 'slug'; label: string; hint: string; of: (row: Row) => string };
  avatar?: (row: Row | null) => string;
  columns: TableColumn<Row>[];
  save: (id: number | null, form: { key: string; name: string; avatar: string }) => Promise<Row>;
}

function LineupForm<Row extends { id: number; name: string }>({
  lineup,
  row,
  onSaved,
}: {
  lineup: Lineup<Row>;
  row: Row | null;
  onSaved: (row: Row) => void;
}) {
  const [avatar, setAvatar] = useState(lineup.avatar?.(row) ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation<Row, StaffError, FormData>({
    mutationFn: (form) =>
      lineup.save(row?.id ?? null, {
        key: String(form.get('key') ?? '').trim(),
        name: String(form.get('name') ?? '').trim(),
        avatar: avatar.trim(),
      }),
    onMutate: () => setErrors({}),
    onError: (error) => setErrors(errorsByField(error.details)),
    onSuccess: onSaved,
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(new FormData(event.currentTarget));
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3"
      data-testid={`${lineup.noun}-form`}
    >
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <Field label="Name" name="name" defaultValue={row?.name} error={errors.name} />
        <Field
          label={lineup.key.label}
          name="key"
          defaultValue={row ? lineup.key.of(row) : ''}
          hint={lineup.key.hint}
          error={errors[lineup.key.field]}
        />
      </div>
      {lineup.avatar ? (
        <ImageField
          label="Avatar (optional)"
          value={avatar}
          onChange={setAvatar}
          error={errors.avatar}
        />
      ) : null}
      {save.isError ? <Notice tone="error">{save.error.message}</Notice> : null}
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {row ? `Save ${lineup.noun}` : `Add ${lineup.noun}`}
      </Button>
    </form>
  );
}

/** A short list (a few dozen at most) with its add form and each row's edit form. */
function LineupCard<Row extends { id: number; name: string }>({ lineup }: { lineup: Lineup<Row> }) {
  const queryClient = useQueryClient();
  const work = useWorkItem<Row>();
  const [formKey, setFormKey] = useState(0);
  const rows = useQuery({ queryKey: [lineup.queryKey], queryFn: lineup.load });
  const table = useLocalPages(rows.data ?? [], rows.isPending);
  const saved = (verb: string) => (row: Row) => {
    void queryClient.invalidateQueries({ queryKey: [lineup.queryKey] });
    work.done(`${row.name} ${verb}.`);
    setFormKey((k) => k + 1);
  };
  return (
    <Card title={lineup.title}>
      <div className="flex flex-col gap-4">
        <WorkArea
          work={work}
          title={(row) => `Edit ${row.name}`}
          form={(row) => (
            <LineupForm key={row.id} lineup={lineup} row={row} onSaved={saved('saved')} />
          )}
        />
        <DataTable
          {...table}
          columns={[...lineup.columns, work.column('Edit', (row) => row.name)]}
          empty={rows.isError ? rows.error.message : `No ${lineup.noun} yet.`}
          testId={`${lineup.noun}-table`}
          rowKey={(row) => String(row.id)}
        />
        <details className="rounded-lg border border-slate-200 p-3">
          <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold">
            New {lineup.noun}
          </summary>
          <div className="pt-3">
            <LineupForm key={formKey} lineup={lineup} row={null} onSaved={saved('added')} />
          </div>
        </details>
      </div>
    </Card>
  );
}

function Avatar({ src, name }: { src: string | null; name: string }) {
  const onShop = useStorefront();
  return src ? (
    // eslint-disable-next-line @next/next/no-img-element -- the shop's own picture
    <img src={onShop(src)} alt="" className="h-10 w-10 rounded-full border object-cover" />
  ) : (
    <span
      aria-hidden="true"
      className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-200 text-sm font-semibold"
    >
      {name.slice(0, 1)}
    </span>
  );
}

const STREAMERS: Lineup<Streamer> = {
  title: 'Streamers',
  noun: 'streamer',
  queryKey: 'streamers',
  load: loadStreamers,
  key: {
    field: 'handle',
    label: 'Handle',
    hint: 'Lower-case letters, digits, _ . and -, shown as @handle',
    of: (s) => s.handle,
  },
  avatar: (s) => s?.avatar ?? '',
  columns: [
    {
      id: 'avatar',
      header: 'Avatar',
      enableSorting: false,
      cell: ({ row }) => <Avatar src={row.original.avatar} name={row.original.name} />,
    },
    { id: 'name', header: 'Name', value: (s) => s.name },
    { id: 'handle', header: 'Handle', value: (s) => `@${s.handle}` },
  ],
  save: async (id, form) => {
    const body = { handle: form.key, name: form.name, avatar: form.avatar || null };
    const path = `${ADMIN}/streamers`;
    return id === null
      ? (await must(staffApi.POST(path, { body }))).data
      : (await must(staffApi.PUT(`${path}/{id}`, { params: { path: { id } }, body }))).data;
  },
};

const CATEGORIES: Lineup<Category> = {
  title: 'Stream categories',
  noun: 'category',
  queryKey: 'stream-categories',
  load: loadCategories,
  key: {
    field: 'slug',
    label: 'Slug',
    hint: 'Lower-case words joined by hyphens',
    of: (c) => c.slug,
  },
  columns: [
    { id: 'name', header: 'Name', value: (c) => c.name },
    { id: 'slug', header: 'Slug', value: (c) => c.slug },
    { id: 'streams', header: 'Streams', value: (c) => c.stream_count },
  ],
  save: async (id, form) => {
    const body = { slug: form.key, name: form.name };
    const path = `${ADMIN}/categories`;
    const saved =
      id === null
        ? (await must(staffApi.POST(path, { body }))).data
        : (await must(staffApi.PUT(`${path}/{id}`, { params: { path: { id } }, body }))).data;
    return { ...saved, stream_count: 0 };
  },
};

/** Who presents streams and the Live page's tabs, which the stream form chooses from. */
export function StreamLineup() {
  return (
    <div className="grid grid-cols-1 gap-4 2xl:grid-cols-2">
      <LineupCard lineup={STREAMERS} />
      <LineupCard lineup={CATEGORIES} />
    </div>
  );
}
