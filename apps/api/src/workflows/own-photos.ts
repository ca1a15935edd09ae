import { Unprocessable } from '../platform/errors.ts';
import { createStep } from './runner.ts';
import type { WorkflowServices } from './services.ts';

/**
 * Every photo must be an upload of the parcel's customer (422 naming `field`). The staff
 * answers (receipts, repacks, warehouse requests) say "for this customer", the customer's own
 * request "of"; each keeps the words it always had.
 */
export function ownPhotosStep(
  services: Pick<WorkflowServices, 'assetOwnedBy'>,
  name: string,
  field: string,
  whose: 'of' | 'for' = 'of',
) {
  return createStep(name, async (input: { customerId: number; ids: number[] }) => {
    for (const id of new Set(input.ids)) {
      if (!(await services.assetOwnedBy(input.customerId, id))) {
        throw new Unprocessable(`Photo ${id} is not an upload ${whose} this customer.`, [
          { field, message: 'Upload the photo first' },
        ]);
      }
    }
  });
}
