import { randomUUID } from 'node:crypto';
import { money } from '@crossport/money';
import { describe, expect, it } from 'vitest';
import { ledgerAccount } from './accounts.ts';
import { useLedgerTestbed } from './ledger-testbed.ts';
import { IdempotencyKeyReused, InsufficientFunds, type PostingSetInput } from './service.ts';

const bed = useLedgerTestbed();

function deposit(customerId: number, amount: number, key = randomUUID()): PostingSetInput {
  return {
    kind: 'wallet_deposit',
    reference: { type: 'test', id: key },
    idempotencyKey: key,
    postings: [
      { account: ledgerAccount.gatewayClearing('bkash', 'BDT'), amount: money(-amount, 'BDT') },
      { account: ledgerAccount.wallet(customerId, 'BDT'), amount: money(amount, 'BDT') },
    ],
  };
}

function spend(customerId: number, amount: number, key = randomUUID()): PostingSetInput {
  return {
    kind: 'invoice_payment',
    reference: { type: 'invoice', id: key },
    idempotencyKey: key,
    postings: [
      { account: ledgerAccount.wallet(customerId, 'BDT'), amount: money(-amount, 'BDT') },
      { account: ledgerAccount.receivables('BDT'), amount: money(amount, 'BDT') },
    ],
  };
}

const post = (input: PostingSetInput) => bed.ledger.transaction((tx) => bed.ledger.post(tx, input));

describe('ledger posting sets', () => {
  it('moves balances by the postings and keeps the cached balance equal to their sum', async () => {
    const customer = await bed.newCustomer();
    const { entry, replayed } = await post(deposit(customer, 5000));
    expect(replayed).toBe(false);
    expect(entry.postings.map((p) => p.amount)).toEqual([money(-5000, 'BDT'), money(5000, 'BDT')]);
    await post(spend(customer, 1200));
    expect(await bed.ledger.balanceOf(ledgerAccount.wallet(customer, 'BDT'))).toEqual(
      money(3800, 'BDT'),
    );
    expect(await bed.ledger.audit()).toEqual({ drifted: [], unbalanced: [] });
  });

  it('refuses a set that does not sum to zero, or has one leg, or mixes an account currency', async () => {
    const customer = await bed.newCustomer();
    const unbalanced = deposit(customer, 100);
    unbalanced.postings[1]!.amount = money(99, 'BDT');
    await expect(post(unbalanced)).rejects.toThrow(/do not sum to zero in BDT/);
    const oneLeg = deposit(customer, 100);
    oneLeg.postings.pop();
    await expect(post(oneLeg)).rejects.toThrow(/not valid/);
    const wrongCurrency = deposit(customer, 100);
    wrongCurrency.postings[1]!.amount = money(100, 'USD');
    wrongCurrency.postings.push({
      account: ledgerAccount.revenue('USD'),
      amount: money(-100, 'USD'),
    });
    wrongCurrency.postings[0]!.amount = money(-100, 'BDT');
    await expect(post(wrongCurrency)).rejects.toThrow(/holds BDT, not USD/);
    expect(await bed.ledger.balanceOf(ledgerAccount.wallet(customer, 'BDT'))).toEqual(
      money(0, 'BDT'),
    );
  });

  it('lets the database refuse, at commit, an unbalanced set written around the service', async () => {
    const customer = await bed.newCustomer();
    await post(deposit(customer, 100));
    const client = await bed.database.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO ledger_entries (kind, reference_type, reference_id, idempotency_key, body_hash)
         VALUES ('refund', 'test', '1', $1, 'x') RETURNING id`,
        [randomUUID()],
      );
      await client.query(
        `INSERT INTO ledger_postings (entry_id, account_id, amount, currency)
         SELECT $1, id, 50, 'BDT' FROM ledger_accounts WHERE key = $2`,
        [rows[0]!.id, `customer_wallet:${customer}:BDT`],
      );
      await expect(client.query('COMMIT')).rejects.toThrow(/fewer than two postings/);
    } finally {
      client.release();
    }
  });

  it('keeps postings append-only and a wallet balance from going below zero in SQL', async () => {
    const customer = await bed.newCustomer();
    await post(deposit(customer, 100));
    await expect(bed.database.pool.query('UPDATE ledger_postings SET amount = 1')).rejects.toThrow(
      /append-only/,
    );
    await expect(
      bed.database.pool.query('UPDATE ledger_accounts SET balance = -1 WHERE key = $1', [
        `customer_wallet:${customer}:BDT`,
      ]),
    ).rejects.toThrow(/ledger_accounts_non_negative/);
  });

  it('refuses a spend that would overdraw the wallet, and the caller’s transaction goes on', async () => {
    const customer = await bed.newCustomer();
    await post(deposit(customer, 100));
    const after = await bed.ledger.transaction(async (tx) => {
      await expect(bed.ledger.post(tx, spend(customer, 101))).rejects.toBeInstanceOf(
        InsufficientFunds,
      );
      return bed.ledger.post(tx, spend(customer, 100));
    });
    expect(after.replayed).toBe(false);
    expect(await bed.ledger.balanceOf(ledgerAccount.wallet(customer, 'BDT'))).toEqual(
      money(0, 'BDT'),
    );
  });
});

describe('ledger idempotency', () => {
  it('answers the first set for the same key and body, and 409 for another body', async () => {
    const customer = await bed.newCustomer();
    const key = randomUUID();
    const first = await post(deposit(customer, 700, key));
    const again = await post(deposit(customer, 700, key));
    expect(again).toEqual({ entry: first.entry, replayed: true });
    await expect(post(deposit(customer, 701, key))).rejects.toBeInstanceOf(IdempotencyKeyReused);
    expect(await bed.ledger.balanceOf(ledgerAccount.wallet(customer, 'BDT'))).toEqual(
      money(700, 'BDT'),
    );
  });

  it('writes once when the same key is posted 100 times concurrently', async () => {
    const customer = await bed.newCustomer();
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 100 }, () => post(deposit(customer, 250, key))),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entry.id)).size).toBe(1);
    expect(await bed.ledger.balanceOf(ledgerAccount.wallet(customer, 'BDT'))).toEqual(
      money(250, 'BDT'),
    );
    const { rows } = await bed.database.pool.query(
      'SELECT count(*)::int AS n FROM ledger_entries WHERE idempotency_key = $1',
      [key],
    );
    expect(rows[0].n).toBe(1);
  });
});

describe('concurrent wallet spends', () => {
  it('50 concurrent spends end with the exact balance and refuse exactly the overdrafts', async () => {
    const customer = await bed.newCustomer();
    await post(deposit(customer, 1000));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () => post(spend(customer, 30))),
    );
    const spent = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected');
    // 1000 / 30: 33 spends fit (990), the 34th would overdraw; nothing else may fail.
    expect(spent).toHaveLength(33);
    for (const r of refused) expect(r.reason).toBeInstanceOf(InsufficientFunds);
    expect(await bed.ledger.balanceOf(ledgerAccount.wallet(customer, 'BDT'))).toEqual(
      money(10, 'BDT'),
    );
    expect(await bed.ledger.audit()).toEqual({ drifted: [], unbalanced: [] });
  });
});
