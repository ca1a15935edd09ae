'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Button, Card, Empty, Field, money, Notice, PageTitle } from '@/components/ui';
import { can, useMe } from '@/lib/me';
import { fieldError, must, staffApi, type StaffError } from '@/lib/staff-api';

const BASE = '/api/core/admin/warehouse/v1/warehouses';

const loadWarehouses = async () => (await must(staffApi.GET(BASE))).data;
type Warehouse = Awaited<ReturnType<typeof loadWarehouses>>[number];

/** "BDT 2500, USD 30" ⇄ { BDT: 2500, USD: 30 }: one field for every currency's fee. */
const feesText = (fees: Record<string, number>) =>
  Object.entries(fees)
    .map(([currency, amount]) => `${currency} ${amount}`)
    .join(', ');
function parseFees(text: string): Record<string, number> {
  return Object.fromEntries(
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [currency = '', amount = ''] = part.split(/\s+/);
        return [currency.toUpperCase(), Number(amount)];
      }),
  );
}

function WarehouseForm({ warehouse, editable }: { warehouse: Warehouse; editable: boolean }) {
  const queryClient = useQueryClient();
  const save = useMutation<Warehouse, StaffError, FormData>({
    mutationFn: async (form) => {
      const text = (name: string) => String(form.get(name) ?? '').trim();
      const days = (name: string) => Number(form.get(name));
      return (
        await must(
          staffApi.PUT(`${BASE}/{id}`, {
            params: { path: { id: warehouse.id } },
            body: {
              address: {
                line1: text('line1'),
                line2: text('line2') || null,
                district: text('district'),
                city: text('city'),
                province: text('province'),
                post_code: text('post_code'),
              },
              instructions: text('instructions'),
              contact: { name: text('contact_name'), phone: text('contact_phone') },
              storage: {
                free_days: days('free_days'),
                fee_per_day: parseFees(text('fee_per_day')),
                reminder_days: days('reminder_days'),
                max_days: days('max_days'),
                final_notice_days: days('final_notice_days'),
              },
            },
          }),
        )
      ).data;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['warehouses'] }),
  });
  const error = save.error;
  const at = (field: string) => fieldError(error, `body.${field}`);
  const { storage, address } = warehouse;
  const addressField = (name: Exclude<keyof typeof address, 'country_code'>, label: string) => (
    <Field
      label={label}
      name={name}
      required={name !== 'line2'}
      maxLength={name === 'post_code' ? 16 : 200}
      defaultValue={address[name] ?? ''}
      error={at(`address.${name}`)}
    />
  );
  const dayField = (name: keyof typeof storage, label: string) => (
    <Field
      label={label}
      name={name}
      type="number"
      min={0}
      max={3650}
      required
      defaultValue={storage[name] as number}
      error={at(`storage.${name}`)}
    />
  );
  return (
    <Card title={`${warehouse.name} · ${warehouse.code}`}>
      <p className="mb-4 text-sm text-ink-muted">
        The address customers copy on Ship For Me and see on Contact us.
      </p>
      <form
        className="grid grid-cols-1 gap-3 md:grid-cols-2"
        aria-label={`Settings of ${warehouse.name}`}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          save.mutate(new FormData(event.currentTarget));
        }}
      >
        <fieldset disabled={!editable} className="contents">
          {addressField('line1', 'Address line 1')}
          {addressField('line2', 'Address line 2 (optional)')}
          {addressField('district', 'District')}
          {addressField('city', 'City')}
          {addressField('province', 'Province')}
          {addressField('post_code', 'Post code')}
          <div className="md:col-span-2">
            <Field
              label="Instructions for labelling parcels"
              name="instructions"
              defaultValue={warehouse.instructions}
              required
              maxLength={2000}
              error={at('instructions')}
            />
          </div>
          <Field
            label="Contact name"
            name="contact_name"
            defaultValue={warehouse.contact.name}
            required
            maxLength={120}
          />
          <Field
            label="Contact phone"
            name="contact_phone"
            defaultValue={warehouse.contact.phone}
            required
            maxLength={32}
          />
          {dayField('free_days', 'Free storage (days)')}
          <Field
            label="Fee per day after (minor units)"
            name="fee_per_day"
            defaultValue={feesText(storage.fee_per_day)}
            error={at('storage.fee_per_day')}
            hint={Object.entries(storage.fee_per_day)
              .map(([currency, amount]) => money({ amount, currency }))
              .join(' · ')}
          />
          {dayField('reminder_days', 'Remind this many days before the free days end')}
          {dayField('max_days', 'Dispose of after (days)')}
          {dayField('final_notice_days', 'Final notice this many days before disposal')}
        </fieldset>
        {editable ? (
          <div className="flex flex-col gap-2 md:col-span-2 md:flex-row md:items-center">
            <Button type="submit" disabled={save.isPending}>
              Save {warehouse.name}
            </Button>
            {save.isSuccess ? <Notice tone="success">Saved.</Notice> : null}
            {error ? <Notice tone="error">{error.message}</Notice> : null}
          </div>
        ) : null}
      </form>
    </Card>
  );
}

/**
 * Where goods arrive abroad: the address customers send parcels to (Ship For Me, Contact us),
 * what they write on them, and how long storage is free.
 */
export default function WarehousesPage() {
  const me = useMe();
  const editable = can(me, 'settings.warehouses');
  const warehouses = useQuery({ queryKey: ['warehouses'], queryFn: loadWarehouses });
  return (
    <>
      <PageTitle description="The address and labelling instructions customers see, and the storage terms each parcel follows from the next storage sweep.">
        Warehouses
      </PageTitle>
      <div className="flex flex-col gap-4" data-testid="warehouses">
        {warehouses.data ? (
          warehouses.data.map((warehouse) => (
            <WarehouseForm key={warehouse.id} warehouse={warehouse} editable={editable} />
          ))
        ) : (
          <Card>
            <Empty>{warehouses.isError ? warehouses.error.message : 'Loading…'}</Empty>
          </Card>
        )}
      </div>
    </>
  );
}
