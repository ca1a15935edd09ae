'use client';

import { useState, type ReactNode } from 'react';
import type { ProductVariations } from '../../lib/catalog/types.ts';
import { initialSelection, type Selection } from '../../lib/catalog/variations.ts';
import { ProductGallery } from './ProductGallery.tsx';
import { ProductPurchase, type ProductPurchaseProps } from './ProductPurchase.tsx';

/** The photo of a chosen colour (or other value with a picture), if it has one. */
function valueImage(variations: ProductVariations, propertyId: string, valueId: string) {
  return variations.properties
    .find((property) => property.id === propertyId)
    ?.values.find((value) => value.id === valueId)?.image;
}

/**
 * Gallery and buy box side by side, sharing the choice of variation: picking a colour that has
 * its own photo shows that photo. The title block arrives rendered from the server.
 */
export function ProductShowcase({
  images,
  title,
  heading,
  ...purchase
}: Omit<ProductPurchaseProps, 'selection' | 'onSelect'> & {
  images: readonly string[];
  title: string;
  heading: ReactNode;
}) {
  const [selection, setSelection] = useState<Selection>(() =>
    initialSelection(purchase.variations),
  );
  const [shown, setShown] = useState<string | null>(images[0] ?? null);

  function select(next: Selection, propertyId: string) {
    setSelection(next);
    const valueId = next[propertyId];
    const image = valueId ? valueImage(purchase.variations, propertyId, valueId) : undefined;
    if (image) setShown(image);
  }

  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-10">
      <ProductGallery images={images} shown={shown} onShow={setShown} title={title} />
      <div className="min-w-0">
        {heading}
        <div className="mt-6">
          <ProductPurchase {...purchase} selection={selection} onSelect={select} />
        </div>
      </div>
    </div>
  );
}
