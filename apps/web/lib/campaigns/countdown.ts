/** What is left of a campaign, in whole days, hours, minutes and seconds (never negative). */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  ended: boolean;
}

export function timeLeft(endsAt: string | Date, now: Date): TimeLeft {
  const ms = Math.max(0, new Date(endsAt).getTime() - now.getTime());
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    ended: ms === 0,
  };
}
