import { resolveDatabaseServer } from '@crossport/db';
import pg from 'pg';

/**
 * What the notifications outbox holds for a customer: one row per notice with its email's
 * delivery state. Read from the servers' database (DATABASE_URL, or the embedded PostgreSQL
 * the running product serves) because the outbox has no customer-facing route: a customer
 * sees the feed, the worker sees the outbox.
 */
export async function outboxFor(
  email: string,
  kind: string,
): Promise<{ title: string; email_status: string }[]> {
  const server = await resolveDatabaseServer(process.env.DATABASE_URL);
  const client = new pg.Client({ connectionString: server.connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ title: string; email_status: string }>(
      `select n.title, n.email_status from customer_notifications n
         join customers c on c.id = n.customer_id
        where c.email = $1 and n.kind = $2 order by n.id`,
      [email, kind],
    );
    return rows;
  } finally {
    await client.end();
  }
}
