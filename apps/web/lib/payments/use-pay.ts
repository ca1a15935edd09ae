import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api, ok } from '../api.ts';
import type { PaymentTarget } from '../invoices/paths.ts';
import { invoiceKeys, orderKeys } from '../orders/query-keys.ts';
import { attemptFor, attemptIsOver, type Attempt } from './attempt.ts';
import type { GatewayCode } from './gateway-choices.ts';
import { paymentKeys } from './query-keys.ts';

export interface PayRequest {
  gateway: GatewayCode;
  receipt_asset_id?: number;
  /** Bank transfer: the bank's transaction or reference number of the transfer. */
  transfer_reference?: string;
}

/**
 * Pays an invoice or a session with one Idempotency-Key per attempt: a retry of the same
 * payment after an unknown outcome sends the same key (the API replays its first answer), a
 * refused or changed payment gets a new one. Answers the started payment (with bKash's
 * `redirect_url`).
 */
export function usePay(target: PaymentTarget) {
  const queryClient = useQueryClient();
  const attempt = useRef<Attempt | null>(null);
  return useMutation({
    mutationFn: async (body: PayRequest) => {
      attempt.current = attemptFor(attempt.current, { target, body });
      const init = {
        params: { path: { id: target.id } },
        body,
        headers: { 'Idempotency-Key': attempt.current.key },
      };
      const answer =
        target.kind === 'invoice'
          ? await ok(api.POST('/api/invoice/customer/invoice/v1/invoices/{id}/pay', init))
          : await ok(api.POST('/api/invoice/customer/invoice/v1/session/{id}/pay', init));
      return answer.data;
    },
    onError: (error) => {
      if (attemptIsOver(error)) attempt.current = null;
    },
    onSuccess: async () => {
      attempt.current = null;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
      ]);
    },
  });
}
