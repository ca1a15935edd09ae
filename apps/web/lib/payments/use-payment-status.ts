import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api, ok } from '../api.ts';
import { invoiceKeys, orderKeys } from '../orders/query-keys.ts';
import type { Payment } from './hooks.ts';
import { outcomeOf, shouldExecute, type BkashReturn } from './outcome.ts';
import { paymentKeys } from './query-keys.ts';

/** How often the status page asks again while a payment is still being processed. */
const PROCESSING_POLL_MS = 3_000;

/**
 * One payment for the status page. When the customer is back from bKash it posts bKash's
 * answer to `bkash/execute` once (the API is idempotent by paymentID, so a reload repeating it
 * is harmless) and shows what that answered; a payment still processing is asked again.
 */
export function usePaymentStatus(id: number, back: BkashReturn | null) {
  const queryClient = useQueryClient();
  const payment = useQuery({
    queryKey: paymentKeys.transaction(id),
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET('/api/payment/customer/payment/v1/transactions/{id}', {
            params: { path: { id } },
            signal,
          }),
        )
      ).data,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data && outcomeOf(query.state.data) === 'processing' ? PROCESSING_POLL_MS : false,
  });

  const execute = useMutation({
    mutationFn: async (answer: BkashReturn) =>
      (
        await ok(
          api.POST('/api/payment/customer/payment/v1/transactions/{id}/bkash/execute', {
            params: { path: { id } },
            body: answer,
          }),
        )
      ).data,
    onSuccess: async (settled: Payment) => {
      queryClient.setQueryData(paymentKeys.transaction(id), settled);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.transactionPages }),
      ]);
    },
  });

  const executed = useRef(false);
  const mutate = execute.mutate;
  useEffect(() => {
    if (executed.current || !payment.data || !back || !shouldExecute(payment.data, back)) return;
    executed.current = true;
    mutate(back);
  }, [payment.data, back, mutate]);

  return { payment, execute };
}
