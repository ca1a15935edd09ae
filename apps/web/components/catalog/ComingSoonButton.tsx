'use client';

import { Tooltip } from 'radix-ui';
import { Button, type ButtonVariant } from '../ui/Button.tsx';

/**
 * A button for a feature that is not open yet: disabled, with the reason in a tooltip that
 * keyboard users reach too (a disabled button cannot take focus, so its wrapper does).
 */
export function ComingSoonButton({
  label,
  tooltip,
  variant = 'primary',
  className,
}: {
  label: string;
  tooltip: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <span
            tabIndex={0}
            role="button"
            aria-disabled
            aria-label={`${label} — ${tooltip}`}
            className={className}
          >
            <Button
              variant={variant}
              size="lg"
              disabled
              aria-hidden
              tabIndex={-1}
              className="w-full"
            >
              {label}
            </Button>
          </span>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            sideOffset={6}
            className="z-50 rounded-md bg-ink px-3 py-1.5 text-sm text-white shadow-raised animate-fade-in"
          >
            {tooltip}
            <Tooltip.Arrow className="fill-ink" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
