import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { suiteCodeOf } from '../modules/customers/index.ts';
import { CONSIGNEE_ID_RULES } from '../modules/shipments/index.ts';
import { ShippingCategorySchema } from '../modules/shipping-categories/index.ts';
import {
  EstimateBodySchema,
  EstimateSchema,
  MAX_PARCEL_GRAMS,
  MAX_PARCEL_SIDE_CM,
  PROHIBITED_ITEMS,
  ShippingMethodSchema,
} from '../modules/shipping-rates/index.ts';
import { WarehouseSchema } from '../modules/warehouses/index.ts';
import { Unprocessable } from '../platform/errors.ts';
import { commonErrors, dataOf, ErrorResponseSchema } from '../platform/schemas.ts';
import { createStep, createWorkflow } from './runner.ts';
import type { WorkflowServices } from './services.ts';

type Warehouse = z.infer<typeof WarehouseSchema>;

/** Where a customer sends a parcel: the warehouse's address with the suite code on it. */
const CustomerWarehouseAddressSchema = z
  .object({
    warehouse_id: z.number().int(),
    addressee: z.string().describe('Write this as the recipient: the suite code identifies you'),
    line1: z.string(),
    line2: z.string().describe('Carries the suite code again, for couriers that drop the name'),
    district: z.string(),
    city: z.string(),
    province: z.string(),
    post_code: z.string(),
    country_code: z.string().length(2),
    phone: z.string(),
  })
  .meta({ id: 'CustomerWarehouseAddress' });

export const ShipForMeContextSchema = z
  .object({
    region_code: z.string(),
    warehouses: z.array(WarehouseSchema).describe('Source warehouses, China first'),
    customer: z
      .object({
        suite_code: z.string().describe('CP- and the customer id, six digits at least'),
        warehouse_addresses: z.array(CustomerWarehouseAddressSchema),
      })
      .nullable()
      .describe('Null for a guest'),
    shipping_categories: z.array(ShippingCategorySchema),
    shipping_methods: z.array(ShippingMethodSchema),
    rules: z.object({
      max_weight_grams: z.number().int(),
      max_side_cm: z.number().int(),
      prohibited_items: z.array(z.object({ code: z.string(), name: z.string() })),
      tax_id: z
        .object({ label: z.string(), example: z.string() })
        .nullable()
        .describe('What the destination’s customs ask of the receiver; null when nothing'),
    }),
  })
  .meta({ id: 'ShipForMeContext' });

const ShipForMeQuerySchema = z.strictObject({
  region: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Expected a 2-letter region code')
    .transform((c) => c.toUpperCase())
    .optional(),
});

/** China first (where most shops are), then the default, then by name. */
function sourceOrder(a: Warehouse, b: Warehouse): number {
  const rank = (w: Warehouse) => (w.country_code === 'CN' ? 0 : 1) * 2 + (w.is_default ? 0 : 1);
  return rank(a) - rank(b) || a.name.localeCompare(b.name);
}

function addressFor(warehouse: Warehouse, suiteCode: string, customerName: string | null) {
  return {
    warehouse_id: warehouse.id,
    addressee: `${customerName?.trim() || 'Crossport'} ${suiteCode}`,
    line1: warehouse.address.line1,
    line2: [warehouse.address.line2, `Suite ${suiteCode}`].filter(Boolean).join(', '),
    district: warehouse.address.district,
    city: warehouse.address.city,
    province: warehouse.address.province,
    post_code: warehouse.address.post_code,
    country_code: warehouse.address.country_code,
    phone: warehouse.contact.phone,
  };
}

/**
 * The destination region: the one asked for (422 naming `field` when we do not ship there),
 * else the request's own region.
 */
export function resolveRegionStep(services: WorkflowServices, field: string) {
  return createStep(
    'resolve-region',
    async (input: { asked?: string | undefined; context: string | null }) => {
      const region = await services.regions.currentRegion(input.asked ?? input.context);
      if (input.asked && region.code !== input.asked) {
        throw new Unprocessable(`We do not ship to ${input.asked} yet.`, [
          { field, message: 'Unknown destination region' },
        ]);
      }
      return region;
    },
  );
}

/** The calculator: the warehouse and category must exist (404), then the rate prices it. */
export function estimateShippingWorkflow(services: WorkflowServices) {
  const findSource = createStep('find-source-warehouse', async (id: number) =>
    services.warehouses.get(id),
  );
  const findCategory = createStep('find-shipping-category', async (id: number) =>
    services.shippingCategories.get(id),
  );
  const resolveRegion = resolveRegionStep(services, 'body.region');
  const price = createStep(
    'price-parcel',
    async (input: Parameters<WorkflowServices['shipping']['estimate']>[0]) =>
      services.shipping.estimate(input),
  );
  return createWorkflow(
    'estimate-shipping',
    async (input: { body: z.infer<typeof EstimateBodySchema>; regionCode: string | null }, run) => {
      const { body } = input;
      await run(findSource, body.warehouse_id);
      await run(findCategory, body.shipping_category_id);
      const region = await run(resolveRegion, { asked: body.region, context: input.regionCode });
      return run(price, {
        regionCode: region.code,
        warehouseId: body.warehouse_id,
        shippingCategoryId: body.shipping_category_id,
        shippingMethodId: body.shipping_method_id,
        size: {
          actualGrams: body.weight_grams,
          lengthCm: body.length_cm,
          widthCm: body.width_cm,
          heightCm: body.height_cm,
        },
      });
    },
  );
}

/** Public Ship For Me routes: the page's context and the shipping cost calculator. */
export const shipForMeRoutes: FastifyPluginAsyncZod<{ services: WorkflowServices }> = async (
  app,
  { services },
) => {
  const estimate = estimateShippingWorkflow(services);

  app.post(
    '/api/shipping-core/customer/calculator/v1/estimate',
    {
      // Public and a database read per call: bounded per client IP like other public posts.
      config: {
        // Reads only: a support session may call it too.
        allowWhileImpersonating: true,
        rateLimit: { max: 60, timeWindow: 60_000 },
      },
      schema: {
        tags: ['Ship For Me'],
        summary:
          'Shipping cost of a parcel by each method: actual, volumetric and chargeable weight (no sign-in needed)',
        body: EstimateBodySchema,
        response: {
          200: dataOf(EstimateSchema),
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => ({
      data: await estimate.run({ body: request.body, regionCode: request.regionCode }),
    }),
  );

  app.get(
    '/api/context/customer/v1/ship-for-me',
    {
      schema: {
        tags: ['Ship For Me'],
        summary:
          'Warehouses, categories, methods and rules of Ship For Me; with a session also your suite code and warehouse address',
        querystring: ShipForMeQuerySchema,
        response: { 200: dataOf(ShipForMeContextSchema), ...commonErrors },
      },
    },
    async (request) => {
      const region = await services.regions.currentRegion(
        request.query.region ?? request.regionCode,
      );
      const [warehouses, categories, methods, session] = await Promise.all([
        services.warehouses.list(),
        services.shippingCategories.all(),
        services.shipping.methods(region.code),
        request.identitySession(),
      ]);
      warehouses.sort(sourceOrder);
      const customer = session ? await services.currentCustomer(request) : null;
      const suiteCode = customer ? suiteCodeOf(customer.id) : null;
      return {
        data: {
          region_code: region.code,
          warehouses,
          customer:
            customer && suiteCode
              ? {
                  suite_code: suiteCode,
                  warehouse_addresses: warehouses.map((w) =>
                    addressFor(w, suiteCode, customer.name),
                  ),
                }
              : null,
          shipping_categories: categories,
          shipping_methods: methods,
          rules: {
            max_weight_grams: MAX_PARCEL_GRAMS,
            max_side_cm: MAX_PARCEL_SIDE_CM,
            prohibited_items: PROHIBITED_ITEMS.map((item) => ({ ...item })),
            tax_id: CONSIGNEE_ID_RULES[region.code]
              ? {
                  label: CONSIGNEE_ID_RULES[region.code]!.label,
                  example: CONSIGNEE_ID_RULES[region.code]!.example,
                }
              : null,
          },
        },
      };
    },
  );
};
