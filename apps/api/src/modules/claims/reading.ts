import { NotFound } from '../../platform/errors.ts';
import type { ClaimRow, ClaimsRepository } from './repository.ts';
import type { ClaimStatus } from './state-machine.ts';
import type { ClaimKind } from './tables.ts';

type Filter = { customerId?: number; status?: ClaimStatus };
type PageQuery = { page: number; per_page: number };

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
  async function page<Item>(filter: Filter, query: PageQuery, map: (row: ClaimRow) => Item) {
    const { rows, total } = await repository.page(
      { ...filter, kind },
      query.per_page,
      (query.page - 1) * query.per_page,
    );
    return {
      data: rows.map(map),
      pagination: { page: query.page, per_page: query.per_page, total },
    };
  }

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

    page: (filter: Filter, query: PageQuery) => page(filter, query, toItem),

    /** Staff's page: each item says whose it is. */
    staffPage: (filter: Filter, query: PageQuery) =>
      page(filter, query, (row) => ({ ...toItem(row), customer_id: row.customerId })),
  };
}
