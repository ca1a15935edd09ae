import { money, sumMoney } from '@crossport/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADDON_SERVICE_CODES, HsCodeInputSchema } from '../modules/shipments/index.ts';
import { EstimateBodySchema } from '../modules/shipping-rates/index.ts';
import { DomainError } from '../platform/errors.ts';
import {
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  MoneySchema,
  SerialId,
} from '../platform/schemas.ts';
import { boxCharges } from './parcel-charges.ts';
import { createStep, createWorkflow } from './runner.ts';
import { resolveRegionStep } from './ship-for-me.ts';
import type { WorkflowServices } from './services.ts';

const MAX_MINOR = 100_000_000_000;

export const LandedCostBodySchema = EstimateBodySchema.extend({
  shipping_method_id: SerialId.describe('The method the parcel goes by'),
  product_price: z
    .number()
    .int()
    .min(0)
    .max(MAX_MINOR)
    .describe('What the product costs (its declared value), minor units of the region currency'),
  domestic_delivery: z
    .number()
    .int()
    .min(0)
    .max(MAX_MINOR)
    .optional()
    .describe('The seller’s delivery to our warehouse, when known'),
  hs_code: HsCodeInputSchema.optional().describe(
    'Duty and taxes follow it; the default rate without',
  ),
  insured: z.boolean().default(false),
  addon_service_codes: z
    .array(z.enum(ADDON_SERVICE_CODES))
    .max(ADDON_SERVICE_CODES.length)
    .default([]),
});

const CostLineSchema = z.object({
  kind: z.enum(['product', 'domestic_delivery', 'shipping', 'duty', 'insurance', 'addon']),
  description: z.string(),
  amount: MoneySchema,
});

export const LandedCostSchema = z
  .object({
    region_code: z.string(),
    currency: z.string().length(3),
    chargeable_weight_grams: z.number().int(),
    volumetric_weight_grams: z.number().int(),
    lines: z.array(CostLineSchema).describe('Itemised, in the order of the total'),
    invoice_total: MoneySchema.describe(
      'What our shipping invoice will say for the same parcel: shipping, duty, insurance, add-ons',
    ),
    total: MoneySchema.describe('What the product costs at your door'),
  })
  .meta({ id: 'LandedCost' });

/**
 * The landed-cost calculator (public, before buying): the product and the seller's delivery
 * to our warehouse, then exactly what `boxCharges` will bill for that parcel when staff weigh
 * it — the same function, so the estimate equals the invoice for the same inputs.
 */
export function landedCostWorkflow(services: WorkflowServices) {
  const resolveRegion = resolveRegionStep(services, 'body.region');
  const checkHsCode = createStep('check-hs-code', async (code: string | undefined) => {
    if (code && (await services.hsCodes.unknownSubheadings([code])).length > 0) {
      throw new DomainError(422, 'unknown_hs_code', `Unknown HS code ${code}.`, [
        { field: 'body.hs_code', message: 'Pick a code from the HS code search' },
      ]);
    }
  });
  return createWorkflow(
    'landed-cost',
    async (
      input: { body: z.infer<typeof LandedCostBodySchema>; regionCode: string | null },
      run,
    ) => {
      const { body } = input;
      await services.warehouses.get(body.warehouse_id);
      await services.shippingCategories.get(body.shipping_category_id);
      await run(checkHsCode, body.hs_code);
      const region = await run(resolveRegion, { asked: body.region, context: input.regionCode });
      const currency = region.currency_code;
      const charges = await boxCharges(services, {
        regionCode: region.code,
        currency,
        warehouseId: body.warehouse_id,
        shippingMethodId: body.shipping_method_id,
        shippingCategoryIds: [body.shipping_category_id],
        size: {
          actualGrams: body.weight_grams,
          lengthCm: body.length_cm,
          widthCm: body.width_cm,
          heightCm: body.height_cm,
        },
        boxLabel: 'your parcel',
        boxReference: null,
        items: [
          {
            parcel: null,
            declaredValue: body.product_price,
            hsCode: body.hs_code ?? null,
            insured: body.insured,
            addonServices: body.addon_service_codes,
          },
        ],
      });
      const m = (amount: number) => money(amount, currency);
      const lines = [
        { kind: 'product' as const, description: 'Product price', amount: m(body.product_price) },
        ...(body.domestic_delivery !== undefined
          ? [
              {
                kind: 'domestic_delivery' as const,
                description: 'Seller’s delivery to our warehouse',
                amount: m(body.domestic_delivery),
              },
            ]
          : []),
        ...charges.lines.map((l) => ({
          kind: l.kind,
          description: l.description,
          amount: m(l.amount),
        })),
      ];
      return {
        region_code: region.code,
        currency,
        chargeable_weight_grams: charges.option.chargeable_weight_grams,
        volumetric_weight_grams: charges.option.volumetric_weight_grams,
        lines,
        invoice_total: charges.total,
        total: sumMoney(
          lines.map((l) => l.amount),
          currency,
        ),
      };
    },
  );
}

export const landedCostRoutes: FastifyPluginAsyncZod<{ services: WorkflowServices }> = async (
  app,
  { services },
) => {
  const landedCost = landedCostWorkflow(services);
  app.post(
    '/api/shipping-core/customer/calculator/v1/landed-cost',
    {
      config: {
        // Reads only: a support session may call it too.
        allowWhileImpersonating: true,
        rateLimit: { max: 60, timeWindow: 60_000 },
      },
      schema: {
        tags: ['Ship For Me'],
        summary:
          'What a product costs at your door, itemised: price, seller delivery, shipping, duty and taxes, insurance, add-ons (no sign-in needed)',
        body: LandedCostBodySchema,
        response: {
          200: dataOf(LandedCostSchema),
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => ({
      data: await landedCost.run({ body: request.body, regionCode: request.regionCode }),
    }),
  );
};
