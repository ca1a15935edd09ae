/** The shipping rates module's public face: other modules and the app use nothing else from it. */
export { registerShippingRates } from './module.ts';
export {
  CourierOptionSchema,
  CourierOptionsBodySchema,
  EtaSchema,
  InternationalOptionSchema,
  InternationalOptionsBodySchema,
  ShippingMethodSchema,
} from './schemas.ts';
export type { ShippingRatesService } from './service.ts';
