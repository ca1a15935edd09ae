'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { SearchForm } from '@/components/search-form';
import { Card, Empty, PageTitle } from '@/components/ui';
import { must, staffApi } from '@/lib/staff-api';

const BASE = '/api/staff/admin/v1/customers';

export default function CustomersPage() {
  const [q, setQ] = useState('');
  const found = useQuery({
    queryKey: ['customers', q],
    queryFn: async () => (await must(staffApi.GET(BASE, { params: { query: { q } } }))).data,
    enabled: q.length >= 2,
  });
  return (
    <>
      <PageTitle description="Find a customer by suite code, id, email, name or phone.">
        Customers
      </PageTitle>
      <div className="flex flex-col gap-4">
        <SearchForm label="Search" action="Search" minLength={2} maxLength={100} onSearch={setQ} />
        {q ? (
          <Card title="Customers">
            {found.data?.length ? (
              <ul className="divide-y divide-slate-200">
                {found.data.map((c) => (
                  <li key={c.id} className="flex items-center justify-between gap-3 py-2">
                    <span className="text-sm">
                      {c.suite_code} · {c.name ?? '—'} · {c.email ?? c.phone ?? '—'}
                    </span>
                    <Link
                      href={`/customers/${c.id}`}
                      className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold hover:bg-slate-100"
                    >
                      Open
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <Empty>{found.isPending ? 'Looking…' : 'No customer matches.'}</Empty>
            )}
          </Card>
        ) : null}
      </div>
    </>
  );
}
