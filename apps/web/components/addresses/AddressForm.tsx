'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useMessages, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { addressKeys } from '../../lib/addresses/query-keys.ts';
import {
  fieldError,
  placeChoices,
  serverFieldErrors,
  fieldLabel,
  type AddressBody,
  type FieldLabels,
} from '../../lib/addresses/form.ts';
import { ApiError, api, ok } from '../../lib/api.ts';
import type { Address, AddressField } from '../../lib/cart/types.ts';
import { fetchRegions } from '../../lib/regions/fetch-regions.ts';
import { regionKeys } from '../../lib/regions/query-keys.ts';

const ADDRESSES = '/api/user/customer/address/v1/addresses';
import { Button } from '../ui/Button.tsx';
import { Input } from '../ui/Input.tsx';
import { Select } from '../ui/Select.tsx';
import { PlacePicker } from './PlacePicker.tsx';

const labelCodes = ['home', 'office', 'other'] as const;

/**
 * A new address, or changes to a saved one, with the fields the chosen country's schema asks
 * for. Checkout and the address book both use it; the API's field errors appear beside the
 * fields they name.
 */
export function AddressForm({
  address,
  defaultCountry,
  onSaved,
  onCancel,
}: {
  /** The saved address to edit; without it the form adds a new one. */
  address?: Address;
  defaultCountry: string;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
}) {
  const t = useTranslations('addressBook.form');
  const locale = useLocale();
  const labels: FieldLabels = useMessages().addressBook.form.fieldLabels;
  const queryClient = useQueryClient();
  const [country, setCountry] = useState(address?.country_code ?? defaultCountry);
  const [label, setLabel] = useState<Address['label']>(address?.label ?? 'home');
  const [name, setName] = useState(address?.name ?? '');
  const [phone, setPhone] = useState(address?.phone ?? '');
  const [values, setValues] = useState<Record<string, string>>(address?.fields ?? {});
  const [makeDefault, setMakeDefault] = useState(false);
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const regions = useQuery({
    queryKey: regionKeys.expanded,
    queryFn: ({ signal }) => fetchRegions(signal),
  });
  const schema = useQuery({
    queryKey: addressKeys.schema(country),
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET('/api/user/customer/address/v1/address-schema', {
            params: { query: { country_code: country } },
            signal,
          }),
        )
      ).data,
  });
  const save = useMutation({
    mutationFn: (body: AddressBody) =>
      address
        ? ok(api.PUT(`${ADDRESSES}/{id}`, { params: { path: { id: address.id } }, body }))
        : ok(api.POST(ADDRESSES, { body })),
    onMutate: () => setServerErrors({}),
    onError: (error) => {
      if (error instanceof ApiError) setServerErrors(serverFieldErrors(error.body.details));
    },
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: addressKeys.all });
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

  /** A change hides the server's complaint about that input until the next save. */
  const edited = (key: string) =>
    setServerErrors((old) => {
      if (!(key in old)) return old;
      const rest = { ...old };
      delete rest[key];
      return rest;
    });

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
      ...(makeDefault ? { is_default: true } : {}),
    });
  };

  const requiredMessage = (value: string, key: string) =>
    touched && !value.trim() ? t('required') : (serverErrors[key] ?? null);
  const messageFor = (field: AddressField) => {
    const error = errors[field.key];
    if (!touched || !error) return serverErrors[`fields.${field.key}`] ?? null;
    return error === 'required' ? t('required') : (field.pattern_message ?? t('invalid'));
  };
  const unplaced = save.isError && Object.keys(serverErrors).length === 0;

  return (
    <form
      onSubmit={submit}
      className="grid gap-4 md:grid-cols-2"
      noValidate
      data-testid="address-form"
    >
      <div className="grid content-start gap-1.5">
        <label htmlFor="address-country" className="text-sm font-medium">
          {t('country')}
        </label>
        <Select
          id="address-country"
          value={country}
          onValueChange={(next) => {
            setCountry(next);
            setValues({});
            edited('country_code');
          }}
          options={[...countries].map(([value, text]) => ({ value, label: text }))}
        />
        <FieldMessage id="address-country" message={serverErrors.country_code ?? null} />
      </div>
      <div className="grid content-start gap-1.5">
        <label htmlFor="address-label" className="text-sm font-medium">
          {t('label')}
        </label>
        <Select
          id="address-label"
          value={label}
          onValueChange={(next) => setLabel(next as Address['label'])}
          options={labelCodes.map((code) => ({ value: code, label: t(`labels.${code}`) }))}
        />
      </div>
      <TextField
        id="address-name"
        label={t('name')}
        value={name}
        onChange={(next) => {
          setName(next);
          edited('name');
        }}
        error={requiredMessage(name, 'name')}
        autoComplete="name"
      />
      <TextField
        id="address-phone"
        label={t('phone')}
        value={phone}
        onChange={(next) => {
          setPhone(next);
          edited('phone');
        }}
        error={requiredMessage(phone, 'phone')}
        autoComplete="tel"
        inputMode="tel"
        // A number typed with its own country code needs no prefix beside it.
        prefix={phone.trim().startsWith('+') ? undefined : schema.data?.phone_code}
      />
      {fields.map((field) =>
        field.type === 'select' ? (
          <div key={`${country}-${field.key}`} className="grid content-start gap-1.5">
            <label htmlFor={`address-${field.key}`} className="text-sm font-medium">
              {fieldLabel(field, country, labels)}
              {field.required ? null : <span className="text-ink-subtle"> ({t('optional')})</span>}
            </label>
            <PlacePicker
              id={`address-${field.key}`}
              value={valueOf(field)}
              choices={placeChoices(field, current, locale)}
              placeholder={t('choose')}
              searchLabel={t('placeSearch', { field: fieldLabel(field, country, labels) })}
              emptyLabel={t('placeNone')}
              invalid={messageFor(field) !== null}
              onChange={(next) => {
                edited(`fields.${field.key}`);
                setValues((old) => {
                  const updated = { ...old, [field.key]: next };
                  for (const other of fields)
                    if (other.depends_on === field.key) updated[other.key] = '';
                  return updated;
                });
              }}
            />
            <FieldMessage id={`address-${field.key}`} message={messageFor(field)} />
          </div>
        ) : (
          <TextField
            key={`${country}-${field.key}`}
            id={`address-${field.key}`}
            label={fieldLabel(field, country, labels)}
            optionalLabel={field.required ? undefined : t('optional')}
            value={valueOf(field)}
            maxLength={field.max_length}
            onChange={(next) => {
              edited(`fields.${field.key}`);
              setValues((old) => ({ ...old, [field.key]: next }));
            }}
            error={messageFor(field)}
          />
        ),
      )}
      {address?.is_default ? null : (
        <label className="flex items-center gap-2 text-sm md:col-span-2">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-700"
            checked={makeDefault}
            onChange={(event) => setMakeDefault(event.target.checked)}
          />
          {t('makeDefault')}
        </label>
      )}
      {unplaced ? (
        <p className="text-sm text-danger md:col-span-2" role="alert">
          {save.error instanceof ApiError ? save.error.message : t('saveFailed')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3 md:col-span-2">
        <Button
          type="submit"
          disabled={save.isPending || schema.isPending}
          data-testid="save-address"
        >
          {save.isPending ? t('saving') : t('save')}
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

function FieldMessage({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={`${id}-error`} className="text-xs text-danger">
      {message}
    </p>
  ) : null;
}

function TextField({
  id,
  label,
  optionalLabel,
  value,
  onChange,
  error,
  autoComplete,
  inputMode,
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
  inputMode?: 'tel';
  maxLength?: number;
  prefix?: string;
}) {
  return (
    <div className="grid content-start gap-1.5">
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
          inputMode={inputMode}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <FieldMessage id={id} message={error} />
    </div>
  );
}
