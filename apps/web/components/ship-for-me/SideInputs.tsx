'use client';

import { useTranslations } from 'next-intl';
import { Input } from '../ui/Input.tsx';

export interface Sides {
  length: string;
  width: string;
  height: string;
}

/** Length, width and height in whole centimetres, side by side (both calculators). */
export function SideInputs({
  id,
  value,
  onChange,
}: {
  /** The first input's id, so the field's label points at it. */
  id: string;
  value: Sides;
  onChange: (side: keyof Sides, text: string) => void;
}) {
  const t = useTranslations('shipForMe.calculator');
  return (
    <div className="grid grid-cols-3 gap-2">
      {(['length', 'width', 'height'] as const).map((side, index) => (
        <Input
          key={side}
          id={index === 0 ? id : undefined}
          aria-label={t(side)}
          placeholder={t(side)}
          inputMode="numeric"
          value={value[side]}
          onChange={(e) => onChange(side, e.target.value)}
        />
      ))}
    </div>
  );
}
