'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { api, ApiError, ok } from '../../lib/api.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../ui/Dialog.tsx';
import { Input } from '../ui/Input.tsx';

const CLOSE = '/api/user/customer/account/v1/close';
/** What the API names when something is still open (docs/identity.md, Closing an account). */
const BLOCKERS = [
  'invoice_unpaid',
  'wallet_not_empty',
  'parcel_in_progress',
  'claim_open',
  'payout_pending',
] as const;
type Blocker = (typeof BLOCKERS)[number];
const isBlocker = (code: unknown): code is Blocker => BLOCKERS.includes(code as Blocker);

/** The reasons a 409 lists, in the API's order; empty for any other failure. */
function blockersOf(error: unknown): Blocker[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const details = Array.isArray(error.body.details) ? error.body.details : [];
  return details.map((detail: { field?: unknown }) => detail.field).filter(isBlocker);
}

/**
 * "Close my account": what closing keeps and erases, then a dialog where the customer types
 * their email to confirm. Once closed the session is gone, so the page leaves for the home page.
 */
export function CloseAccount() {
  const t = useTranslations('closeAccount');
  const [email, setEmail] = useState('');
  const close = useMutation({
    mutationFn: () => ok(api.POST(CLOSE, { body: { confirm_email: email } })),
    onSuccess: () => window.location.assign('/'),
  });
  const blockers = blockersOf(close.error);
  const mismatch = close.error instanceof ApiError && close.error.status === 422;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    close.mutate();
  };

  return (
    <section
      aria-labelledby="close-account"
      className="rounded-xl border border-line bg-surface p-5 shadow-card md:p-6"
    >
      <h2 id="close-account" className="text-lg font-semibold">
        {t('heading')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('intro')}</p>
      <ul className="mt-3 list-disc pl-5 text-sm text-ink-muted">
        <li>{t('erased')}</li>
        <li>{t('kept')}</li>
        <li>{t('signIn')}</li>
      </ul>
      <Dialog onOpenChange={() => close.reset()}>
        <DialogTrigger asChild>
          <Button
            className="mt-5 bg-danger hover:bg-danger/90 active:bg-danger"
            data-testid="close-account"
          >
            {t('button')}
          </Button>
        </DialogTrigger>
        <DialogContent
          title={t('dialogTitle')}
          description={t('dialogBody')}
          closeLabel={t('cancel')}
        >
          <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t('emailLabel')}
              <Input
                type="email"
                autoComplete="off"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={mismatch || undefined}
                data-testid="close-account-email"
                required
              />
            </label>
            {mismatch ? (
              <p role="alert" className="text-sm text-danger">
                {t('mismatch')}
              </p>
            ) : null}
            {blockers.length > 0 ? (
              <div
                role="alert"
                className="text-sm text-danger"
                data-testid="close-account-blockers"
              >
                <p>{t('blocked')}</p>
                <ul className="mt-1 list-disc pl-5">
                  {blockers.map((code) => (
                    <li key={code}>{t(`blockers.${code}`)}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {close.isError && !mismatch && blockers.length === 0 ? (
              <p role="alert" className="text-sm text-danger">
                {t('failed')}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-3">
              <DialogClose asChild>
                <Button type="button" variant="ghost">
                  {t('cancel')}
                </Button>
              </DialogClose>
              <Button
                type="submit"
                className="bg-danger hover:bg-danger/90 active:bg-danger"
                disabled={close.isPending || email.trim() === ''}
                data-testid="confirm-close-account"
              >
                {close.isPending ? t('closing') : t('confirm')}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}
