import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../modules/invoices/index.ts';
import { invoicePdfContent } from './content.ts';

const bdt = (amount: number) => ({ amount, currency: 'BDT' });
const line = (description: string, estimate: number | null) => ({
  id: 1,
  kind: 'shipping',
  description,
  reference_type: null,
  reference_id: null,
  quantity: 1,
  unit_amount: bdt(171_550),
  amount: bdt(171_550),
  estimated_at_checkout: estimate === null ? null : bdt(estimate),
});

describe('the invoice PDF content', () => {
  it("names checkout's estimate beside a shipping charge that had one", () => {
    const invoice: Invoice = {
      id: 1,
      number: 'INV-00000001',
      status: 'unpaid',
      subject: { type: 'shipment_product', id: 1 },
      total: bdt(343_100),
      paid: bdt(0),
      refunded: bdt(0),
      gateway_fee: { paid: bdt(0), refunded: bdt(0) },
      due: bdt(343_100),
      lines: [line('Air cargo shipping of SP-1', 81_000), line('Air cargo shipping of SP-2', null)],
      created_at: '2026-12-07T10:00:00Z',
      updated_at: '2026-12-07T10:00:00Z',
    };
    const company = {
      name: 'Crossport',
      address_lines: ['House 42, Road 11, Banani', 'Dhaka 1213, Bangladesh'],
      email: 'support@crossport.example',
    };
    const content = invoicePdfContent(invoice, { name: 'Nusrat', email: null }, company);
    expect(content.lines.map((l) => l.description)).toEqual([
      'Air cargo shipping of SP-1 (estimated at checkout: ৳810.00)',
      'Air cargo shipping of SP-2',
    ]);
    expect(content.company).toEqual({
      name: 'Crossport',
      address: ['House 42, Road 11, Banani', 'Dhaka 1213, Bangladesh', 'support@crossport.example'],
    });
  });
});
