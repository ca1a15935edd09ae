import { useQuery } from '@tanstack/react-query';
import { api, ok } from '../api.ts';
import type { Invoice } from '../cart/types.ts';
import { invoiceKeys } from '../orders/query-keys.ts';

export type InvoiceStatus = Invoice['status'];
export type InvoiceService = 'buy-and-ship' | 'ship-for-me';

export const INVOICES_PER_PAGE = 20;

/** One page of the customer's invoices, newest first, in one status or all. */
export function useInvoices(filters: {
  status: InvoiceStatus | null;
  service: InvoiceService | null;
  page: number;
}) {
  return useQuery({
    queryKey: invoiceKeys.list(filters),
    queryFn: async ({ signal }) =>
      ok(
        api.GET('/api/invoice/customer/invoice/v1/invoices', {
          params: {
            query: {
              page: filters.page,
              per_page: INVOICES_PER_PAGE,
              ...(filters.status ? { status: filters.status } : {}),
              ...(filters.service ? { service: filters.service } : {}),
            },
          },
          signal,
        }),
      ),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

export function useInvoice(id: number | null) {
  return useQuery({
    queryKey: invoiceKeys.one(id ?? 0),
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET('/api/invoice/customer/invoice/v1/invoices/{id}', {
            params: { path: { id: id! } },
            signal,
          }),
        )
      ).data,
    enabled: id !== null,
    staleTime: 0,
  });
}

/** Where the customer downloads an invoice's PDF: a plain same-origin link, cookies included. */
export function invoiceDownloadHref(id: number): string {
  return `/api/invoice/customer/invoice/v1/invoices/${id}/download`;
}
