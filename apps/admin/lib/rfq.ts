import type { staffPaths } from '@crossport/api-client/staff';

/** Staff routes of requests for quotation, and the states a request goes through. */
export const RFQ = '/api/rfq/admin/v1';

type ApiRfqStatus = NonNullable<
  NonNullable<staffPaths['/api/rfq/admin/v1/requests']['get']['parameters']['query']>['status']
>;
/** In the order a request moves; a state the API no longer has fails the type check. */
export const RFQ_STATUSES = [
  'submitted',
  'quoted',
  'ordered',
  'declined',
  'expired',
] as const satisfies readonly ApiRfqStatus[];
export type RfqStatus = (typeof RFQ_STATUSES)[number];
