/**
 * The events a customer hears about and the channels each may go out on: data in one place.
 * A `notify` kind is either an event type itself or one of KIND_EVENT's aliases.
 */
export const EVENT_TYPES = [
  'order_status',
  'parcel_status',
  'parcel_received',
  'invoice_raised',
  'payment_result',
  'action_needed',
  'quote_received',
  'dispute_update',
  'support_reply',
  'payout_update',
  'storage_reminder',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const CHANNELS = ['in_app', 'email', 'push'] as const;
export type Channel = (typeof CHANNELS)[number];

export const LANGUAGES = ['en', 'bn'] as const;
export type NotificationLanguage = (typeof LANGUAGES)[number];

export type ChannelSet = Record<Channel, boolean>;
/** What a customer changed from the defaults, per event type. */
export type ChannelChoices = Partial<Record<EventType, Partial<ChannelSet>>>;

const all: ChannelSet = { in_app: true, email: true, push: true };
/** Status moves come often: in the app and on the device, not by email. */
const quiet: ChannelSet = { in_app: true, email: false, push: true };

/** The channels of each event for a customer who changed nothing. */
export const DEFAULT_CHANNELS: Record<EventType, ChannelSet> = {
  order_status: quiet,
  parcel_status: quiet,
  parcel_received: all,
  invoice_raised: all,
  payment_result: all,
  action_needed: all,
  quote_received: all,
  dispute_update: all,
  support_reply: all,
  payout_update: all,
  storage_reminder: all,
};

/** Kinds that belong to an event type of another name. */
const KIND_EVENT: Record<string, EventType> = {
  storage_final_notice: 'storage_reminder',
  parcel_disposed: 'storage_reminder',
  payment_failed: 'payment_result',
  payment_received: 'payment_result',
  payment_credited_to_wallet: 'payment_result',
};

/** The event type a `notify` kind belongs to (an unknown kind counts as "action needed"). */
export function eventOf(kind: string): EventType {
  if ((EVENT_TYPES as readonly string[]).includes(kind)) return kind as EventType;
  return KIND_EVENT[kind] ?? 'action_needed';
}

/** The channels an event goes out on for a customer with these choices. */
export function channelsFor(choices: ChannelChoices, event: EventType): ChannelSet {
  return { ...DEFAULT_CHANNELS[event], ...choices[event] };
}
