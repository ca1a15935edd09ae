'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { timeLeft } from '../../lib/campaigns/countdown.ts';

/**
 * Time left until a campaign ends (or starts), ticking every second, in the page's digits
 * (Bengali digits on a Bengali page). The server renders the moment it answered; the browser
 * takes over on its first tick.
 */
export function Countdown({
  until,
  kind = 'ends',
  className,
}: {
  until: string;
  kind?: 'ends' | 'starts';
  className?: string;
}) {
  const t = useTranslations('campaigns');
  const format = useFormatter();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = timeLeft(until, now);
  if (left.ended) {
    return (
      <p className={className} data-testid="countdown" data-ended="true">
        {t(kind === 'ends' ? 'ended' : 'started')}
      </p>
    );
  }
  const two = (value: number) => format.number(value, { minimumIntegerDigits: 2 });
  const clock = `${two(left.hours)}:${two(left.minutes)}:${two(left.seconds)}`;
  return (
    <p className={className} data-testid="countdown" suppressHydrationWarning>
      {t(kind === 'ends' ? 'endsIn' : 'startsIn', { days: left.days, clock })}
    </p>
  );
}
