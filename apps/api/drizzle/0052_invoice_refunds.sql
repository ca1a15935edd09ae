-- An invoice keeps what was refunded off it and the gateway fees paid on top (issue #32 item
-- 4): a cancelled bKash-paid product returns its share of the 1.85 % fee too, and the invoice
-- shows paid, refunded and net lines that add up. Existing invoices get what the records say.
ALTER TABLE "invoices" ADD COLUMN "refunded" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "gateway_fee_paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "gateway_fee_refunded" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Refunds so far: the wallet legs of the invoice's refund entries.
UPDATE "invoices" i SET "refunded" = r.amount
FROM (
  SELECT e.reference_id::bigint AS invoice_id, sum(p.amount) AS amount
  FROM "ledger_entries" e
  JOIN "ledger_postings" p ON p.entry_id = e.id
  JOIN "ledger_accounts" a ON a.id = p.account_id AND a.kind = 'customer_wallet'
  WHERE e.kind = 'refund' AND e.reference_type = 'invoice'
  GROUP BY e.reference_id
) r
WHERE i.id = r.invoice_id;--> statement-breakpoint
-- Fees so far: each gateway payment's fee shared over what it applied, rounded per invoice.
UPDATE "invoices" i SET "gateway_fee_paid" = f.fee
FROM (
  SELECT a.invoice_id, sum(round(p.fee::numeric * a.amount / p.amount))::bigint AS fee
  FROM "payment_allocations" a
  JOIN "payments" p ON p.id = a.payment_id
  WHERE p.fee > 0 AND p.amount > 0
  GROUP BY a.invoice_id
) f
WHERE i.id = f.invoice_id;
