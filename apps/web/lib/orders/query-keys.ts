/** Buy-product order and invoice query keys: every order query starts with `orderKeys.all`. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (status: string | null) => ['orders', 'list', status] as const,
  stat: ['orders', 'stat'] as const,
  details: (id: number) => ['orders', 'details', id] as const,
  timeline: (id: number) => ['orders', 'timeline', id] as const,
  actions: ['orders', 'actions'] as const,
};

export const invoiceKeys = {
  all: ['invoices'] as const,
  one: (id: number) => ['invoices', id] as const,
  list: (filters: { status: string | null; service: string | null; page: number }) =>
    ['invoices', 'list', filters] as const,
  /** Unpaid invoices per order, for the Pay buttons beside orders waiting for payment. */
  open: ['invoices', 'open'] as const,
  /** What the payment step pays: one invoice or a session, with the amount due over it. */
  payable: (kind: 'invoice' | 'session', id: number) => ['invoices', 'payable', kind, id] as const,
};
