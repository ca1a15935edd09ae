import type { Database } from '../../platform/database.ts';
import { paidInvoicesPerDay } from './repository.ts';
import { SERVICE_SUBJECT_TYPES, type InvoiceService } from './service.ts';

export interface DailyRevenue {
  day: string;
  service: InvoiceService;
  currency: string;
  amount: number;
}

/** What each subject type bills for, by service; a buy product's shipping is Buy and Ship's. */
function serviceOf(subjectType: string): InvoiceService {
  const shipForMe: readonly string[] = SERVICE_SUBJECT_TYPES['ship-for-me'];
  return shipForMe.includes(subjectType) ? 'ship-for-me' : 'buy-and-ship';
}

/** Settled invoices per UTC day, service and currency since `since` (the revenue chart). */
export async function revenuePerDay(db: Database, since: Date): Promise<DailyRevenue[]> {
  const totals = new Map<string, DailyRevenue>();
  for (const row of await paidInvoicesPerDay(db, since)) {
    const service = serviceOf(row.subjectType);
    const key = `${row.day} ${service} ${row.currency}`;
    const seen = totals.get(key);
    if (seen) seen.amount += row.amount;
    else totals.set(key, { day: row.day, service, currency: row.currency, amount: row.amount });
  }
  return [...totals.values()];
}
