import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, dataOf, IdParamsSchema } from '../../platform/schemas.ts';
import {
  CountrySchema,
  CurrencySchema,
  RegionSchema,
  RegionSettingsSchema,
  RegionsQuerySchema,
} from './schemas.ts';
import type { RegionsService } from './service.ts';

const tags = ['Regions'];

export const regionsRoutes: FastifyPluginAsyncZod<{ service: RegionsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/core/customer/region/v1/current',
    {
      schema: {
        tags,
        summary: 'The caller’s region (X-Region header or region cookie, else the default)',
        response: { 200: dataOf(RegionSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await service.currentRegion(request.regionCode) }),
  );

  app.get(
    '/api/core/customer/region/v1/regions',
    {
      schema: {
        tags,
        summary: 'Regions we serve, optionally with languages, countries and currency',
        querystring: RegionsQuerySchema,
        response: { 200: dataOf(z.array(RegionSchema)), ...commonErrors },
      },
    },
    async (request) => ({ data: await service.listRegions(request.query.expand) }),
  );

  app.get(
    '/api/core/customer/region/v1/regions/:id/settings',
    {
      schema: {
        tags,
        summary: 'Pricing settings of a region: exchange rate from CNY, markup, commission',
        params: IdParamsSchema,
        response: { 200: dataOf(RegionSettingsSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await service.regionSettings(request.params.id) }),
  );

  app.get(
    '/api/core/customer/currency/v1/currencies',
    {
      schema: {
        tags,
        summary: 'Currencies of the regions we serve',
        response: { 200: dataOf(z.array(CurrencySchema)), ...commonErrors },
      },
    },
    async () => ({ data: await service.listCurrencies() }),
  );

  app.get(
    '/api/core/customer/country/v1/countries',
    {
      schema: {
        tags,
        summary: 'All countries we know',
        response: { 200: dataOf(z.array(CountrySchema)), ...commonErrors },
      },
    },
    async () => ({ data: await service.listCountries(false) }),
  );

  app.get(
    '/api/core/customer/country/v1/shipping-countries',
    {
      schema: {
        tags,
        summary: 'Countries we deliver to',
        response: { 200: dataOf(z.array(CountrySchema)), ...commonErrors },
      },
    },
    async () => ({ data: await service.listCountries(true) }),
  );
};
