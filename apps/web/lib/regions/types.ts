/** Region, settings and shipping category wire shapes from the generated API client. */
import type { Schemas } from '@crossport/api-client';

export type Region = Schemas['Region'];
export type RegionSettings = Schemas['RegionSettings'];
export type ShippingCategory = Schemas['ShippingCategory'];
