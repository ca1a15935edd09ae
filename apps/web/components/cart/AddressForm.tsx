'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { ApiError, apiFetch } from '../../lib/api.ts';
import { apiPaths } from '../../lib/api-paths.ts';
import type { List, Region, Single } from '../../lib/api-types.ts';
import { cartPaths } from '../../lib/cart/paths.ts';
import type { Address, AddressField, AddressSchema } from '../../lib/cart/types.ts';
import { Button } from '../ui/Button.tsx';
import { Input } from '../ui/Input.tsx';
import { Select } from '../ui/Select.tsx';

export const addressesKey = ['addresses'] as const;

/** Options of a select field, narrowed to the chosen parent (district → thana). */
export function optionsFor(field: AddressField, values: Record<string, string>) {
  const parent = field.depends_on ? values[field.depends_on] : undefined;
  return (field.options ?? []).filter(
    (option) => !field.depends_on || !option.parent || option.parent === parent,
  );
}

/** Client-side check of one field against the schema; the server validates again. */
export function fieldError(field: AddressField, value: string): 'required' | 'pattern' | null {
  if (!value.trim()) return field.required ? 'required' : null;
  if (field.pattern && !new RegExp(`^(?:${field.pattern})$`).test(value.trim())) return 'pattern';
  return null;
}

/** A new address, with the fields the chosen country's schema asks for. */
export function AddressForm({
  defaultCountry,
  onSaved,
  onCancel,
}: {
  defaultCountry: string;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
}) {
  const t = useTranslations('checkout');
  const queryClient = useQueryClient();
  const [country, setCountry] = useState(defaultCountry);
  const [label, setLabel] = useState<Address['label']>('home');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState(false);
  const regions = useQuery({
    queryKey: ['regions'],
    queryFn: async ({ signal }) =>
      (await apiFetch<List<Region>>(apiPaths.regions, { signal })).data,
  });
  const schema = useQuery({
    queryKey: ['address-schema', country],
    queryFn: async ({ signal }) =>
      (await apiFetch<Single<AddressSchema>>(cartPaths.addressSchema(country), { signal })).data,
  });
  const save = useMutation({
    mutationFn: (body: unknown) =>
      apiFetch<Single<Address>>(cartPaths.addresses, { method: 'POST', body }),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: addressesKey });
      onSaved(result.data);
    },
  });

  const countries = new Map<string, string>();
  for (const region of regions.data ?? [])
    for (const c of region.countries ?? []) countries.set(c.code, `${c.flag} ${c.name}`);
  if (!countries.has(country)) countries.set(country, country);

  const fields = schema.data?.fields ?? [];
  const valueOf = (field: AddressField) => values[field.key] ?? field.default ?? '';
  const current = Object.fromEntries(fields.map((field) => [field.key, valueOf(field)]));
  const errors = Object.fromEntries(
    fields.map((field) => [field.key, fieldError(field, valueOf(field))]),
  );
  const invalid =
    !name.trim() || !phone.trim() || Object.values(errors).some((error) => error !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid) return;
    save.mutate({
      country_code: country,
      label,
      name: name.trim(),
      phone: phone.trim(),
      fields: current,
    });
  };

  const serverError = save.error instanceof ApiError ? save.error : null;
  const details = Array.isArray(serverError?.body.details)
    ? (serverError.body.details as { field?: string; message: string }[])
    : [];
  const messageFor = (field: AddressField) => {
    const error = errors[field.key];
    if (!touched || !error) {
      return details.find((d) => d.field?.endsWith(field.key))?.message ?? null;
    }
    return error === 'required' ? t('required') : (field.pattern_message ?? t('invalid'));
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-4 sm:grid-cols-2"
      noValidate
      data-testid="address-form"
    >
      <div className="grid gap-1.5">
        <label htmlFor="address-country" className="text-sm font-medium">
          {t('country')}
        </label>
        <Select
          id="address-country"
          value={country}
          onValueChange={(next) => {
            setCountry(next);
            setValues({});
          }}
          options={[...countries].map(([value, text]) => ({ value, label: text }))}
        />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="address-label" className="text-sm font-medium">
          {t('label')}
        </label>
        <Select
          id="address-label"
          value={label}
          onValueChange={(next) => setLabel(next as Address['label'])}
          options={(['home', 'office', 'other'] as const).map((code) => ({
            value: code,
            label: t(`labels.${code}`),
          }))}
        />
      </div>
      <TextField
        id="address-name"
        label={t('name')}
        value={name}
        onChange={setName}
        error={touched && !name.trim() ? t('required') : null}
        autoComplete="name"
      />
      <TextField
        id="address-phone"
        label={t('phone')}
        value={phone}
        onChange={setPhone}
        error={touched && !phone.trim() ? t('required') : null}
        autoComplete="tel"
        prefix={schema.data?.phone_code}
      />
      {fields.map((field) =>
        field.type === 'select' ? (
          <div key={`${country}-${field.key}`} className="grid gap-1.5">
            <label htmlFor={`address-${field.key}`} className="text-sm font-medium">
              {field.label}
              {field.required ? null : <span className="text-ink-subtle"> ({t('optional')})</span>}
            </label>
            <Select
              id={`address-${field.key}`}
              value={valueOf(field) || undefined}
              placeholder={t('choose')}
              onValueChange={(next) =>
                setValues((old) => {
                  const updated = { ...old, [field.key]: next };
                  for (const other of fields)
                    if (other.depends_on === field.key) updated[other.key] = '';
                  return updated;
                })
              }
              options={optionsFor(field, current).map((option) => ({
                value: option.code,
                label: option.name,
              }))}
            />
            {messageFor(field) ? <p className="text-xs text-danger">{messageFor(field)}</p> : null}
          </div>
        ) : (
          <TextField
            key={`${country}-${field.key}`}
            id={`address-${field.key}`}
            label={field.label}
            optionalLabel={field.required ? undefined : t('optional')}
            value={valueOf(field)}
            maxLength={field.max_length}
            onChange={(next) => setValues((old) => ({ ...old, [field.key]: next }))}
            error={messageFor(field)}
          />
        ),
      )}
      {save.isError && details.length === 0 ? (
        <p className="text-sm text-danger sm:col-span-2" role="alert">
          {serverError?.message ?? t('saveFailed')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button
          type="submit"
          disabled={save.isPending || schema.isPending}
          data-testid="save-address"
        >
          {save.isPending ? t('saving') : t('saveAddress')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function TextField({
  id,
  label,
  optionalLabel,
  value,
  onChange,
  error,
  autoComplete,
  maxLength,
  prefix,
}: {
  id: string;
  label: string;
  optionalLabel?: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  autoComplete?: string;
  maxLength?: number;
  prefix?: string;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {optionalLabel ? <span className="text-ink-subtle"> ({optionalLabel})</span> : null}
      </label>
      <div className="flex items-center gap-2">
        {prefix ? <span className="text-sm text-ink-muted">{prefix}</span> : null}
        <Input
          id={id}
          name={id}
          value={value}
          maxLength={maxLength}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {error ? <p className="text-xs text-danger">{error}</p> : null}
    </div>
  );
}
