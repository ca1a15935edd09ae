import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from './database.ts';

/** What pg-boss needs to write a job with someone else's connection (its `db` option). */
export interface SqlExecutor {
  // pg-boss passes any JSON-able value as a parameter and reads rows back untyped.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg-boss's own signature
  executeSql(text: string, values: any[]): Promise<{ rows: any[] }>;
}

/**
 * Turns positional SQL (`$1`, `$2` …, as pg-boss writes it) into a Drizzle query with the
 * same values bound as parameters, so it runs on the transaction's own connection through
 * Drizzle's public API. A placeholder used twice becomes two parameters of the same value.
 */
export function positionalSql(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) {
      if (part) chunks.push(sql.raw(part));
      return;
    }
    const position = Number(part);
    if (position < 1 || position > values.length) {
      throw new RangeError(`SQL names parameter $${position} of ${values.length}`);
    }
    // sql.param keeps an array one parameter; pg-boss leaves unset options undefined (NULL).
    chunks.push(sql`${sql.param(values[position - 1] ?? null)}`);
  });
  return sql.join(chunks);
}

/**
 * The transactional outbox: a job sent through this executor is written in the caller's
 * transaction, so it exists exactly when the transaction commits — a rolled-back change
 * enqueues nothing and a committed one enqueues once, with no gap in which the change is
 * stored but its job lost (or the job runs for a change that never happened).
 */
export function transactionExecutor(tx: Transaction): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result = await tx.execute(positionalSql(text, values));
      return { rows: result.rows };
    },
  };
}
