import Link from 'next/link';
import type { ReactNode } from 'react';
import type { BuyProduct } from '../../lib/cart/types.ts';
import { orderListPath } from '../../lib/orders/status.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** One buy product in a list: picture, title, status, and lines the list chooses; opens the detail. */
export function BuyProductRow({ product, children }: { product: BuyProduct; children: ReactNode }) {
  return (
    <Link
      href={`${orderListPath}/${product.id}`}
      className="flex gap-3 rounded-xl border border-line bg-surface p-4 hover:border-brand-400"
      data-testid="order-row"
    >
      {product.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- image from the source shop
        <img src={product.image} alt="" className="h-16 w-16 shrink-0 rounded-md object-cover" />
      ) : (
        <div className="h-16 w-16 shrink-0 rounded-md bg-brand-50" />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <p className="line-clamp-2 min-w-0 text-sm font-medium">{product.title}</p>
          <StatusBadge status={product.status} />
        </div>
        {children}
      </div>
    </Link>
  );
}
