import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Invalid } from '../../platform/errors.ts';
import { commonErrors, dataOf, ErrorResponseSchema } from '../../platform/schemas.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import type { RegionsService } from '../regions/index.ts';
import { CouponQuoteSchema, DiscountSchema, ValidateCouponBodySchema } from './schemas.ts';
import type { DiscountsService } from './service.ts';

const tags = ['Discounts'];
const base = '/api/purchase/customer/discount/v1';
const errors = { 401: ErrorResponseSchema, 422: ErrorResponseSchema, ...commonErrors };

export const discountsRoutes: FastifyPluginAsyncZod<{
  service: DiscountsService;
  currentCustomer: CurrentCustomer;
  regions: RegionsService;
}> = async (app, { service, currentCustomer, regions }) => {
  app.get(
    `${base}/discounts`,
    {
      schema: {
        tags,
        summary: 'Coupons running now in the caller’s region, with the uses left to them',
        response: { 200: dataOf(z.array(DiscountSchema)), ...errors },
      },
    },
    async (request) => {
      const [customer, region] = await Promise.all([
        currentCustomer(request),
        regions.currentRegion(request.regionCode),
      ]);
      return { data: await service.list(customer.id, region.code) };
    },
  );

  app.post(
    `${base}/validate-coupon`,
    {
      // Reads only: a support session may call it too.
      config: { allowWhileImpersonating: true },
      schema: {
        tags,
        summary:
          'Check a coupon against a subtotal: the discount, or 422 with the reason in details',
        body: ValidateCouponBodySchema,
        response: { 200: dataOf(CouponQuoteSchema), ...errors },
      },
    },
    async (request) => {
      const [customer, region] = await Promise.all([
        currentCustomer(request),
        regions.currentRegion(request.regionCode),
      ]);
      if (request.body.subtotal.currency !== region.currency_code) {
        throw new Invalid('The subtotal must be in the region currency.', [
          { field: 'body.subtotal.currency', message: `Expected ${region.currency_code}` },
        ]);
      }
      const quote = await service.validate(
        customer.id,
        region.code,
        request.body.code,
        request.body.subtotal,
      );
      return {
        data: {
          code: quote.code,
          description: quote.description,
          subtotal: quote.subtotal,
          discount: quote.discount,
          total: quote.total,
        },
      };
    },
  );
};
