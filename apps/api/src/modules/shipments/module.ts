import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import type { AddOnServices } from '../add-on-services/index.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import { createConsolidationRepository } from './consolidation-repository.ts';
import { createConsolidationsService } from './consolidations.ts';
import { createParcelRequestRepository } from './parcel-request-repository.ts';
import { createParcelRequestsService } from './parcel-requests.ts';
import { createShipmentsRepository } from './repository.ts';
import { createRestrictionRepository } from './restriction-repository.ts';
import { createRestrictionSettings } from './restriction-settings.ts';
import { shipmentsRoutes } from './routes.ts';
import { createShipmentsService } from './service.ts';

/** `addOnServices` names and prices a product's add-ons (the add-on services module). */
export function createShipments(db: Database, addOnServices?: Pick<AddOnServices, 'all'>) {
  return createShipmentsService(
    createShipmentsRepository(db),
    addOnServices ? () => addOnServices.all() : undefined,
  );
}

/** What may not travel: the rules requests are checked against, staff's settings. */
export function createRestrictions(db: Database) {
  return createRestrictionSettings(createRestrictionRepository(db));
}

/** Boxes made of several parcels; workflows price them and raise their invoices. */
export function createConsolidations(db: Database, addOnServices?: Pick<AddOnServices, 'all'>) {
  const repository = createShipmentsRepository(db);
  return createConsolidationsService(
    createConsolidationRepository(db),
    repository,
    createShipmentsService(repository, addOnServices ? () => addOnServices.all() : undefined),
  );
}

/** Warehouse requests on parcels (arrival check, special requests, reported errors). */
export function createParcelRequests(db: Database, addOnServices: AddOnServices) {
  return createParcelRequestsService(
    createParcelRequestRepository(db),
    createShipmentsRepository(db),
    addOnServices,
  );
}

export async function registerShipments(
  app: FastifyInstance,
  deps: {
    db: Database;
    currentCustomer: CurrentCustomer;
    regionCurrency: (regionCode: string | null) => Promise<string>;
    addOnServices: AddOnServices;
  },
) {
  const service = createShipments(deps.db, deps.addOnServices);
  await app.register(shipmentsRoutes, {
    service,
    currentCustomer: deps.currentCustomer,
    regionCurrency: deps.regionCurrency,
    addOnServices: deps.addOnServices,
  });
  return service;
}
