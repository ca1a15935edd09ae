import { must, staffApi } from './staff-api';

export const ENTRIES = '/api/content/admin/v1/entries';

export interface EntryFilter {
  slug?: string | undefined;
  locale?: 'en' | 'bn' | undefined;
  region_code?: string | undefined;
  status?: 'draft' | 'published' | undefined;
}

export async function loadEntries(filter: EntryFilter, page: number, perPage: number) {
  return must(staffApi.GET(ENTRIES, { params: { query: { ...filter, page, per_page: perPage } } }));
}
export type ContentEntry = Awaited<ReturnType<typeof loadEntries>>['data'][number];

/** Draft, published, or published for a time still to come. */
export function entryState(entry: Pick<ContentEntry, 'status' | 'publish_at'>, now = Date.now()) {
  if (entry.status === 'draft') return { label: 'Draft', tone: 'off' } as const;
  if (entry.publish_at && Date.parse(entry.publish_at) > now)
    return { label: 'Scheduled', tone: 'wait' } as const;
  return { label: 'Published', tone: 'good' } as const;
}
