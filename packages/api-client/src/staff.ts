import createClient, { type ClientOptions } from 'openapi-fetch';
import type { components, paths } from './staff-schema';

export type { components as staffComponents, paths as staffPaths };

/**
 * The typed staff API client for the back office (apps/admin): generated from the staff
 * OpenAPI document, so a renamed field fails typecheck there as in the storefront. Staff calls
 * carry the staff member's session cookie; machines use X-Staff-Token and never this client.
 */
export function createStaffApiClient(options: ClientOptions = {}) {
  return createClient<paths>(options);
}

export type StaffApiClient = ReturnType<typeof createStaffApiClient>;
