/**
 * What may not travel, as data per destination and shipping method (issue #14): airlines
 * refuse loose lithium batteries and most liquids, every destination refuses weapons, and
 * Bangladesh's customs hold medicine without a prescription licence. A rule matches a product
 * by its HS code (a prefix of the subheading) or by what the customer declared it contains.
 * Checked when the request is made, so a parcel is refused before it is bought and sent.
 */
export const CONTENT_FLAGS = ['battery', 'liquid', 'medicine', 'magnet'] as const;
export type ContentFlag = (typeof CONTENT_FLAGS)[number];
type MethodKind = 'air' | 'express' | 'sea';

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

export const RESTRICTION_RULES: readonly RestrictionRule[] = [
  {
    code: 'batteries_by_air',
    hsPrefixes: ['850650', '850760', '850780'],
    contents: ['battery'],
    methods: ['air', 'express'],
    reason: 'Loose lithium batteries and power banks cannot fly; choose sea shipping.',
  },
  {
    code: 'liquids_by_air',
    hsPrefixes: ['2203', '2204', '2205', '2206', '2208', '3303'],
    contents: ['liquid'],
    methods: ['air', 'express'],
    reason: 'Liquids and perfumes cannot fly; choose sea shipping.',
  },
  {
    code: 'weapons',
    hsPrefixes: ['93'],
    contents: [],
    reason: 'Arms, ammunition and their parts cannot be shipped.',
  },
  {
    code: 'medicine_bd',
    hsPrefixes: ['3003', '3004'],
    contents: ['medicine'],
    regions: ['BD'],
    reason: 'Medicine needs an import licence in Bangladesh; we cannot bring it in.',
  },
];

/** The first rule that stops this product on this route, or null when it may travel. */
export function restrictionFor(
  product: { hsCode?: string | null; contents: readonly string[] },
  route: { regionCode: string; methodKind: MethodKind },
): RestrictionRule | null {
  return (
    RESTRICTION_RULES.find(
      (rule) =>
        (!rule.methods || rule.methods.includes(route.methodKind)) &&
        (!rule.regions || rule.regions.includes(route.regionCode)) &&
        (rule.hsPrefixes.some((prefix) => product.hsCode?.startsWith(prefix)) ||
          rule.contents.some((flag) => product.contents.includes(flag))),
    ) ?? null
  );
}
