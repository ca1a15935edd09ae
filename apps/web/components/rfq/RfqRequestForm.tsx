'use client';

import { parseDecimalString } from '@crossport/money';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useSubmitRfq } from '../../lib/rfq/hooks.ts';
import { requestProblems } from '../../lib/rfq/quotes.ts';
import { rfqPath } from '../../lib/rfq/paths.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { ProductPhotos } from '../ship-for-me/ProductPhotos.tsx';
import { Field } from '../ship-for-me/Field.tsx';
import { Button } from '../ui/Button.tsx';
import { Input } from '../ui/Input.tsx';

const textarea =
  'min-h-28 w-full rounded-md border border-line-strong bg-surface px-3 py-2 text-base focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';

/**
 * Ask for a quotation: what (a name or a link, photos), how many, at what price and by when.
 * The form checks what it can; the API's refusal (a photo that is not yours) shows beside the
 * button. On success the request's page opens, where its quotes will arrive.
 */
export function RfqRequestForm({ regionCode, currency }: { regionCode: string; currency: string }) {
  const t = useTranslations('rfq.form');
  const { line } = useErrorMessage();
  const router = useRouter();
  const submit = useSubmitRfq();
  const [form, setForm] = useState({
    productName: '',
    productUrl: '',
    quantity: '',
    targetPrice: '',
    specifications: '',
    deadline: '',
  });
  const [photos, setPhotos] = useState<number[]>([]);
  const [touched, setTouched] = useState(false);
  const problems = requestProblems(form);
  const problem = (field: keyof typeof problems) => {
    const key = problems[field];
    return touched && key ? t(`problems.${key}`) : null;
  };
  const set = (field: keyof typeof form) => (value: string) => setForm({ ...form, [field]: value });

  const send = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length > 0) return;
    submit.mutate(
      {
        product_name: form.productName.trim(),
        product_url: form.productUrl.trim() || null,
        image_ids: photos,
        quantity: Number(form.quantity),
        target_price: form.targetPrice.trim()
          ? parseDecimalString(form.targetPrice.trim(), currency)
          : null,
        specifications: form.specifications.trim(),
        region_code: regionCode,
        deadline: form.deadline ? new Date(`${form.deadline}T23:59:59`).toISOString() : null,
      },
      { onSuccess: (request) => router.push(rfqPath(request.id)) },
    );
  };

  return (
    <form
      onSubmit={send}
      noValidate
      className="grid gap-4 rounded-lg border border-line bg-surface p-4 md:grid-cols-2 md:p-6"
      data-testid="rfq-form"
    >
      <Field id="rfq-name" label={t('productName')} error={problem('productName')}>
        <Input
          id="rfq-name"
          maxLength={200}
          value={form.productName}
          onChange={(e) => set('productName')(e.target.value)}
        />
      </Field>
      <Field
        id="rfq-url"
        label={t('productUrl')}
        hint={t('productUrlHint')}
        error={problem('productUrl')}
      >
        <Input
          id="rfq-url"
          type="url"
          inputMode="url"
          maxLength={2000}
          value={form.productUrl}
          onChange={(e) => set('productUrl')(e.target.value)}
        />
      </Field>
      <Field id="rfq-quantity" label={t('quantity')} error={problem('quantity')}>
        <Input
          id="rfq-quantity"
          inputMode="numeric"
          value={form.quantity}
          onChange={(e) => set('quantity')(e.target.value)}
        />
      </Field>
      <Field
        id="rfq-price"
        label={t('targetPrice', { currency })}
        hint={t('targetPriceHint')}
        error={problem('targetPrice')}
      >
        <Input
          id="rfq-price"
          inputMode="decimal"
          value={form.targetPrice}
          onChange={(e) => set('targetPrice')(e.target.value)}
        />
      </Field>
      <Field
        id="rfq-specs"
        label={t('specifications')}
        hint={t('specificationsHint')}
        className="md:col-span-2"
      >
        <textarea
          id="rfq-specs"
          className={textarea}
          maxLength={4000}
          value={form.specifications}
          onChange={(e) => set('specifications')(e.target.value)}
        />
      </Field>
      <Field id="rfq-deadline" label={t('deadline')} hint={t('deadlineHint')}>
        <Input
          id="rfq-deadline"
          type="date"
          value={form.deadline}
          onChange={(e) => set('deadline')(e.target.value)}
        />
      </Field>
      <div>
        <ProductPhotos ids={photos} onChange={setPhotos} max={8} />
      </div>
      {submit.isError ? (
        <p className="text-sm text-danger md:col-span-2" role="alert">
          {line(submit.error)}
        </p>
      ) : null}
      <div className="md:col-span-2">
        <Button type="submit" disabled={submit.isPending} className="w-full md:w-auto">
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
