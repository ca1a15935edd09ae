import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import type { Storage } from '../../platform/storage.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import { createAssetsRepository } from './repository.ts';
import { assetsRoutes } from './routes.ts';
import { createAssetsService } from './service.ts';
import { createUploadLimit } from './upload-limit.ts';

/** Wires customer uploads: the routes and the service other modules ask about ownership. */
export async function registerAssets(
  app: FastifyInstance,
  deps: {
    db: Database;
    currentCustomer: CurrentCustomer;
    storage: Storage;
    config: { ASSET_UPLOADS_PER_HOUR: number };
  },
) {
  const service = createAssetsService(createAssetsRepository(deps.db), deps.storage);
  await app.register(assetsRoutes, {
    service,
    currentCustomer: deps.currentCustomer,
    uploadLimit: createUploadLimit(app, deps.config.ASSET_UPLOADS_PER_HOUR),
  });
  return service;
}
