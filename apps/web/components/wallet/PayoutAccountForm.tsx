'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { serverFieldErrors } from '../../lib/addresses/form.ts';
import { ApiError } from '../../lib/api.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import {
  fieldsOf,
  isKnownGateway,
  payoutAccountBody,
  payoutFieldProblems,
  type PayoutField,
} from '../../lib/wallet/payout-account-form.ts';
import type { PayoutAccount, PayoutAccountBody, PayoutGateway } from '../../lib/wallet/types.ts';
import { Button } from '../ui/Button.tsx';
import { Input } from '../ui/Input.tsx';

/**
 * Add a payout account, or change one: choose bKash or bank, then that gateway's details.
 * The browser's checks and the API's field errors both show under the field they name.
 */
export function PayoutAccountForm({
  gateways,
  account,
  onSave,
  onCancel,
}: {
  gateways: readonly PayoutGateway[];
  /** The saved account to edit; its gateway stays as it is. */
  account?: PayoutAccount;
  onSave: (body: PayoutAccountBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const t = useTranslations('wallet.accountForm');
  const { line } = useErrorMessage();
  const [gateway, setGateway] = useState(account?.gateway ?? gateways[0]?.code ?? '');
  const [values, setValues] = useState<Record<string, string>>(account?.details ?? {});
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const problems = payoutFieldProblems(gateway, values);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!isKnownGateway(gateway) || Object.keys(problems).length > 0) return;
    setSaving(true);
    setServerErrors({});
    setFailure(null);
    try {
      await onSave(payoutAccountBody(gateway, values));
    } catch (error) {
      const fields = error instanceof ApiError ? serverFieldErrors(error.body.details) : {};
      setServerErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(line(error));
    } finally {
      setSaving(false);
    }
  };

  const messageFor = (field: PayoutField): string | null => {
    const problem = touched ? problems[field.key] : undefined;
    if (problem) return problem === 'required' ? t('required') : t(`invalid.${field.key}`);
    return serverErrors[`details.${field.key}`] ?? null;
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" data-testid="payout-account-form">
      {account ? null : (
        <fieldset className="grid gap-2">
          <legend className="mb-1.5 text-sm font-medium">{t('gateway')}</legend>
          <div className="flex flex-wrap gap-2">
            {gateways.map((option) => (
              <label
                key={option.code}
                className="flex cursor-pointer items-center gap-2 rounded-md border border-line-strong px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="payout-gateway"
                  value={option.code}
                  checked={gateway === option.code}
                  onChange={() => {
                    setGateway(option.code);
                    setTouched(false);
                    setServerErrors({});
                  }}
                  className="accent-brand-700"
                />
                {isKnownGateway(option.code) ? t(`gateways.${option.code}`) : option.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {fieldsOf(gateway).map((field) => {
        const id = `payout-${field.key}`;
        const message = messageFor(field);
        return (
          <div key={`${gateway}-${field.key}`} className="grid gap-1.5">
            <label htmlFor={id} className="text-sm font-medium">
              {t(`fields.${field.key}`)}
              {field.optional ? <span className="text-ink-subtle"> ({t('optional')})</span> : null}
            </label>
            <Input
              id={id}
              name={field.key}
              value={values[field.key] ?? ''}
              maxLength={field.maxLength}
              inputMode={field.inputMode}
              autoComplete={field.autoComplete ?? 'off'}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-error` : undefined}
              onChange={(event) => {
                const next = event.target.value;
                setValues((old) => ({ ...old, [field.key]: next }));
                setServerErrors((old) => {
                  const rest = { ...old };
                  delete rest[`details.${field.key}`];
                  return rest;
                });
              }}
            />
            {message ? (
              <p id={`${id}-error`} className="text-xs text-danger">
                {message}
              </p>
            ) : null}
          </div>
        );
      })}
      {failure ? (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving || !gateway}>
          {saving ? t('saving') : t('save')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
