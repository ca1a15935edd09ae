import type { z } from 'zod';
import type { RestrictionRepository, RestrictionRuleRow } from './restriction-repository.ts';
import type { ContentFlag, RestrictionRule } from './restrictions.ts';
import type { RestrictionRuleBody, RestrictionRuleSchema } from './schemas.ts';

type StaffRestrictionRule = z.infer<typeof RestrictionRuleSchema>;

const toRule = (row: RestrictionRuleRow): RestrictionRule => ({
  code: row.code,
  hsPrefixes: row.hsPrefixes,
  contents: row.contents as ContentFlag[],
  ...(row.methods ? { methods: row.methods as RestrictionRule['methods'] } : {}),
  ...(row.regions ? { regions: row.regions } : {}),
  reason: row.reason,
});

const toStaffRule = (row: RestrictionRuleRow): StaffRestrictionRule => ({
  code: row.code,
  hs_prefixes: row.hsPrefixes,
  contents: row.contents as ContentFlag[],
  methods: row.methods as StaffRestrictionRule['methods'],
  regions: row.regions,
  reason: row.reason,
  active: row.active,
  updated_at: row.updatedAt.toISOString(),
});

/** What may not travel: the rules requests are checked against, and staff's changes to them. */
export function createRestrictionSettings(repository: RestrictionRepository) {
  return {
    /** The active rules, read per request: a change applies to the next request made. */
    async activeRules(): Promise<RestrictionRule[]> {
      return (await repository.active()).map(toRule);
    },

    async list(): Promise<StaffRestrictionRule[]> {
      return (await repository.all()).map(toStaffRule);
    },

    async find(code: string): Promise<StaffRestrictionRule | null> {
      const row = await repository.find(code);
      return row ? toStaffRule(row) : null;
    },

    /** Adds a rule or replaces it; switching `active` off keeps it to bring back later. */
    async put(code: string, body: RestrictionRuleBody): Promise<StaffRestrictionRule> {
      return toStaffRule(
        await repository.put({
          code,
          hsPrefixes: body.hs_prefixes,
          contents: body.contents,
          methods: body.methods,
          regions: body.regions,
          reason: body.reason,
          active: body.active,
        }),
      );
    },
  };
}

export type RestrictionSettings = ReturnType<typeof createRestrictionSettings>;
