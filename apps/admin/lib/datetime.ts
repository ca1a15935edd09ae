/** An instant as a `datetime-local` input shows it: the staff member's own clock, to the minute. */
export function toLocalInput(iso: string | Date): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A `datetime-local` value (the staff member's clock) as the API's ISO instant; '' stays ''. */
export function fromLocalInput(value: string): string {
  return value ? new Date(value).toISOString() : '';
}
