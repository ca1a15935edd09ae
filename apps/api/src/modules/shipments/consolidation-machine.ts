import { defineStateMachine } from '../../platform/state-machine.ts';
import type { ConsolidationStatus } from './tables.ts';

/**
 * The life of a consolidation, as data (docs/shipping.md draws it): the customer asks, staff
 * repack and weigh the box, the customer sees the saving and confirms (which raises the box's
 * invoice) or cancels (each parcel gets its own invoice back). Nothing happens after confirm:
 * the parcels then move on their own machine.
 */
export const CONSOLIDATION_TRANSITIONS: Readonly<
  Record<ConsolidationStatus, readonly ConsolidationStatus[]>
> = {
  requested: ['repacked', 'cancelled'],
  repacked: ['confirmed', 'cancelled'],
  confirmed: [],
  cancelled: [],
};

/** Staff repack; the customer confirms or cancels. */
export const CONSOLIDATION_MOVES_BY_ACTOR = {
  staff: [['requested', 'repacked']],
  customer: [
    ['repacked', 'confirmed'],
    ['requested', 'cancelled'],
    ['repacked', 'cancelled'],
  ],
} as const satisfies Record<
  string,
  readonly (readonly [ConsolidationStatus, ConsolidationStatus])[]
>;

export const consolidationMachine = defineStateMachine<ConsolidationStatus, Record<string, never>>({
  name: 'consolidation',
  transitions: CONSOLIDATION_TRANSITIONS,
});

export function consolidationMayMove(
  actor: keyof typeof CONSOLIDATION_MOVES_BY_ACTOR,
  from: ConsolidationStatus,
  to: ConsolidationStatus,
): boolean {
  return CONSOLIDATION_MOVES_BY_ACTOR[actor].some(([a, b]) => a === from && b === to);
}
