/**
 * The shipments module's public face (Ship For Me, issue #13). Today it holds the shipment
 * product's state machine; tables, routes and the staff moves build on it.
 */
export {
  canResume,
  HOLDABLE,
  mayMove,
  SHIPMENT_MOVES_BY_ACTOR,
  SHIPMENT_STATUSES,
  SHIPMENT_TRANSITIONS,
  shipmentMachine,
  type ShipmentActor,
  type ShipmentStatus,
} from './state-machine.ts';
