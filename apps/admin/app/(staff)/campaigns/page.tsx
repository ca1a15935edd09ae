'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CampaignForm, loadCampaigns, type Campaign } from '@/components/campaign-form';
import { DataTable, type TableColumn } from '@/components/data-table';
import { Badge, Button, Card, Notice, PageTitle, when } from '@/components/ui';
import { can, useMe } from '@/lib/me';

const PER_PAGE = 25;
const TONE = { running: 'good', upcoming: 'wait', ended: 'off' } as const;

/** Time-boxed sales (docs/campaigns.md): every campaign with its state; create or change one. */
export default function CampaignsPage() {
  const me = useMe();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Campaign | null>(null);
  const [done, setDone] = useState('');
  const [formKey, setFormKey] = useState(0);
  const campaigns = useQuery({ queryKey: ['campaigns'], queryFn: loadCampaigns });
  const all = campaigns.data ?? [];
  const editable = can(me, 'campaigns.edit');

  const columns: TableColumn<Campaign>[] = [
    { id: 'title', header: 'Name', value: (c) => c.title },
    { id: 'slug', header: 'Slug', value: (c) => c.slug },
    { id: 'region', header: 'Region', value: (c) => c.region_code ?? 'Every region' },
    { id: 'starts', header: 'Starts', value: (c) => when(c.starts_at) },
    { id: 'ends', header: 'Ends', value: (c) => when(c.ends_at) },
    {
      id: 'state',
      header: 'State',
      value: (c) => `${c.status}${c.published ? '' : ' (hidden)'}`,
      cell: (cell) => (
        <span className="flex flex-wrap gap-1">
          <Badge tone={TONE[cell.row.original.status]}>{cell.row.original.status}</Badge>
          {cell.row.original.published ? null : <Badge tone="off">hidden</Badge>}
        </span>
      ),
    },
    { id: 'products', header: 'Products', value: (c) => c.product_count },
    {
      id: 'discount',
      header: 'Best discount',
      value: (c) => (c.best_discount_bps === null ? '—' : `${c.best_discount_bps / 100} %`),
    },
    ...(editable
      ? [
          {
            id: 'edit',
            header: '',
            enableSorting: false,
            cell: ({ row }) => (
              <Button
                variant="secondary"
                aria-label={`Edit ${row.original.title}`}
                onClick={() => {
                  setDone('');
                  setEditing(row.original);
                  requestAnimationFrame(() =>
                    document.querySelector('[data-testid=campaign-form]')?.scrollIntoView(),
                  );
                }}
              >
                Edit
              </Button>
            ),
          } satisfies TableColumn<Campaign>,
        ]
      : []),
  ];

  return (
    <>
      <PageTitle description="Sales with a start and an end: running campaigns take their discounts off every price.">
        Campaigns
      </PageTitle>
      <div className="flex flex-col gap-4">
        {done ? <Notice tone="success">{done}</Notice> : null}
        <Card title={`${all.length} campaigns`}>
          <DataTable
            columns={columns}
            rows={all.slice((page - 1) * PER_PAGE, page * PER_PAGE)}
            total={all.length}
            page={page}
            perPage={PER_PAGE}
            onPage={setPage}
            loading={campaigns.isPending}
            empty={campaigns.isError ? campaigns.error.message : 'No campaigns yet.'}
            testId="campaigns-table"
            rowKey={(c) => String(c.id)}
          />
        </Card>
        {editable ? (
          <CampaignForm
            key={editing ? `edit-${editing.id}` : `new-${formKey}`}
            campaign={editing}
            onDone={(message) => {
              setDone(message);
              setEditing(null);
              setFormKey((k) => k + 1);
            }}
          />
        ) : null}
      </div>
    </>
  );
}
