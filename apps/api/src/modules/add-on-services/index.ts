/** The add-on services catalogue's public face: the data and its one public route. */
export {
  ADD_ON_SERVICES,
  WAREHOUSE_SERVICES,
  type AddOnService,
  type AddOnServiceUse,
} from './catalogue.ts';
export { addOnServicesRoutes, ADD_ON_SERVICES_PATH } from './routes.ts';
