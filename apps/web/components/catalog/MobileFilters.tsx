'use client';

import type { ReactNode } from 'react';
import { Icon } from '../icons.tsx';
import { Button } from '../ui/Button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../ui/Dialog.tsx';

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
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" className="h-10 lg:hidden">
          <Icon name="list" size={18} />
          {label}
          {badge ? (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
              {badge}
            </span>
          ) : null}
        </Button>
      </DialogTrigger>
      <DialogContent title={label} closeLabel={closeLabel}>
        {children}
      </DialogContent>
    </Dialog>
  );
}
