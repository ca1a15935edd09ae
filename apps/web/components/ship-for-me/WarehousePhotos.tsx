import { assetHref, thumbnailHref } from '../../lib/ship-for-me/hooks.ts';

/** Photos our warehouse took, as thumbnails opening the full photo (parcels and buy products). */
export function WarehousePhotos({
  ids,
  alt,
  testId,
}: {
  ids: number[];
  alt: string;
  testId?: string;
}) {
  return (
    <div className="mt-2 flex flex-wrap gap-2" data-testid={testId}>
      {ids.map((id) => (
        <a key={id} href={assetHref(id)} target="_blank" rel="noreferrer">
          {/* eslint-disable-next-line @next/next/no-img-element -- served by the API to its owner */}
          <img
            src={thumbnailHref(id)}
            alt={alt}
            className="h-24 w-24 rounded-md border border-line object-cover"
          />
        </a>
      ))}
    </div>
  );
}
