'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { BlockList, keyed, type KeyedBlock } from '@/components/block-list';
import { BlockPreview } from '@/components/block-preview';
import { Badge, Button, Card, Field, Notice, Select, when } from '@/components/ui';
import { blockToSave, errorsByField, type DraftBlock } from '@/lib/block-fields';
import { ENTRIES, entryState, type ContentEntry } from '@/lib/content-entries';
import { can, useMe } from '@/lib/me';
import { must, staffApi, type StaffError } from '@/lib/staff-api';

type Locale = 'en' | 'bn';

/**
 * One version of a page: its blocks edited with a form each and previewed as the shop shows
 * them, saved as a draft (a published version is never changed: saving it makes a new draft),
 * then published now or at a time. The API checks every block and names the wrong field.
 */
export function ContentEditor({ entry }: { entry: ContentEntry | null }) {
  const me = useMe();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [slug, setSlug] = useState(entry?.slug ?? '');
  const [locale, setLocale] = useState<Locale>((entry?.locale as Locale | undefined) ?? 'en');
  const [region, setRegion] = useState(entry?.region_code ?? '');
  const [title, setTitle] = useState(entry?.title ?? '');
  const [blocks, setBlocks] = useState<KeyedBlock[]>(() =>
    (entry?.blocks ?? []).map((block) => keyed(structuredClone(block) as DraftBlock)),
  );
  const [dirty, setDirty] = useState(entry === null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A new draft opens at its own address; the message of the save that made it goes along.
  const savedNow = useSearchParams().has('saved');
  const [done, setDone] = useState<string | null>(
    savedNow && entry ? `Draft saved (version ${entry.id}).` : null,
  );
  const [publishAt, setPublishAt] = useState('');
  const editsDraft = entry?.status === 'draft';

  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setDirty(true);
      setDone(null);
    };

  const save = useMutation<ContentEntry, StaffError>({
    mutationFn: async () => {
      const body = {
        locale,
        region_code: region.trim().toUpperCase() || null,
        title: title.trim(),
        blocks: blocks.map(({ block }) => blockToSave(block)),
      };
      if (entry && editsDraft) {
        const path = { id: entry.id };
        return (await must(staffApi.PUT(`${ENTRIES}/{id}`, { params: { path }, body }))).data;
      }
      return (await must(staffApi.POST(ENTRIES, { body: { ...body, slug: slug.trim() } }))).data;
    },
    onMutate: () => setErrors({}),
    onError: (error) => setErrors(errorsByField(error.details)),
    onSuccess: (saved) => {
      setDirty(false);
      setDone(`Draft saved (version ${saved.id}).`);
      queryClient.setQueryData(['content-entry', saved.id], saved);
      void queryClient.invalidateQueries({ queryKey: ['content'] });
      if (saved.id !== entry?.id) router.replace(`/content/${saved.id}?saved=1`);
    },
  });

  const publish = useMutation<ContentEntry, StaffError>({
    mutationFn: async () => {
      // The API records whoever is signed in as the editor.
      const body = publishAt ? { publish_at: new Date(publishAt).toISOString() } : {};
      const path = { id: entry!.id };
      return (await must(staffApi.POST(`${ENTRIES}/{id}/publish`, { params: { path }, body })))
        .data;
    },
    onSuccess: (published) => {
      setDone(
        entryState(published).label === 'Scheduled'
          ? `Scheduled for ${when(published.publish_at)}.`
          : 'Published: the shop shows it now.',
      );
      queryClient.setQueryData(['content-entry', published.id], published);
      void queryClient.invalidateQueries({ queryKey: ['content'] });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }

  const state = entry ? entryState(entry) : null;
  const preview = blocks.map(({ block }) => blockToSave(block));
  const canPublish = can(me, 'content.publish') && editsDraft && !dirty;

  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      <form noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-4">
        <Card
          title={entry ? `${entry.slug} · version ${entry.id}` : 'New page version'}
          actions={state ? <Badge tone={state.tone}>{state.label}</Badge> : null}
        >
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {entry ? null : (
              <Field
                label="Page (slug)"
                value={slug}
                maxLength={60}
                error={errors.slug}
                onChange={(e) => changed(setSlug)(e.target.value)}
              />
            )}
            <Field
              label="Title"
              error={errors.title}
              value={title}
              maxLength={160}
              onChange={(e) => changed(setTitle)(e.target.value)}
            />
            <Select
              label="Language"
              value={locale}
              onChange={(e) => changed(setLocale)(e.target.value as Locale)}
              options={[
                { value: 'en', label: 'English' },
                { value: 'bn', label: 'Bengali' },
              ]}
            />
            <Field
              label="Region (empty: every region)"
              value={region}
              maxLength={2}
              onChange={(e) => changed(setRegion)(e.target.value)}
            />
          </div>
          {entry && !editsDraft ? (
            <div className="mt-3">
              <Notice>
                This version is {state?.label.toLowerCase()} ({when(entry.publish_at)}) and stays as
                shoppers saw it: saving makes a new draft.
              </Notice>
            </div>
          ) : null}
        </Card>
        <BlockList
          blocks={blocks}
          errors={errors}
          onChange={(next) => {
            setBlocks(next);
            setDirty(true);
            setDone(null);
          }}
        />
        <Card>
          <div className="flex flex-col gap-3">
            {save.isError ? <Notice tone="error">{save.error.message}</Notice> : null}
            {publish.isError ? <Notice tone="error">{publish.error.message}</Notice> : null}
            {done ? <Notice tone="success">{done}</Notice> : null}
            {can(me, 'content.edit') ? (
              <Button type="submit" disabled={save.isPending} className="self-start">
                {editsDraft ? 'Save draft' : 'Save as new draft'}
              </Button>
            ) : null}
            {can(me, 'content.publish') && editsDraft ? (
              <div className="flex flex-wrap items-end gap-2 border-t border-slate-100 pt-3">
                <Field
                  label="Publish at (empty: now)"
                  type="datetime-local"
                  value={publishAt}
                  onChange={(e) => setPublishAt(e.target.value)}
                />
                <Button
                  type="button"
                  disabled={!canPublish || publish.isPending}
                  onClick={() => publish.mutate()}
                >
                  {publishAt ? 'Schedule' : 'Publish now'}
                </Button>
                {dirty ? (
                  <span className="text-sm text-ink-muted">Save the draft first.</span>
                ) : null}
              </div>
            ) : null}
          </div>
        </Card>
      </form>
      <div className="min-w-0 xl:sticky xl:top-4 xl:self-start">
        <Card title="Preview">
          {preview.length ? (
            <BlockPreview blocks={preview} />
          ) : (
            <p className="text-sm text-ink-muted">No blocks yet.</p>
          )}
        </Card>
      </div>
    </div>
  );
}
