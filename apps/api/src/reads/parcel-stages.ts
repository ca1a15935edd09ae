import type { BuyProductStatus } from '../modules/orders/index.ts';
import type { ShipmentStatus } from '../modules/shipments/index.ts';

/** The stages the dashboard groups goods into, in the order they travel. */
export const PARCEL_STAGES = ['at_warehouse', 'in_transit', 'arrived', 'out_for_delivery'] as const;
export type ParcelStage = (typeof PARCEL_STAGES)[number];

/**
 * Which states of the two machines make a stage (docs/dashboard.md). Out for delivery is not a
 * state of either: it is the goods of a dispatched delivery request, which stay `arrived` (a
 * parcel maybe `ready_for_delivery`) until the courier delivers them, so they are taken out of
 * "arrived". Goods before our warehouse, on hold, delivered or closed are in no stage.
 */
const STATES: Record<
  Exclude<ParcelStage, 'out_for_delivery'>,
  { parcels: readonly ShipmentStatus[]; orders: readonly BuyProductStatus[] }
> = {
  at_warehouse: {
    parcels: ['received_at_warehouse', 'invoiced', 'paid'],
    orders: ['received_abroad'],
  },
  in_transit: { parcels: ['shipping_started', 'in_transit'], orders: ['handed_to_international'] },
  arrived: { parcels: ['arrived', 'ready_for_delivery'], orders: ['arrived'] },
};

type Counts<S extends string> = Partial<Record<S, number>>;

const sumOf = <S extends string>(counts: Counts<S>, states: readonly S[]) =>
  states.reduce((sum, state) => sum + (counts[state] ?? 0), 0);

/**
 * Goods per stage from the parcels' counts per state, the buy products' (those without a
 * parcel of their own) and what dispatched delivery requests hold.
 */
export function stagesOf(input: {
  parcels: Counts<ShipmentStatus>;
  orders: Counts<BuyProductStatus>;
  outForDelivery: { parcels: number; buyProducts: number };
}): { stage: ParcelStage; parcels: number; orders: number }[] {
  const { parcels, orders, outForDelivery } = input;
  const stage = (name: keyof typeof STATES) => ({
    stage: name,
    parcels: sumOf(parcels, STATES[name].parcels),
    orders: sumOf(orders, STATES[name].orders),
  });
  const arrived = stage('arrived');
  return [
    stage('at_warehouse'),
    stage('in_transit'),
    {
      stage: 'arrived',
      // A request's goods are all arrived; never below zero should staff move one apart.
      parcels: Math.max(0, arrived.parcels - outForDelivery.parcels),
      orders: Math.max(0, arrived.orders - outForDelivery.buyProducts),
    },
    {
      stage: 'out_for_delivery',
      parcels: outForDelivery.parcels,
      orders: outForDelivery.buyProducts,
    },
  ];
}
