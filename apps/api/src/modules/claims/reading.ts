import { NotFound } from '../../platform/errors.ts';
import type { ClaimRow, ClaimsRepository } from './repository.ts';
import type { ClaimStatus } from './state-machine.ts';
import type { ClaimKind } from './tables.ts';

const NOUN: Record<ClaimKind, string> = { claim: 'Claim', dispute: 'Dispute' };

/**
 * Reading claims or disputes back, one kind at a time (a claim's id is no dispute): one row
 * (404 for another kind, or another customer's when `customerId` is given) and pages.
 */
export function createReader<T>(
  repository: ClaimsRepository,
  kind: ClaimKind,
  toItem: (row: ClaimRow) => T,
) {
  return {
    async row(id: number, customerId?: number): Promise<ClaimRow> {
      const row = await repository.find(id);
      if (
        !row ||
        row.kind !== kind ||
        (customerId !== undefined && row.customerId !== customerId)
      ) {
        throw new NotFound(`${NOUN[kind]} ${id}`);
      }
      return row;
    },

    async page(
      filter: { customerId?: number; status?: ClaimStatus },
      query: { page: number; per_page: number },
    ) {
      const { rows, total } = await repository.page(
        { ...filter, kind },
        query.per_page,
        (query.page - 1) * query.per_page,
      );
      return {
        data: rows.map(toItem),
        pagination: { page: query.page, per_page: query.per_page, total },
      };
    },
  };
}
