import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/database.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import { resolveVapidKeys } from './push.ts';
import { createNotificationsRepository } from './repository.ts';
import { notificationsRoutes } from './routes.ts';
import { createNotificationsService } from './service.ts';

export function createNotifications(db: Database) {
  return createNotificationsService(createNotificationsRepository(db));
}

export async function registerNotifications(
  app: FastifyInstance,
  deps: {
    db: Database;
    currentCustomer: CurrentCustomer;
    config: Pick<
      Config,
      'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PUSH_ENDPOINT_HOSTS'
    >;
  },
) {
  const repository = createNotificationsRepository(deps.db);
  const service = createNotificationsService(repository);
  let vapid: Promise<string> | undefined;
  const vapidPublicKey = () => {
    vapid ??= resolveVapidKeys(deps.config, repository, app.log).then((keys) => keys.publicKey);
    vapid.catch(() => (vapid = undefined));
    return vapid;
  };
  await app.register(notificationsRoutes, {
    service,
    currentCustomer: deps.currentCustomer,
    vapidPublicKey,
    pushHosts: deps.config.PUSH_ENDPOINT_HOSTS,
  });
  return service;
}
