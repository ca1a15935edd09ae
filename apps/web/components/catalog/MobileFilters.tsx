'use client';

import type { ReactNode } from 'react';
import { Icon } from '../icons.tsx';
import { DialogButton } from '../ui/DialogButton.tsx';

/**
 * Phones keep the results first: the filters open in a sheet. The page remounts this per
 * search (its key), so the sheet closes once a filter link has been followed.
 */
export function MobileFilters({
  label,
  badge,
  closeLabel,
  children,
}: {
  label: string;
  badge: string | null;
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <DialogButton
      variant="secondary"
      className="h-10 lg:hidden"
      title={label}
      closeLabel={closeLabel}
      label={
        <>
          <Icon name="list" size={18} />
          {label}
          {badge ? (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
              {badge}
            </span>
          ) : null}
        </>
      }
    >
      {children}
    </DialogButton>
  );
}
