'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { DataTable, type TableColumn } from '@/components/data-table';
import {
  Badge,
  Button,
  Card,
  ErrorNotice,
  Field,
  Notice,
  PageTitle,
  Select,
  when,
} from '@/components/ui';
import { can, useMe } from '@/lib/me';
import { done, staffApi, type StaffError } from '@/lib/staff-api';
import {
  ENTRIES,
  entryState,
  loadEntries,
  type ContentEntry,
  type EntryFilter,
} from '@/lib/content-entries';

const PER_PAGE = 25;

/** The pages of spec §2 staff change most; any known slug can be typed. */
const COMMON_SLUGS = [
  'before-login',
  'after-login',
  'mobile-before-login-homepage',
  'mobile-after-login-homepage',
  'footer-menu',
  'privacy-policy',
  'terms-and-conditions',
  'contact-us',
];

const columns: TableColumn<ContentEntry>[] = [
  {
    id: 'slug',
    header: 'Page',
    value: (e) => e.slug,
    cell: (c) => (
      <Link
        className="font-semibold text-brand-800 hover:underline"
        href={`/content/${c.row.original.id}`}
      >
        {c.row.original.slug}
      </Link>
    ),
  },
  { id: 'title', header: 'Title', value: (e) => e.title },
  { id: 'locale', header: 'Language', value: (e) => (e.locale === 'bn' ? 'Bengali' : 'English') },
  { id: 'region', header: 'Region', value: (e) => e.region_code ?? 'Every region' },
  {
    id: 'state',
    header: 'State',
    value: (e) => entryState(e).label,
    cell: (c) => {
      const state = entryState(c.row.original);
      return <Badge tone={state.tone}>{state.label}</Badge>;
    },
  },
  { id: 'publish_at', header: 'Publish time', value: (e) => when(e.publish_at) },
  { id: 'edited_by', header: 'Edited by', value: (e) => e.edited_by },
  { id: 'updated_at', header: 'Saved', value: (e) => when(e.updated_at) },
];

/** Every version of the shop's pages, by page, language, region and state (docs/content.md). */
export default function ContentPage() {
  const me = useMe();
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<string | null>(null);
  const discard = useMutation<unknown, StaffError, ContentEntry>({
    mutationFn: (entry) =>
      done(staffApi.DELETE(`${ENTRIES}/{id}`, { params: { path: { id: entry.id } } })),
    onMutate: () => setSaid(null),
    onSuccess: (_data, entry) => {
      setSaid(`The ${entry.slug} draft “${entry.title}” is discarded.`);
      void queryClient.invalidateQueries({ queryKey: ['content'] });
    },
  });
  // Only a draft can go: a published version stays as the shop showed it.
  const discardColumn: TableColumn<ContentEntry> = {
    id: 'discard',
    header: 'Discard',
    enableSorting: false,
    cell: (c) =>
      c.row.original.status === 'draft' ? (
        <Button
          variant="secondary"
          disabled={discard.isPending}
          aria-label={`Discard the ${c.row.original.slug} draft ${c.row.original.id}`}
          onClick={() => discard.mutate(c.row.original)}
        >
          Discard
        </Button>
      ) : null,
  };
  const [filter, setFilter] = useState<EntryFilter>({});
  const [page, setPage] = useState(1);
  const entries = useQuery({
    queryKey: ['content', filter, page],
    queryFn: () => loadEntries(filter, page, PER_PAGE),
    placeholderData: keepPreviousData,
  });
  const total = entries.data?.pagination.total ?? 0;

  return (
    <>
      <PageTitle description="The shop's pages as blocks: open a version to edit it as a draft, preview and publish it.">
        Content
      </PageTitle>
      <div className="flex flex-col gap-4">
        <Card
          actions={
            can(me, 'content.edit') ? (
              <Link
                href="/content/new"
                className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
              >
                New page version
              </Link>
            ) : null
          }
        >
          <form
            className="grid grid-cols-1 gap-3 md:grid-cols-4 md:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              const form = new FormData(event.currentTarget);
              const value = (name: string) => String(form.get(name) ?? '').trim() || undefined;
              setPage(1);
              setFilter({
                slug: value('slug'),
                locale: value('locale') as EntryFilter['locale'],
                region_code: value('region')?.toUpperCase().replace('EVERY', 'every'),
                status: value('status') as EntryFilter['status'],
              });
            }}
          >
            <Field label="Page (slug)" name="slug" list="content-slugs" maxLength={60} />
            <datalist id="content-slugs">
              {COMMON_SLUGS.map((slug) => (
                <option key={slug} value={slug} />
              ))}
            </datalist>
            <Select
              label="Language"
              name="locale"
              options={[
                { value: '', label: 'Any' },
                { value: 'en', label: 'English' },
                { value: 'bn', label: 'Bengali' },
              ]}
            />
            <Field label="Region (code, or every)" name="region" maxLength={5} />
            <Select
              label="State"
              name="status"
              options={[
                { value: '', label: 'Any' },
                { value: 'draft', label: 'Draft' },
                { value: 'published', label: 'Published or scheduled' },
              ]}
            />
            <div className="md:col-span-4">
              <Button type="submit">Filter</Button>
            </div>
          </form>
        </Card>
        {said ? <Notice tone="success">{said}</Notice> : null}
        <ErrorNotice error={discard.error} />
        <Card title={`${total} versions`}>
          <DataTable
            columns={can(me, 'content.edit') ? [...columns, discardColumn] : columns}
            rows={entries.data?.data ?? []}
            total={total}
            page={page}
            perPage={PER_PAGE}
            onPage={setPage}
            loading={entries.isPending}
            empty="No version matches this filter."
            testId="content-table"
            rowKey={(entry) => String(entry.id)}
          />
        </Card>
      </div>
    </>
  );
}
