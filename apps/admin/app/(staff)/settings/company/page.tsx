'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Button, Card, Empty, Field, Labelled, Notice, PageTitle } from '@/components/ui';
import { can, useMe } from '@/lib/me';
import { fieldError, must, staffApi, type StaffError } from '@/lib/staff-api';

const PATH = '/api/content/admin/v1/company';

const loadCompany = async () => (await must(staffApi.GET(PATH))).data;
type Company = Awaited<ReturnType<typeof loadCompany>>;

function CompanyForm({ company, editable }: { company: Company; editable: boolean }) {
  const queryClient = useQueryClient();
  const save = useMutation<Company, StaffError, FormData>({
    mutationFn: async (form) => {
      const text = (name: string) => String(form.get(name) ?? '').trim();
      return (
        await must(
          staffApi.PUT(PATH, {
            body: {
              name: text('name'),
              address_lines: text('address_lines')
                .split('\n')
                .map((line) => line.trim())
                .filter(Boolean),
              email: text('email'),
              phone: text('phone'),
              opening_hours: { en: text('hours_en'), bn: text('hours_bn') },
            },
          }),
        )
      ).data;
    },
    onSuccess: (saved) => queryClient.setQueryData(['company'], saved),
  });
  const error = save.error;
  const at = (field: string) => fieldError(error, `body.${field}`);
  return (
    <Card title="Office in Bangladesh">
      <form
        className="grid grid-cols-1 gap-3 md:grid-cols-2"
        aria-label="Company details"
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          save.mutate(new FormData(event.currentTarget));
        }}
      >
        <fieldset disabled={!editable} className="contents">
          <Field
            label="Company name"
            name="name"
            defaultValue={company.name}
            required
            maxLength={120}
            error={at('name')}
          />
          <Field
            label="Email"
            name="email"
            type="email"
            defaultValue={company.email}
            required
            maxLength={254}
            error={at('email')}
          />
          <div className="md:col-span-2">
            <Labelled
              label="Address, one line each (as on a letter)"
              hint="Up to 6 lines"
              error={at('address_lines')}
            >
              {(control) => (
                <textarea
                  {...control}
                  name="address_lines"
                  rows={4}
                  required
                  defaultValue={company.address_lines.join('\n')}
                />
              )}
            </Labelled>
          </div>
          <Field
            label="Phone"
            name="phone"
            defaultValue={company.phone}
            required
            maxLength={32}
            error={at('phone')}
          />
          <div className="hidden md:block" />
          <Field
            label="Opening hours (English)"
            name="hours_en"
            defaultValue={company.opening_hours.en}
            required
            maxLength={120}
            error={at('opening_hours.en')}
          />
          <Field
            label="Opening hours (Bengali)"
            name="hours_bn"
            lang="bn"
            defaultValue={company.opening_hours.bn}
            required
            maxLength={120}
            error={at('opening_hours.bn')}
          />
        </fieldset>
        <p className="text-sm text-ink-muted md:col-span-2">
          Last changed by {company.edited_by} on {new Date(company.updated_at).toLocaleString()}.
        </p>
        {editable ? (
          <div className="flex flex-col gap-2 md:col-span-2 md:flex-row md:items-center">
            <Button type="submit" disabled={save.isPending}>
              Save company details
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
 * The company's own details: the office address, email, phone and hours the Contact us page
 * and every invoice PDF show (docs/content.md). Parcels go to the warehouses, set apart.
 */
export default function CompanyPage() {
  const me = useMe();
  const editable = can(me, 'settings.company');
  const company = useQuery({ queryKey: ['company'], queryFn: loadCompany });
  return (
    <>
      <PageTitle description="Shown on Contact us and printed on every invoice PDF. The addresses customers send parcels to are each warehouse's own (Warehouses).">
        Company details
      </PageTitle>
      {company.data ? (
        <CompanyForm company={company.data} editable={editable} />
      ) : (
        <Card>
          <Empty>{company.isError ? company.error.message : 'Loading…'}</Empty>
        </Card>
      )}
    </>
  );
}
