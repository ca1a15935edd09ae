import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  IdParamsSchema,
  pageOf,
} from '../../platform/schemas.ts';
import type { CouponSettings } from './coupon-settings.ts';
import {
  CouponBodySchema,
  CouponChangeBodySchema,
  StaffCouponSchema,
  StaffCouponsQuerySchema,
} from './schemas.ts';

export const COUPON_STAFF_BASE = '/api/discounts/admin/v1/coupons';

/** Staff's settings: the coupons customers can use at checkout. */
export const couponsStaffRoutes: FastifyPluginAsyncZod<{ coupons: CouponSettings }> = async (
  app,
  { coupons },
) => {
  const tags = ['Staff: settings'];
  app.get(
    COUPON_STAFF_BASE,
    {
      schema: {
        tags,
        summary: 'Every coupon, newest first, with how many orders used it',
        querystring: StaffCouponsQuerySchema,
        response: { 200: pageOf(StaffCouponSchema), ...commonErrors },
      },
    },
    async (request) => coupons.page(request.query),
  );
  app.post(
    COUPON_STAFF_BASE,
    {
      schema: {
        tags,
        summary: 'Create a coupon (409 when the code is taken)',
        body: CouponBodySchema,
        response: { 201: dataOf(StaffCouponSchema), 409: ErrorResponseSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await coupons.create(request.body) };
    },
  );
  app.put(
    `${COUPON_STAFF_BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'Change its description, pause or resume it, or move its end',
        params: IdParamsSchema,
        body: CouponChangeBodySchema,
        response: { 200: dataOf(StaffCouponSchema), ...commonErrors },
      },
      config: {
        auditBefore: async (request) => {
          const { id } = request.params as { id: number };
          return coupons.find(id);
        },
      },
    },
    async (request) => ({ data: await coupons.change(request.params.id, request.body) }),
  );
};
