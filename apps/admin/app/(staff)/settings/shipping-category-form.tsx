'use client';

import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Button, ErrorNotice, Field, Labelled } from '@/components/ui';
import { fieldError, must, staffApi, type StaffError } from '@/lib/staff-api';

export const CATEGORIES_BASE = '/api/shipping-core/admin/shipping-category/v1/shipping-categories';

export async function loadShippingCategories() {
  return (await must(staffApi.GET(CATEGORIES_BASE))).data;
}
export type ShippingCategory = Awaited<ReturnType<typeof loadShippingCategories>>[number];

type Change = Pick<ShippingCategory, 'name' | 'parent_id' | 'position'>;

/** Saves a new category (with its slug) or changes one; the slug never changes after. */
async function saveCategory(category: ShippingCategory | null, body: Change & { slug: string }) {
  if (!category) return (await must(staffApi.POST(CATEGORIES_BASE, { body }))).data;
  const change: Change = { name: body.name, parent_id: body.parent_id, position: body.position };
  return (
    await must(
      staffApi.PUT(`${CATEGORIES_BASE}/{id}`, {
        params: { path: { id: category.id } },
        body: change,
      }),
    )
  ).data;
}

/**
 * Adds a category (`category` null) or changes one's name, parent and position. The shop shows
 * two levels, so only top-level categories are offered as parents; what the API refuses (a
 * taken slug, a parent that would make a cycle) shows under its field.
 */
export function ShippingCategoryForm({
  category,
  categories,
  onSaved,
}: {
  category: ShippingCategory | null;
  categories: ShippingCategory[];
  onSaved: (saved: ShippingCategory) => void;
}) {
  const save = useMutation<ShippingCategory, StaffError, Change & { slug: string }>({
    mutationFn: (body) => saveCategory(category, body),
    onSuccess: onSaved,
  });
  const at = (field: string) => fieldError(save.error, `body.${field}`);
  const parents = categories.filter((c) => c.parent_id === null && c.id !== category?.id);
  const label = category ? `Shipping category ${category.name}` : 'Add a category';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    save.mutate({
      slug: category?.slug ?? text('slug'),
      name: text('name'),
      parent_id: text('parent_id') ? Number(text('parent_id')) : null,
      position: Number(text('position') || 0),
    });
  }

  return (
    <form aria-label={label} className="flex flex-col gap-4" onSubmit={submit}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Field
          label="Name customers read"
          name="name"
          required
          maxLength={80}
          defaultValue={category?.name}
          error={at('name')}
        />
        {category ? (
          <p className="flex flex-col gap-1 text-sm">
            <span className="font-medium">Slug</span>
            <span className="min-h-11 content-center text-ink-muted">
              {category.slug} (fixed once created)
            </span>
          </p>
        ) : (
          <Field
            label="Slug"
            name="slug"
            required
            maxLength={80}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            hint="Lower-case words joined by hyphens; it cannot change later"
            error={at('slug')}
          />
        )}
        <Labelled label="Parent" error={at('parent_id')}>
          {(control) => (
            <select {...control} name="parent_id" defaultValue={category?.parent_id ?? ''}>
              <option value="">None: a top-level category</option>
              {parents.map((parent) => (
                <option key={parent.id} value={parent.id}>
                  {parent.name}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <Field
          label="Position (lower comes first)"
          name="position"
          type="number"
          min={0}
          max={10_000}
          required
          defaultValue={category?.position ?? 0}
          error={at('position')}
        />
      </div>
      <ErrorNotice error={save.error} />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {category ? `Save ${category.name}` : 'Add the category'}
        </Button>
      </div>
    </form>
  );
}
