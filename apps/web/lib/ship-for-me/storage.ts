const DAY_MS = 86_400_000;

/** The storage terms of a warehouse, as the API's Warehouse.storage carries them. */
export interface StorageTerms {
  free_days: number;
  max_days: number;
  fee_per_day: Record<string, number>;
}

/**
 * When a parcel received at `receivedAt` stops being free and when it would be disposed of,
 * as calendar dates (UTC, like the storage sweep's notices), with today's fee per day.
 */
export function storageDates(receivedAt: string, terms: StorageTerms, currency: string) {
  const start = new Date(receivedAt).getTime();
  const date = (days: number) => new Date(start + days * DAY_MS).toISOString().slice(0, 10);
  return {
    freeUntil: date(terms.free_days),
    disposeOn: date(terms.max_days),
    feePerDay: terms.fee_per_day[currency] ?? null,
  };
}
