'use client';

import { useTranslations } from 'next-intl';
import type { ProductDraft, ProductProblem } from '../../lib/ship-for-me/form.ts';
import type { ShipForMeContext } from '../../lib/ship-for-me/types.ts';
import { Button } from '../ui/Button.tsx';

const CONTENT_FLAGS = ['battery', 'liquid', 'medicine', 'magnet'] as const;
import { Input } from '../ui/Input.tsx';
import { Field, NativeSelect } from './Field.tsx';
import { HsCodeSearch } from './HsCodeSearch.tsx';
import { ProductPhotos } from './ProductPhotos.tsx';

/** One product of the request: what it is, what it cost, and the shop courier's tracking id. */
export function ProductFields({
  index,
  product,
  problems,
  categories,
  currency,
  maxImages,
  onChange,
  onRemove,
}: {
  index: number;
  product: ProductDraft;
  problems: Partial<Record<keyof ProductDraft, ProductProblem>>;
  categories: ShipForMeContext['shipping_categories'];
  currency: string;
  maxImages: number;
  onChange: (product: ProductDraft) => void;
  onRemove?: () => void;
}) {
  const t = useTranslations('shipForMe.product');
  const id = (field: string) => `product-${index}-${field}`;
  const problem = (field: keyof ProductDraft) => {
    const code = problems[field];
    return code ? t(`problems.${code}`) : null;
  };
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) =>
    onChange({ ...product, [key]: value });
  return (
    <fieldset
      className="grid gap-4 rounded-lg border border-line bg-surface p-4"
      data-testid={`product-${index}`}
    >
      <legend className="px-1 text-sm font-semibold">{t('legend', { number: index + 1 })}</legend>
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          id={id('title')}
          label={t('title')}
          error={problem('title')}
          className="md:col-span-2"
        >
          <Input
            id={id('title')}
            value={product.title}
            maxLength={300}
            onChange={(e) => set('title', e.target.value)}
          />
        </Field>
        <Field
          id={id('link')}
          label={t('link')}
          error={problem('link')}
          hint={t('linkHint')}
          className="md:col-span-2"
        >
          <Input
            id={id('link')}
            type="url"
            inputMode="url"
            value={product.link}
            maxLength={2000}
            onChange={(e) => set('link', e.target.value)}
          />
        </Field>
        <Field id={id('quantity')} label={t('quantity')} error={problem('quantity')}>
          <Input
            id={id('quantity')}
            inputMode="numeric"
            value={product.quantity}
            onChange={(e) => set('quantity', e.target.value)}
          />
        </Field>
        <Field
          id={id('value')}
          label={t('value', { currency })}
          error={problem('declaredValue')}
          hint={t('valueHint')}
        >
          <Input
            id={id('value')}
            inputMode="decimal"
            value={product.declaredValue}
            onChange={(e) => set('declaredValue', e.target.value)}
          />
        </Field>
        <Field id={id('category')} label={t('category')} error={problem('shippingCategoryId')}>
          <NativeSelect
            id={id('category')}
            value={product.shippingCategoryId}
            onChange={(e) => set('shippingCategoryId', e.target.value)}
          >
            <option value="">{t('choose')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <HsCodeSearch
          value={product.hsCode}
          onChange={(code) => set('hsCode', code)}
          invalid={problem('hsCode')}
        />
        <Field
          id={id('tracking')}
          label={t('tracking')}
          error={problem('trackingId')}
          hint={t('trackingHint')}
          className="md:col-span-2"
        >
          <Input
            id={id('tracking')}
            value={product.trackingId}
            maxLength={64}
            autoComplete="off"
            onChange={(e) => set('trackingId', e.target.value)}
          />
        </Field>
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{t('contents')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {CONTENT_FLAGS.map((flag) => (
            <label key={flag} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={product.contents.includes(flag)}
                onChange={(e) =>
                  set(
                    'contents',
                    e.target.checked
                      ? [...product.contents, flag]
                      : product.contents.filter((c) => c !== flag),
                  )
                }
              />
              {t(`contentFlags.${flag}`)}
            </label>
          ))}
        </div>
        <p className="text-xs text-ink-muted">{t('contentsHint')}</p>
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="h-4 w-4"
          checked={product.insured}
          onChange={(e) => set('insured', e.target.checked)}
        />
        {t('insured')}
      </label>
      <ProductPhotos
        ids={product.imageIds}
        max={maxImages}
        onChange={(ids) => set('imageIds', ids)}
      />
      {onRemove ? (
        <div>
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            {t('remove')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
