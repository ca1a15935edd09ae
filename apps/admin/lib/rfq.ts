/** Staff routes of requests for quotation, and the states a request goes through. */
export const RFQ = '/api/rfq/admin/v1';
export const RFQ_STATUSES = ['submitted', 'quoted', 'ordered', 'declined', 'expired'] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];
