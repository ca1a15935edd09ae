import { money } from '@crossport/money';
import type { z } from 'zod';
import { isForeignKeyViolation } from '../../platform/database.ts';
import { Conflict, NotFound, Unprocessable } from '../../platform/errors.ts';
import type { RegionsService } from '../regions/index.ts';
import type { CouponRow, DiscountsRepository } from './repository.ts';
import type { CouponBody, CouponChangeBody, StaffCouponSchema } from './schemas.ts';

type StaffCoupon = z.infer<typeof StaffCouponSchema>;

function toStaffCoupon(row: CouponRow, uses: number, customerIds: number[]): StaffCoupon {
  const m = (amount: number | null) =>
    amount === null || !row.currency ? null : money(amount, row.currency);
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    percent_bps: row.percentBps,
    amount: m(row.amount),
    max_discount: m(row.maxDiscount),
    min_spend: m(row.minSpend),
    region_code: row.regionCode,
    per_customer_limit: row.perCustomerLimit,
    first_order_only: row.firstOrderOnly,
    starts_at: row.startsAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    is_active: row.isActive,
    audience: row.audience,
    customer_ids: customerIds,
    uses,
  };
}

/** Staff's coupon settings: list, create, and change text, activity or expiry (not amounts). */
export function createCouponSettings(repository: DiscountsRepository, regions: RegionsService) {
  return {
    async page(query: { page: number; per_page: number }) {
      const { rows, total } = await repository.pageWithUses(
        query.per_page,
        (query.page - 1) * query.per_page,
      );
      const given = await repository.customersOf(rows.map((row) => row.id));
      return {
        data: rows.map((row) => toStaffCoupon(row, row.uses, given.get(row.id) ?? [])),
        pagination: { page: query.page, per_page: query.per_page, total },
      };
    },

    async create(body: CouponBody): Promise<StaffCoupon> {
      let currency: string | null = null;
      if (body.region_code) {
        const region = (await regions.listRegions([])).find((r) => r.code === body.region_code);
        if (!region) {
          throw new Unprocessable(`There is no region ${body.region_code}.`, [
            { field: 'body.region_code', message: 'Unknown region' },
          ]);
        }
        currency = region.currency_code;
      }
      let row: CouponRow | undefined;
      try {
        row = await repository.insert(
          {
            code: body.code,
            description: body.description,
            kind: body.kind,
            percentBps: body.percent_bps ?? null,
            amount: body.amount ?? null,
            maxDiscount: body.max_discount ?? null,
            minSpend: body.min_spend ?? null,
            currency,
            regionCode: body.region_code ?? null,
            perCustomerLimit: body.per_customer_limit ?? null,
            firstOrderOnly: body.first_order_only,
            ...(body.starts_at ? { startsAt: new Date(body.starts_at) } : {}),
            expiresAt: body.expires_at ? new Date(body.expires_at) : null,
            audience: body.audience,
          },
          body.customer_ids,
        );
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
        throw new Unprocessable('A customer it is given to does not exist.', [
          { field: 'body.customer_ids', message: 'Unknown customer' },
        ]);
      }
      if (!row) throw new Conflict(`The code ${body.code} is taken.`);
      return toStaffCoupon(
        row,
        0,
        [...new Set(body.customer_ids)].sort((a, b) => a - b),
      );
    },

    /** One coupon as staff see it, or null: what the audit log keeps as "before". */
    async find(id: number): Promise<StaffCoupon | null> {
      const row = await repository.findById(id);
      if (!row) return null;
      const [uses, given] = await Promise.all([
        repository.usesOf(id),
        repository.customersOf([id]),
      ]);
      return toStaffCoupon(row, uses, given.get(id) ?? []);
    },

    /**
     * Changes what customers read, pauses or resumes it, or moves its end. Amounts stay as
     * they were: orders already used them (make a new coupon for new terms).
     */
    async change(id: number, body: CouponChangeBody): Promise<StaffCoupon> {
      const row = await repository.update(id, {
        ...(body.description === undefined ? {} : { description: body.description }),
        ...(body.is_active === undefined ? {} : { isActive: body.is_active }),
        ...(body.expires_at === undefined
          ? {}
          : { expiresAt: body.expires_at === null ? null : new Date(body.expires_at) }),
      });
      if (!row) throw new NotFound(`Coupon ${id}`);
      const [uses, given] = await Promise.all([
        repository.usesOf(id),
        repository.customersOf([id]),
      ]);
      return toStaffCoupon(row, uses, given.get(id) ?? []);
    },
  };
}

export type CouponSettings = ReturnType<typeof createCouponSettings>;
