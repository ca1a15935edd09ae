'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, Empty, Field, Notice, PageTitle } from '@/components/ui';
import { can, useMe } from '@/lib/me';
import { fieldError, must, staffApi, type StaffError } from '@/lib/staff-api';

const BASE = '/api/shipping-core/admin/restriction/v1/rules';
const CONTENTS = ['battery', 'liquid', 'medicine', 'magnet'] as const;
const METHODS = ['air', 'express', 'sea'] as const;

const loadRules = async () => (await must(staffApi.GET(BASE))).data;
type Rule = Awaited<ReturnType<typeof loadRules>>[number];

const list = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter(Boolean);
const matches = (rule: Rule) =>
  [
    rule.hs_prefixes.length ? `HS ${rule.hs_prefixes.join(', ')}` : '',
    rule.contents.length ? `declared ${rule.contents.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' or ');

function Checkboxes<T extends string>({
  legend,
  name,
  options,
  checked,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  checked: readonly T[];
}) {
  return (
    <fieldset className="flex flex-col gap-1 text-sm">
      <legend className="font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {options.map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              name={name}
              value={option}
              defaultChecked={checked.includes(option)}
              className="size-5"
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Adds a rule (no `rule`) or replaces one; the API checks it and names a wrong field. */
function RuleForm({ rule, onDone }: { rule: Rule | null; onDone: (code: string) => void }) {
  const queryClient = useQueryClient();
  const save = useMutation<Rule, StaffError, FormData>({
    mutationFn: async (form) => {
      const text = (name: string) => String(form.get(name) ?? '').trim();
      const all = (name: string) => form.getAll(name).map(String);
      const methods = all('methods') as NonNullable<Rule['methods']>;
      const regions = list(text('regions'));
      return (
        await must(
          staffApi.PUT(`${BASE}/{code}`, {
            params: { path: { code: rule?.code ?? text('code') } },
            body: {
              hs_prefixes: list(text('hs_prefixes')),
              contents: all('contents') as Rule['contents'],
              methods: methods.length ? methods : null,
              regions: regions.length ? regions : null,
              reason: text('reason'),
              active: form.get('active') === 'on',
            },
          }),
        )
      ).data;
    },
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ['restriction-rules'] });
      onDone(saved.code);
    },
  });
  const at = (field: string) => fieldError(save.error, `body.${field}`);
  return (
    <form
      aria-label={rule ? `Rule ${rule.code}` : 'New rule'}
      className="grid grid-cols-1 gap-3 md:grid-cols-2"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        save.mutate(new FormData(event.currentTarget));
      }}
    >
      {rule ? null : (
        <Field
          label="Code"
          name="code"
          required
          pattern="[a-z][a-z0-9_]{1,39}"
          hint="Lower-case letters, digits and _, e.g. magnets_by_air"
          error={fieldError(save.error, 'params.code')}
        />
      )}
      <Field
        label="HS code prefixes"
        name="hs_prefixes"
        defaultValue={rule?.hs_prefixes.join(', ') ?? ''}
        hint="2 to 6 digits each, separated by commas"
        error={at('hs_prefixes')}
      />
      <Checkboxes
        legend="Or declared contents"
        name="contents"
        options={CONTENTS}
        checked={rule?.contents ?? []}
      />
      <Checkboxes
        legend="By (none: every method)"
        name="methods"
        options={METHODS}
        checked={rule?.methods ?? []}
      />
      <Field
        label="To regions (empty: every destination)"
        name="regions"
        defaultValue={rule?.regions?.join(', ') ?? ''}
        hint="Two-letter codes, e.g. BD, IN"
        error={at('regions')}
      />
      <div className="md:col-span-2">
        <Field
          label="Reason the customer reads"
          name="reason"
          required
          minLength={5}
          maxLength={300}
          defaultValue={rule?.reason ?? ''}
          error={at('reason')}
        />
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          name="active"
          defaultChecked={rule?.active ?? true}
          className="size-5"
        />
        Active: requests are checked against it
      </label>
      <div className="flex flex-col gap-2 md:col-span-2 md:flex-row md:items-center">
        <Button type="submit" disabled={save.isPending}>
          {rule ? `Save ${rule.code}` : 'Add rule'}
        </Button>
        {save.error ? <Notice tone="error">{save.error.message}</Notice> : null}
      </div>
    </form>
  );
}

/** What may not travel: staff keep customs' and airlines' rules; requests are checked at once. */
export default function RestrictedItemsPage() {
  const me = useMe();
  const editable = can(me, 'settings.restrictions');
  const rules = useQuery({ queryKey: ['restriction-rules'], queryFn: loadRules });
  const [editing, setEditing] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const chosen = rules.data?.find((rule) => rule.code === editing) ?? null;
  return (
    <>
      <PageTitle description="A Ship For Me request is refused, naming the product and the reason, when a product matches an active rule on its shipping method and destination.">
        Restricted items
      </PageTitle>
      <div className="flex flex-col gap-4">
        {said ? <Notice tone="success">{said}</Notice> : null}
        <Card title="Rules">
          {rules.data ? (
            <ul className="divide-y divide-slate-200" data-testid="restriction-rules">
              {rules.data.map((rule) => (
                <li
                  key={rule.code}
                  className="flex flex-col gap-2 py-3 md:flex-row md:items-center md:justify-between"
                >
                  <div className="flex flex-col gap-1 text-sm">
                    <span className="flex items-center gap-2 font-semibold">
                      {rule.code}
                      <Badge tone={rule.active ? 'good' : 'off'}>
                        {rule.active ? 'active' : 'off'}
                      </Badge>
                    </span>
                    <span>
                      {matches(rule)} · by {rule.methods?.join(', ') ?? 'any method'} · to{' '}
                      {rule.regions?.join(', ') ?? 'anywhere'}
                    </span>
                    <span className="text-ink-muted">{rule.reason}</span>
                  </div>
                  {editable ? (
                    <Button
                      variant="secondary"
                      onClick={() => setEditing(rule.code)}
                      aria-label={`Edit ${rule.code}`}
                    >
                      Edit
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <Empty>{rules.isError ? rules.error.message : 'Loading…'}</Empty>
          )}
        </Card>
        {editable ? (
          <Card title={chosen ? `Edit ${chosen.code}` : 'Add a rule'}>
            <RuleForm
              key={chosen?.code ?? 'new'}
              rule={chosen}
              onDone={(code) => {
                setSaid(`Rule ${code} saved: requests made from now on are checked against it.`);
                setEditing(null);
              }}
            />
          </Card>
        ) : null}
      </div>
    </>
  );
}
