'use client';

import { formatMoney } from '@crossport/money';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useShipForMeContext, useShippingEstimate } from '../../lib/ship-for-me/hooks.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Button } from '../ui/Button.tsx';
import { Input } from '../ui/Input.tsx';
import { Field, NamedSelectField } from './Field.tsx';
import { SideInputs } from './SideInputs.tsx';

/** Kilograms as typed ("1.25", "2") to whole grams, or null when it is not a weight. */
export function gramsOf(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,3}))?$/.exec(text.trim());
  if (!match) return null;
  const grams = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return grams >= 1 ? grams : null;
}

const side = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text) : null);

/** The shipping cost calculator: works for guests, prices a parcel by every method. */
export function ShippingCalculator({
  region,
  moneyLocale,
}: {
  region: string | null;
  moneyLocale: string;
}) {
  const t = useTranslations('shipForMe.calculator');
  const { line } = useErrorMessage();
  const context = useShipForMeContext(region);
  const estimate = useShippingEstimate();
  const [form, setForm] = useState({
    weight: '',
    length: '',
    width: '',
    height: '',
    category: '',
    warehouse: '',
  });
  const [touched, setTouched] = useState(false);
  const warehouses = context.data?.warehouses ?? [];
  const categories = context.data?.shipping_categories ?? [];
  const maxSide = context.data?.rules.max_side_cm ?? 300;
  const maxGrams = context.data?.rules.max_weight_grams ?? 300_000;
  const grams = gramsOf(form.weight);
  const sizes = [side(form.length), side(form.width), side(form.height)];
  const problems = {
    weight:
      grams === null || grams > maxGrams ? t('weightProblem', { max: maxGrams / 1000 }) : null,
    size: sizes.some((s) => s === null || s < 1 || s > maxSide)
      ? t('sizeProblem', { max: maxSide })
      : null,
    category: form.category ? null : t('categoryProblem'),
  };
  const warehouseId = Number(form.warehouse || warehouses[0]?.id || 0);
  const set = (key: keyof typeof form) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problems.weight || problems.size || problems.category || !warehouseId) return;
    estimate.mutate({
      weight_grams: grams!,
      length_cm: sizes[0]!,
      width_cm: sizes[1]!,
      height_cm: sizes[2]!,
      shipping_category_id: Number(form.category),
      warehouse_id: warehouseId,
      ...(context.data ? { region: context.data.region_code } : {}),
    });
  };

  return (
    <section
      aria-labelledby="calculator-title"
      className="rounded-lg border border-line bg-surface p-4 md:p-5"
      data-testid="shipping-calculator"
    >
      <h2 id="calculator-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('description')}</p>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-3 md:grid-cols-2 lg:grid-cols-3">
        <Field id="calc-weight" label={t('weight')} error={touched ? problems.weight : null}>
          <Input
            id="calc-weight"
            inputMode="decimal"
            value={form.weight}
            onChange={(e) => set('weight')(e.target.value)}
          />
        </Field>
        <Field
          id="calc-size"
          label={t('size')}
          error={touched ? problems.size : null}
          className="md:col-span-1 lg:col-span-2"
        >
          <SideInputs id="calc-size" value={form} onChange={(side, text) => set(side)(text)} />
        </Field>
        <NamedSelectField
          id="calc-category"
          label={t('category')}
          error={touched ? problems.category : null}
          value={form.category}
          onChange={set('category')}
          options={categories}
          empty={t('choose')}
        />
        <NamedSelectField
          id="calc-warehouse"
          label={t('warehouse')}
          value={String(warehouseId || '')}
          onChange={set('warehouse')}
          options={warehouses}
        />
        <div className="flex items-end">
          <Button type="submit" disabled={estimate.isPending} className="w-full md:w-auto">
            {t('submit')}
          </Button>
        </div>
      </form>
      {estimate.isError ? <p className="mt-3 text-sm text-danger">{line(estimate.error)}</p> : null}
      {estimate.data ? (
        <ul className="mt-4 grid gap-2 md:grid-cols-3" data-testid="calculator-options">
          {estimate.data.options.map((option) => (
            <li key={option.method.id} className="rounded-md border border-line p-3">
              <p className="font-semibold">{option.method.name}</p>
              <p className="text-lg font-bold text-brand-800">
                {formatMoney(option.charge, moneyLocale)}
              </p>
              <p className="text-xs text-ink-muted">
                {t('chargeable', {
                  chargeable: option.chargeable_weight_grams / 1000,
                  volumetric: option.volumetric_weight_grams / 1000,
                })}
              </p>
              <p className="text-xs text-ink-muted">
                {t('eta', { min: option.eta.min_days, max: option.eta.max_days })}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
