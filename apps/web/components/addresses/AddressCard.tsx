'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import type { Address } from '../../lib/cart/types.ts';
import { Button } from '../ui/Button.tsx';

/** One saved address as the customer reads it, with its actions. */
export function AddressCard({
  address,
  className,
  busy,
  onEdit,
  onMakeDefault,
  onDelete,
}: {
  address: Address;
  className?: string;
  busy: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations('addressBook');
  const which = address.display_lines[0] ?? address.name;
  return (
    <li
      className={clsx('flex flex-col', className, address.is_default && 'border-brand-400')}
      data-testid="address-card"
      data-default={address.is_default ? 'true' : undefined}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
          {t(`form.labels.${address.label}`)}
        </span>
        {address.is_default ? (
          <span
            className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white"
            data-testid="default-badge"
          >
            {t('default')}
          </span>
        ) : null}
      </div>
      <p className="mt-3 font-semibold">{address.name}</p>
      <p className="text-sm text-ink-muted">{address.phone}</p>
      <address className="mt-2 text-sm not-italic" data-testid="address-lines">
        {address.display_lines.map((line, index) => (
          <span key={index} className="block">
            {line}
          </span>
        ))}
      </address>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Button
          variant="secondary"
          size="sm"
          onClick={onEdit}
          aria-label={t('editLabel', { address: which })}
        >
          {t('edit')}
        </Button>
        {address.is_default ? null : (
          <Button
            variant="secondary"
            size="sm"
            onClick={onMakeDefault}
            disabled={busy}
            aria-label={t('makeDefaultLabel', { address: which })}
          >
            {t('makeDefault')}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={t('deleteLabel', { address: which })}
        >
          {t('delete')}
        </Button>
      </div>
    </li>
  );
}
