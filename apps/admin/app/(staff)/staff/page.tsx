'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type TableColumn } from '@/components/data-table';
import { SearchForm } from '@/components/search-form';
import { Button, Card, ErrorNotice, Field, PageTitle } from '@/components/ui';
import { useWorkItem, WorkArea } from '@/components/work-item';
import { useFilteredList } from '@/lib/paged-list';
import { must, staffApi, type StaffError } from '@/lib/staff-api';

const BASE = '/api/staff/admin/v1';
const ROLES = ['admin', 'warehouse', 'purchasing', 'finance', 'support', 'content'] as const;
type Role = (typeof ROLES)[number];

/** What each role opens, so an admin picks knowingly. */
const ROLE_WORK: Record<Role, string> = {
  admin: 'everything, staff and the audit log',
  warehouse: 'receiving, parcels, consolidations, deliveries',
  purchasing: 'buying products, quotes',
  finance: 'payments, payouts, prices and exchange rates',
  support: 'customers, messages, claims, disputes',
  content: 'pages, campaigns, coupons',
};

async function load(q: string, page: number, perPage: number) {
  return must(
    staffApi.GET(`${BASE}/members`, {
      params: { query: { ...(q ? { q } : {}), page, per_page: perPage } },
    }),
  );
}
type Member = Awaited<ReturnType<typeof load>>['data'][number];

interface Person {
  identity_id: string;
  email: string;
  roles: Role[];
  active: boolean;
}

/** Roles as checkboxes, and one save: the member's whole membership is written at once. */
function MembershipForm({
  person,
  action,
  onSaved,
}: {
  person: Person;
  action: string;
  onSaved: (member: Member) => void;
}) {
  const save = useMutation<Member, StaffError, Person>({
    mutationFn: async ({ identity_id, email, roles, active }) =>
      (
        await must(
          staffApi.PUT(`${BASE}/members/{identity_id}`, {
            params: { path: { identity_id } },
            body: { email, roles, active },
          }),
        )
      ).data,
    onSuccess: onSaved,
  });
  return (
    <form
      className="flex flex-col gap-4"
      data-testid="membership-form"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const roles = ROLES.filter((role) => form.get(role) === 'on');
        save.mutate({ ...person, roles, active: true });
      }}
    >
      <fieldset className="grid grid-cols-1 gap-2 md:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">Roles of {person.email}</legend>
        {ROLES.map((role) => (
          <label key={role} className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              name={role}
              defaultChecked={person.roles.includes(role)}
              className="h-5 w-5"
            />
            <span>
              <span className="font-semibold capitalize">{role}</span>
              <span className="text-ink-muted"> — {ROLE_WORK[role]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <ErrorNotice error={save.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {action}
        </Button>
        {person.active && person.roles.length > 0 ? (
          <Button
            type="button"
            variant="danger"
            disabled={save.isPending}
            onClick={() => save.mutate({ ...person, active: false })}
          >
            Deactivate
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Find a person by the email they sign in with, then give them roles. */
function AddMember({ onSaved }: { onSaved: (member: Member) => void }) {
  const [found, setFound] = useState<Person | null>(null);
  const lookup = useMutation<Person, StaffError, string>({
    mutationFn: async (email) => {
      const { data } = await must(
        staffApi.GET(`${BASE}/identities`, { params: { query: { email } } }),
      );
      return {
        identity_id: data.identity_id,
        email: data.email,
        roles: data.member?.roles ?? [],
        active: data.member?.active ?? false,
      };
    },
    onSuccess: setFound,
  });
  return (
    <div className="flex flex-col gap-4">
      <SearchForm
        label="Email they sign in with"
        action="Find"
        type="email"
        maxLength={254}
        onSearch={(email) => {
          setFound(null);
          lookup.mutate(email);
        }}
      />
      <ErrorNotice error={lookup.error} />
      {found ? (
        <Card title={`Add ${found.email} to the staff`}>
          <MembershipForm
            key={found.identity_id}
            person={found}
            action={found.active ? 'Save roles' : 'Add to the staff'}
            onSaved={(member) => {
              setFound(null);
              onSaved(member);
            }}
          />
        </Card>
      ) : null}
    </div>
  );
}

const changed = (m: Member) => `${m.updated_by}, ${m.updated_at.slice(0, 16).replace('T', ' ')}`;

/** Few columns, so "Change" stays in view on a 768 px tablet. */
const columns: TableColumn<Member>[] = [
  {
    id: 'email',
    header: 'Email',
    value: (m) => m.email,
    cell: (c) => (
      <span className="break-all">
        {c.row.original.email}
        <br />
        <span className="text-xs text-ink-muted">changed by {changed(c.row.original)}</span>
      </span>
    ),
  },
  { id: 'roles', header: 'Roles', value: (m) => m.roles.join(', ') },
  { id: 'active', header: 'Active', value: (m) => (m.active ? 'yes' : 'no') },
];

/** Who is on the staff and with which roles (admin only); every change is in the audit log. */
export default function StaffPage() {
  const queryClient = useQueryClient();
  const work = useWorkItem<Member>();
  const list = useFilteredList('members', '' as string, load);

  function saved(member: Member) {
    work.done(
      member.active
        ? `${member.email}: ${member.roles.join(', ')}.`
        : `${member.email} is no longer on the staff.`,
    );
    void queryClient.invalidateQueries({ queryKey: ['members'] });
  }

  return (
    <>
      <PageTitle description="Add people by the email they sign in with, give them roles, or take them off the staff. They sign in with a password and an authenticator code.">
        Staff
      </PageTitle>
      <div className="flex flex-col gap-4">
        <AddMember onSaved={saved} />
        <WorkArea
          work={work}
          title={(member) => `Change ${member.email}`}
          form={(member) => (
            <MembershipForm
              key={member.identity_id}
              person={member}
              action={member.active ? 'Save roles' : 'Reactivate with these roles'}
              onSaved={saved}
            />
          )}
        />
        <Card title={`Members · ${list.table.total}`}>
          <div className="mb-4">
            <form
              className="flex flex-col gap-2 md:flex-row md:items-end"
              onSubmit={(event) => {
                event.preventDefault();
                list.setFilter(String(new FormData(event.currentTarget).get('q') ?? '').trim());
              }}
            >
              <div className="flex-1">
                <Field label="Filter by email" name="q" maxLength={254} />
              </div>
              <Button type="submit" variant="secondary">
                Filter
              </Button>
            </form>
          </div>
          <DataTable
            {...list.table}
            columns={[...columns, work.column('Change', (m) => m.email)]}
            empty="No member matches."
            testId="members"
            exportName="staff-members.csv"
            rowKey={(m) => m.identity_id}
          />
        </Card>
      </div>
    </>
  );
}
