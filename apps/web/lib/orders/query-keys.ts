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
};
