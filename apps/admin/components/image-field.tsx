'use client';

import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Labelled } from '@/components/ui';
import { errorOf, fileBody, staffApi, type StaffError } from '@/lib/staff-api';
import { useStorefront } from '@/lib/storefront';

export const IMAGE_HINT = 'Upload one, or a site path (/…) or an https:// address';

/** Sends a picture for the shop's pages; the API answers the public path it is served at. */
export async function uploadShopImage(file: File): Promise<string> {
  const { data, error } = await staffApi.POST(
    '/api/storage/admin/asset/v1/shop-images',
    fileBody(file),
  );
  if (error || !data) throw errorOf(error);
  return data.data.url;
}

/**
 * An image address staff may type, or fill by uploading a picture (JPEG, PNG or WebP up to
 * 5 MB; the API re-encodes it), with a preview loaded from the shop as shoppers will see it.
 */
export function ImageField({
  label,
  value,
  onChange,
  name,
  error,
  hint = IMAGE_HINT,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  name?: string;
  error?: string | undefined;
  hint?: string;
}) {
  const fileId = useId();
  const onShop = useStorefront();
  const upload = useMutation<string, StaffError, File>({
    mutationFn: uploadShopImage,
    onSuccess: onChange,
  });
  const shown = value.trim();
  const previewable = shown.startsWith('/') || shown.startsWith('https://');

  return (
    <div className="flex flex-col gap-2">
      <Labelled label={label} hint={hint} error={error ?? upload.error?.message}>
        {(props) => (
          <input
            {...props}
            name={name}
            type="text"
            maxLength={300}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </Labelled>
      <div className="flex flex-wrap items-center gap-3">
        {/* A label styled as a button opens the file chooser; the input itself stays hidden. */}
        <label
          htmlFor={fileId}
          className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold hover:bg-slate-100 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600"
        >
          {upload.isPending ? 'Uploading…' : 'Upload image'}
          <input
            id={fileId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label={`Upload image: ${label}`}
            className="sr-only"
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) upload.mutate(file);
            }}
          />
        </label>
        {previewable ? (
          // eslint-disable-next-line @next/next/no-img-element -- the shop's own picture, as shoppers load it
          <img
            src={onShop(shown)}
            alt={`Preview: ${label}`}
            className="h-16 max-w-48 rounded-md border border-slate-200 object-contain"
          />
        ) : null}
      </div>
    </div>
  );
}
