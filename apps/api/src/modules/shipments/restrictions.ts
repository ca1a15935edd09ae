/**
 * What may not travel, as data per destination and shipping method (issue #14): airlines
 * refuse loose lithium batteries and most liquids, every destination refuses weapons, and
 * Bangladesh's customs hold medicine without a prescription licence. A rule matches a product
 * by its HS code (a prefix of the subheading) or by what the customer declared it contains.
 * Checked when the request is made, so a parcel is refused before it is bought and sent. The
 * rules are staff settings (`restriction_rules`, seeded by migration 0044).
 */
export const CONTENT_FLAGS = ['battery', 'liquid', 'medicine', 'magnet'] as const;
export type ContentFlag = (typeof CONTENT_FLAGS)[number];
export const METHOD_KINDS = ['air', 'express', 'sea'] as const;
type MethodKind = (typeof METHOD_KINDS)[number];

export interface RestrictionRule {
  code: string;
  /** HS code prefixes (2–6 digits) the rule covers. */
  hsPrefixes: readonly string[];
  contents: readonly ContentFlag[];
  /** Methods the rule applies to; every method when absent. */
  methods?: readonly MethodKind[];
  /** Destination regions the rule applies to; every region when absent. */
  regions?: readonly string[];
  reason: string;
}

/** The first rule that stops this product on this route, or null when it may travel. */
export function restrictionFor(
  rules: readonly RestrictionRule[],
  product: { hsCode?: string | null; contents: readonly string[] },
  route: { regionCode: string; methodKind: MethodKind },
): RestrictionRule | null {
  return (
    rules.find(
      (rule) =>
        (!rule.methods || rule.methods.includes(route.methodKind)) &&
        (!rule.regions || rule.regions.includes(route.regionCode)) &&
        (rule.hsPrefixes.some((prefix) => product.hsCode?.startsWith(prefix)) ||
          rule.contents.some((flag) => product.contents.includes(flag))),
    ) ?? null
  );
}
