'use client';

import { formatMoney } from '@crossport/money';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  type LandedCostBody,
  useLandedCost,
  useShipForMeContext,
  useShipmentMeta,
} from '../../lib/ship-for-me/hooks.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { isMoney, parseAmount } from '../../lib/wallet/amount.ts';
import { Button } from '../ui/Button.tsx';
import { Input } from '../ui/Input.tsx';
import { Field, NamedSelectField } from './Field.tsx';
import { HsCodeSearch } from './HsCodeSearch.tsx';
import { gramsOf } from './ShippingCalculator.tsx';
import { SideInputs } from './SideInputs.tsx';

const side = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text) : null);

/**
 * The landed-cost calculator: a product's price and size to what it costs at the door, each
 * part on its own line. The API computes it with the shipping invoice's own sums.
 */
export function LandedCostCalculator({
  region,
  currency,
  moneyLocale,
}: {
  region: string | null;
  currency: string;
  moneyLocale: string;
}) {
  const t = useTranslations('shipForMe.landedCost');
  const calc = useTranslations('shipForMe.calculator');
  const { line } = useErrorMessage();
  const context = useShipForMeContext(region);
  const meta = useShipmentMeta();
  const cost = useLandedCost();
  const [form, setForm] = useState({
    price: '',
    delivery: '',
    hsCode: '',
    weight: '',
    length: '',
    width: '',
    height: '',
    category: '',
    warehouse: '',
    method: '',
    insured: false,
    addons: [] as string[],
  });
  const [touched, setTouched] = useState(false);
  const answer = useRef<HTMLElement>(null);
  // On a phone the answer sits under the form: bring it into view when it arrives.
  useEffect(() => {
    if (cost.data) answer.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [cost.data]);
  const data = context.data;
  const warehouses = data?.warehouses ?? [];
  const methods = data?.shipping_methods ?? [];
  const price = parseAmount(form.price, currency);
  const delivery = form.delivery.trim() ? parseAmount(form.delivery, currency) : null;
  const grams = gramsOf(form.weight);
  const sizes = [side(form.length), side(form.width), side(form.height)];
  const problems = {
    price: isMoney(price) ? null : t('priceProblem'),
    delivery: delivery === null || isMoney(delivery) ? null : t('priceProblem'),
    weight: grams === null ? calc('weightProblem', { max: 300 }) : null,
    size: sizes.some((s) => s === null || s < 1) ? calc('sizeProblem', { max: 300 }) : null,
    category: form.category ? null : calc('categoryProblem'),
  };
  const warehouseId = Number(form.warehouse || warehouses[0]?.id || 0);
  const methodId = Number(form.method || methods[0]?.id || 0);
  const set =
    (
      key:
        | 'price'
        | 'delivery'
        | 'weight'
        | 'length'
        | 'width'
        | 'height'
        | 'category'
        | 'warehouse'
        | 'method',
    ) =>
    (value: string) =>
      setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.values(problems).some(Boolean) || !warehouseId || !methodId) return;
    cost.mutate({
      ...(data ? { region: data.region_code } : {}),
      warehouse_id: warehouseId,
      shipping_method_id: methodId,
      shipping_category_id: Number(form.category),
      weight_grams: grams!,
      length_cm: sizes[0]!,
      width_cm: sizes[1]!,
      height_cm: sizes[2]!,
      product_price: isMoney(price) ? price.amount : 0,
      ...(delivery && isMoney(delivery) ? { domestic_delivery: delivery.amount } : {}),
      ...(form.hsCode.trim() ? { hs_code: form.hsCode.trim() } : {}),
      insured: form.insured,
      addon_service_codes: form.addons as LandedCostBody['addon_service_codes'],
    });
  };

  return (
    <section className="grid gap-5 lg:grid-cols-[1fr_24rem]" data-testid="landed-cost">
      <form
        onSubmit={submit}
        noValidate
        className="grid content-start gap-3 rounded-lg border border-line bg-surface p-4 md:grid-cols-2 md:p-5"
      >
        <Field
          id="lc-price"
          label={t('price', { currency })}
          error={touched ? problems.price : null}
        >
          <Input
            id="lc-price"
            inputMode="decimal"
            value={form.price}
            onChange={(e) => set('price')(e.target.value)}
          />
        </Field>
        <Field
          id="lc-delivery"
          label={t('delivery', { currency })}
          error={touched ? problems.delivery : null}
        >
          <Input
            id="lc-delivery"
            inputMode="decimal"
            placeholder={t('optional')}
            value={form.delivery}
            onChange={(e) => set('delivery')(e.target.value)}
          />
        </Field>
        <div className="md:col-span-2">
          <HsCodeSearch
            value={form.hsCode}
            onChange={(code) => setForm((f) => ({ ...f, hsCode: code }))}
          />
        </div>
        <Field id="lc-weight" label={calc('weight')} error={touched ? problems.weight : null}>
          <Input
            id="lc-weight"
            inputMode="decimal"
            value={form.weight}
            onChange={(e) => set('weight')(e.target.value)}
          />
        </Field>
        <Field id="lc-size" label={calc('size')} error={touched ? problems.size : null}>
          <SideInputs id="lc-size" value={form} onChange={(side, text) => set(side)(text)} />
        </Field>
        <NamedSelectField
          id="lc-category"
          label={calc('category')}
          error={touched ? problems.category : null}
          value={form.category}
          onChange={set('category')}
          options={data?.shipping_categories ?? []}
          empty={calc('choose')}
        />
        <NamedSelectField
          id="lc-method"
          label={t('method')}
          value={String(methodId || '')}
          onChange={set('method')}
          options={methods}
        />
        <NamedSelectField
          id="lc-warehouse"
          label={calc('warehouse')}
          value={String(warehouseId || '')}
          onChange={set('warehouse')}
          options={warehouses}
        />
        <fieldset className="grid gap-2 md:col-span-2">
          <legend className="text-sm font-medium">{t('extras')}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-5 w-5 accent-brand-700"
              checked={form.insured}
              onChange={(e) => setForm((f) => ({ ...f, insured: e.target.checked }))}
            />
            {t('insure')}
          </label>
          {(meta.data?.addon_services ?? [])
            .filter((a) => a.price !== null)
            .map((a) => (
              <label key={a.code} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-brand-700"
                  checked={form.addons.includes(a.code)}
                  onChange={(e) =>
                    setForm((f) => ({
                      ...f,
                      addons: e.target.checked
                        ? [...f.addons, a.code]
                        : f.addons.filter((c) => c !== a.code),
                    }))
                  }
                />
                {a.name} · {a.price ? formatMoney(a.price, moneyLocale) : ''}
              </label>
            ))}
        </fieldset>
        <div className="md:col-span-2">
          <Button type="submit" disabled={cost.isPending} className="w-full md:w-auto">
            {t('submit')}
          </Button>
        </div>
      </form>

      <aside
        ref={answer}
        className="grid content-start gap-3 rounded-lg border border-line bg-surface p-4"
        aria-live="polite"
      >
        <h2 className="font-semibold">{t('result')}</h2>
        {cost.isError ? <p className="text-sm text-danger">{line(cost.error)}</p> : null}
        {!cost.data && !cost.isError ? (
          <p className="text-sm text-ink-muted">{t('empty')}</p>
        ) : null}
        {cost.data ? (
          <>
            <dl className="grid gap-2 text-sm" data-testid="landed-cost-lines">
              {cost.data.lines.map((l, index) => (
                <div key={index} className="flex justify-between gap-3" data-kind={l.kind}>
                  <dt className="text-ink-muted">{t(`kinds.${l.kind}`)}</dt>
                  <dd className="tabular-nums">{formatMoney(l.amount, moneyLocale)}</dd>
                </div>
              ))}
            </dl>
            <div className="flex justify-between gap-3 border-t border-line pt-2 text-sm">
              <span>{t('ourInvoice')}</span>
              <span
                className="tabular-nums"
                data-testid="landed-invoice-total"
                data-amount={cost.data.invoice_total.amount}
              >
                {formatMoney(cost.data.invoice_total, moneyLocale)}
              </span>
            </div>
            <div className="flex justify-between gap-3 rounded-md bg-brand-50 p-2 font-bold text-brand-900">
              <span>{t('atDoor')}</span>
              <span className="tabular-nums" data-testid="landed-total">
                {formatMoney(cost.data.total, moneyLocale)}
              </span>
            </div>
            <p className="text-xs text-ink-muted">
              {t('weights', {
                chargeable: cost.data.chargeable_weight_grams / 1000,
                volumetric: cost.data.volumetric_weight_grams / 1000,
              })}
            </p>
            <p className="text-xs text-ink-muted">{t('dutyNote')}</p>
          </>
        ) : null}
      </aside>
    </section>
  );
}
