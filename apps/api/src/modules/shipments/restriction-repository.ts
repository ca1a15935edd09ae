import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { restrictionRules } from './tables.ts';

export type RestrictionRuleRow = typeof restrictionRules.$inferSelect;
type RestrictionRuleChange = Omit<typeof restrictionRules.$inferInsert, 'updatedAt'>;

export function createRestrictionRepository(db: Database) {
  return {
    all(): Promise<RestrictionRuleRow[]> {
      return db.select().from(restrictionRules).orderBy(asc(restrictionRules.code));
    },

    active(): Promise<RestrictionRuleRow[]> {
      return db
        .select()
        .from(restrictionRules)
        .where(eq(restrictionRules.active, true))
        .orderBy(asc(restrictionRules.code));
    },

    async find(code: string): Promise<RestrictionRuleRow | undefined> {
      const [row] = await db.select().from(restrictionRules).where(eq(restrictionRules.code, code));
      return row;
    },

    /** Adds the rule or replaces the one of that code. */
    async put(rule: RestrictionRuleChange): Promise<RestrictionRuleRow> {
      const [row] = await db
        .insert(restrictionRules)
        .values(rule)
        .onConflictDoUpdate({
          target: restrictionRules.code,
          set: {
            hsPrefixes: rule.hsPrefixes,
            contents: rule.contents,
            methods: rule.methods,
            regions: rule.regions,
            reason: rule.reason,
            active: rule.active,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      return row!;
    },
  };
}

export type RestrictionRepository = ReturnType<typeof createRestrictionRepository>;
