import {
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FlowData, FlowKind, FlowType } from '../flows/flow.ts';
import type { UiContainer } from '../flows/ui.ts';
import type { PublicMetadata, Traits } from '../identities/traits-schema.ts';
import type { AuthenticationMethod, SessionDevice } from '../sessions/session.ts';
import type { CodePurpose } from '../strategies/code/one-time-codes.ts';

/** The identity service owns its own schema so the commerce API's tables never mix with it. */
export const identitySchema = pgSchema('identity');

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const identities = identitySchema.table('identities', {
  id: uuid('id').primaryKey().defaultRandom(),
  schemaId: text('schema_id').notNull(),
  traits: jsonb('traits').$type<Traits>().notNull(),
  state: text('state').$type<'active' | 'inactive'>().notNull().default('active'),
  stateChangedAt: timestamp('state_changed_at', { withTimezone: true }),
  metadataPublic: jsonb('metadata_public').$type<PublicMetadata | null>(),
  metadataAdmin: jsonb('metadata_admin').$type<Record<string, unknown> | null>(),
  ...timestamps,
});

/**
 * What a credential keeps: a password's hash; a TOTP's `otpauth://` URL (its secret) and the
 * last time step a code was accepted for (a code works once).
 */
export interface CredentialConfig {
  hashed_password?: string;
  totp_url?: string;
  last_used_step?: number;
}

/** One row per credential type an identity can sign in with; `identifiers` are lower-cased. */
export const credentials = identitySchema.table(
  'credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    type: text('type').$type<'password' | 'code' | 'totp'>().notNull(),
    identifiers: text('identifiers').array().notNull(),
    config: jsonb('config').$type<CredentialConfig>().notNull().default({}),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('credentials_identity_type').on(table.identityId, table.type),
    index('credentials_identifiers').using('gin', table.identifiers),
  ],
);

export const verifiableAddresses = identitySchema.table(
  'verifiable_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    via: text('via').$type<'email'>().notNull(),
    value: text('value').notNull(),
    verified: boolean('verified').notNull().default(false),
    status: text('status').$type<'pending' | 'sent' | 'completed'>().notNull().default('pending'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    ...timestamps,
  },
  // An address belongs to one identity: this is what makes duplicate sign-ups fail safely.
  (table) => [uniqueIndex('verifiable_addresses_value').on(table.via, table.value)],
);

export const recoveryAddresses = identitySchema.table(
  'recovery_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    via: text('via').$type<'email'>().notNull(),
    value: text('value').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('recovery_addresses_value').on(table.via, table.value)],
);

export const flows = identitySchema.table(
  'flows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<FlowKind>().notNull(),
    type: text('type').$type<FlowType>().notNull(),
    state: text('state').notNull(),
    active: text('active'),
    csrfToken: text('csrf_token').notNull(),
    ui: jsonb('ui').$type<UiContainer>().notNull(),
    returnTo: text('return_to'),
    requestUrl: text('request_url').notNull(),
    identityId: uuid('identity_id').references(() => identities.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<FlowData>().notNull().default({}),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once the flow reached its goal; a used flow cannot be submitted again. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('flows_expires_at').on(table.expiresAt)],
);

export const sessions = identitySchema.table(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the session token: a database leak does not hand out live sessions. */
    tokenHash: text('token_hash').notNull(),
    logoutTokenHash: text('logout_token_hash').notNull(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    aal: text('aal').$type<'aal1' | 'aal2'>().notNull().default('aal1'),
    authenticationMethods: jsonb('authentication_methods')
      .$type<AuthenticationMethod[]>()
      .notNull()
      .default([]),
    devices: jsonb('devices').$type<SessionDevice[]>().notNull().default([]),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * The support staff member who opened this session to see the customer's view (a
     * redeemed impersonation grant); null for the customer's own sessions. Such a session is
     * read-only everywhere and says so in `metadata_public.is_impersonate_identity`.
     */
    impersonatedBy: text('impersonated_by'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('sessions_token_hash').on(table.tokenHash),
    uniqueIndex('sessions_logout_token_hash').on(table.logoutTokenHash),
    index('sessions_identity').on(table.identityId),
  ],
);

/** Native apps that sign in through a browser pick their session up with two codes. */
export const sessionTokenExchanges = identitySchema.table(
  'session_token_exchanges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    flowId: uuid('flow_id')
      .notNull()
      .references(() => flows.id, { onDelete: 'cascade' }),
    initCodeHash: text('init_code_hash').notNull(),
    returnToCodeHash: text('return_to_code_hash'),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    /** The session token, kept only until the app exchanges it once. */
    sessionToken: text('session_token'),
    ...timestamps,
  },
  (table) => [uniqueIndex('session_token_exchanges_init').on(table.initCodeHash)],
);

/**
 * Support's one-time link into a customer's view: made by the admin API, redeemed once in a
 * browser within minutes (the code is kept only as its hash), which opens a read-only session.
 */
export const impersonationGrants = identitySchema.table(
  'impersonation_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    staff: text('staff').notNull(),
    reason: text('reason').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('impersonation_grants_code').on(table.codeHash),
    index('impersonation_grants_identity').on(table.identityId),
  ],
);

/** The courier's outbox: every email is written here first, then sent when SMTP is set up. */
export const courierMessages = identitySchema.table(
  'courier_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<'email'>().notNull().default('email'),
    status: text('status')
      .$type<'queued' | 'sent' | 'processing' | 'abandoned'>()
      .notNull()
      .default('queued'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    templateType: text('template_type').notNull(),
    sendCount: integer('send_count').notNull().default(0),
    lastError: text('last_error'),
    ...timestamps,
  },
  (table) => [
    index('courier_messages_recipient').on(table.recipient),
    index('courier_messages_status').on(table.status),
  ],
);

export const oneTimeCodes = identitySchema.table(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    flowId: uuid('flow_id')
      .notNull()
      .references(() => flows.id, { onDelete: 'cascade' }),
    identityId: uuid('identity_id').references(() => identities.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    address: text('address').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('one_time_codes_flow').on(table.flowId)],
);

/**
 * Every guess at a code (an emailed one-time code or the authenticator app's), spent before
 * the code is compared: what the budgets of `strategies/guesses/guess-budget.ts` count. A guess
 * counts as wrong until it is found right, so guesses in flight spend budget too.
 */
export const guesses = identitySchema.table(
  'guesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    factor: text('factor').$type<'code' | 'totp'>().notNull(),
    flowId: uuid('flow_id')
      .notNull()
      .references(() => flows.id, { onDelete: 'cascade' }),
    identityId: uuid('identity_id').references(() => identities.id, { onDelete: 'cascade' }),
    correct: boolean('correct').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('guesses_flow').on(table.flowId),
    index('guesses_identity').on(table.identityId, table.factor, table.createdAt),
  ],
);

/** Locks of a second factor: shared with the commerce API, which audits them (packages/db). */
export { secondFactorLocks } from '@crossport/db/second-factor-locks';

/** Errors a browser was redirected to the error page for, read back via /self-service/errors. */
export const flowErrors = identitySchema.table('flow_errors', {
  id: uuid('id').primaryKey().defaultRandom(),
  error: jsonb('error').$type<Record<string, unknown>>().notNull(),
  ...timestamps,
});
