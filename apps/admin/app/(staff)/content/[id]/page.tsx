'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useParams } from 'next/navigation';
import { ContentEditor } from '@/components/content-editor';
import { Empty, PageTitle } from '@/components/ui';
import { ENTRIES } from '@/lib/content-entries';
import { must, staffApi } from '@/lib/staff-api';

/** `/content/new` starts a page version; `/content/{id}` opens one in the block editor. */
export default function ContentEntryPage() {
  const { id } = useParams<{ id: string }>();
  const isNew = id === 'new';
  const entry = useQuery({
    queryKey: ['content-entry', Number(id)],
    queryFn: async () =>
      (await must(staffApi.GET(`${ENTRIES}/{id}`, { params: { path: { id: Number(id) } } }))).data,
    enabled: !isNew,
  });
  return (
    <>
      <PageTitle description="Add, change, reorder and remove blocks; the preview shows them as the shop will.">
        Edit content
      </PageTitle>
      <p className="-mt-4 mb-4 text-sm">
        <Link href="/content" className="text-brand-800 hover:underline">
          ← Every version
        </Link>
      </p>
      {isNew ? (
        <ContentEditor entry={null} />
      ) : entry.data ? (
        <ContentEditor key={entry.data.id} entry={entry.data} />
      ) : (
        <Empty>{entry.isError ? entry.error.message : 'Loading…'}</Empty>
      )}
    </>
  );
}
