'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorNotice, Field, labelFor, money, Select } from '@/components/ui';
import { fieldError, must, staffApi, type StaffError } from '@/lib/staff-api';

const METHODS = [
  { value: 'cash', label: 'Cash at the office' },
  { value: 'bank_deposit', label: 'Bank deposit' },
  { value: 'mobile_banking', label: 'Mobile banking' },
] as const;
type Method = (typeof METHODS)[number]['value'];

interface PayableInvoice {
  id: number;
  number: string;
  due: { amount: number; currency: string };
}

/**
 * Money received outside the site for what an invoice has due: how it came and what proves it
 * (the till receipt, the deposit slip, the transaction number). The API settles it like any
 * payment, with its ledger postings (docs/payments.md).
 */
export function RecordPaymentForm({
  invoice,
  customerId,
  onRecorded,
}: {
  invoice: PayableInvoice;
  customerId: number;
  /** Told what was recorded, in words for the screen. */
  onRecorded: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const record = useMutation<unknown, StaffError, { method: Method; reference: string }>({
    mutationFn: (body) =>
      must(
        staffApi.POST('/api/invoice/admin/invoice/v1/invoices/{id}/mark-paid', {
          params: { path: { id: invoice.id } },
          body,
        }),
      ),
    onSuccess: () => {
      onRecorded(`Payment of ${money(invoice.due)} recorded for ${invoice.number}.`);
      void queryClient.invalidateQueries({ queryKey: ['customer', customerId] });
    },
  });
  return (
    <form
      className="mt-2 flex flex-col gap-2 md:flex-row md:items-end"
      aria-label={`Record a payment for ${invoice.number}`}
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        record.mutate({
          method: String(form.get('method')) as Method,
          reference: String(form.get('reference') ?? '').trim(),
        });
      }}
    >
      <Select label="Received by" name="method" options={METHODS} defaultValue="cash" />
      <div className="flex-1">
        <Field
          label={labelFor('Receipt or transaction number', `for ${invoice.number}`)}
          name="reference"
          required
          maxLength={100}
          error={fieldError(record.error, 'body.reference')}
        />
      </div>
      <Button type="submit" disabled={record.isPending}>
        Record {money(invoice.due)}
      </Button>
      {record.error && !fieldError(record.error, 'body.reference') ? (
        <ErrorNotice error={record.error} />
      ) : null}
    </form>
  );
}
