'use client';

import { clsx } from 'clsx';
import { Command } from 'cmdk';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { placeMatch, type PlaceChoice } from '../../lib/addresses/form.ts';
import { Icon } from '../icons.tsx';

/**
 * A searchable list of places (division, district, thana, state): a Bangladeshi district can
 * hold 55 thanas, too many to scroll through on a phone. The button opens a search box over the
 * list; typing narrows it by the shown name or the name in the other language.
 */
export function PlacePicker({
  id,
  value,
  choices,
  onChange,
  placeholder,
  searchLabel,
  emptyLabel,
  invalid,
}: {
  id: string;
  value: string;
  choices: PlaceChoice[];
  onChange: (value: string) => void;
  placeholder: string;
  searchLabel: string;
  emptyLabel: string;
  invalid?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const chosen = choices.find((choice) => choice.value === value);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        id={id}
        type="button"
        aria-haspopup="listbox"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        disabled={choices.length === 0}
        className={clsx(
          'flex h-11 w-full items-center justify-between gap-2 rounded-md border border-line-strong bg-surface px-3 text-left text-base',
          'hover:border-brand-300 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none',
          'disabled:cursor-not-allowed disabled:opacity-60',
          chosen ? null : 'text-ink-subtle',
        )}
      >
        <span className="truncate">{chosen?.label ?? placeholder}</span>
        <Icon name="chevronDown" size={18} className="shrink-0 text-ink-muted" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 w-[var(--radix-popover-trigger-width)] min-w-[16rem] overflow-hidden rounded-lg border border-line bg-surface shadow-raised"
        >
          <Command
            label={searchLabel}
            filter={(_code, search, names) => placeMatch(search, names ?? [])}
          >
            <div className="flex items-center gap-2 border-b border-line px-3">
              <Icon name="search" size={16} className="shrink-0 text-ink-muted" />
              <Command.Input
                placeholder={searchLabel}
                aria-label={searchLabel}
                className="h-11 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-ink-subtle"
              />
            </div>
            <Command.List className="max-h-[min(18rem,calc(var(--radix-popover-content-available-height)-3rem))] overflow-y-auto p-1">
              <Command.Empty className="px-3 py-2.5 text-sm text-ink-muted">
                {emptyLabel}
              </Command.Empty>
              {choices.map((choice) => (
                <Command.Item
                  key={choice.value}
                  // The code keeps two places of one name apart; only the names are searched.
                  value={choice.value}
                  keywords={[choice.label, ...(choice.alternative ? [choice.alternative] : [])]}
                  onSelect={() => {
                    onChange(choice.value);
                    setOpen(false);
                  }}
                  className="relative flex cursor-pointer items-center rounded-md py-2.5 pr-3 pl-8 text-base select-none data-[selected=true]:bg-brand-50 data-[selected=true]:text-brand-900"
                >
                  {choice.value === value ? (
                    <Icon name="check" size={16} className="absolute left-2 text-brand-600" />
                  ) : null}
                  {choice.label}
                </Command.Item>
              ))}
            </Command.List>
          </Command>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
