import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import type { RegionsService } from '../regions/index.ts';
import type { WarehousesService } from '../warehouses/index.ts';
import { createShippingRatesRepository } from './repository.ts';
import { createRateSettings } from './rate-settings.ts';
import { shippingRatesRoutes } from './routes.ts';
import { createShippingRatesService } from './service.ts';

export async function registerShippingRates(
  app: FastifyInstance,
  deps: { db: Database; regions: RegionsService; warehouses: WarehousesService },
) {
  const { warehouses } = deps;
  const repository = createShippingRatesRepository(deps.db);
  const service = createShippingRatesService({
    repository,
    defaultWarehouseId: async () => {
      const list = await warehouses.list('CN');
      return (list.find((w) => w.is_default) ?? list[0])?.id ?? null;
    },
  });
  await app.register(shippingRatesRoutes, { service, regions: deps.regions });
  const rates = createRateSettings(repository, {
    regionCurrency: async (code) =>
      (await deps.regions.listRegions([])).find((region) => region.code === code)?.currency_code ??
      null,
  });
  return { service, rates };
}
