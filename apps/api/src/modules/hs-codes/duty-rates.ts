/**
 * Indicative import duty and tax per destination region, by HS chapter or heading (the
 * longest prefix of the code wins, then the region's default). Data, not tables: operators
 * change it with a release, like the restrictions. The figures follow the shape of each
 * tariff (a customs duty, then a VAT or GST charged on value + duty) with round, typical
 * rates for goods sent to individuals; they are estimates for the calculator and the
 * shipping invoice, not a ruling (docs/customs.md). A region absent here has no known duty.
 */
export interface DutyRate {
  /** Customs duty on the declared value, basis points. */
  dutyBps: number;
  /** VAT or GST on declared value + duty, basis points. */
  taxBps: number;
}

interface RegionTariff {
  default: DutyRate;
  /** HS chapter (2 digits) or heading (4 digits) → rate. */
  byPrefix: Record<string, DutyRate>;
  /** What the duty line is called on the invoice. */
  label: string;
}

const rate = (dutyPercent: number, taxPercent: number): DutyRate => ({
  dutyBps: dutyPercent * 100,
  taxBps: taxPercent * 100,
});

export const DUTY_TARIFFS: Readonly<Record<string, RegionTariff>> = {
  BD: {
    label: 'Customs duty and VAT',
    default: rate(10, 15),
    byPrefix: {
      '33': rate(25, 15), // cosmetics and perfumes
      '42': rate(25, 15), // bags and leather goods
      '49': rate(0, 0), // printed books
      '61': rate(25, 15), // knitted clothing
      '62': rate(25, 15), // woven clothing
      '64': rate(25, 15), // footwear
      '71': rate(25, 15), // jewellery
      '84': rate(5, 15), // machines and computers
      '85': rate(10, 15), // electrical and electronic goods
      '95': rate(25, 15), // toys and games
    },
  },
  IN: {
    label: 'Basic customs duty and IGST',
    default: rate(20, 18),
    byPrefix: {
      '49': rate(0, 0),
      '61': rate(20, 12),
      '62': rate(20, 12),
      '85': rate(20, 18),
    },
  },
};

/** The rate for an HS code going to a region: its heading, else its chapter, else the default. */
export function dutyRateFor(
  regionCode: string,
  hsCode: string | null,
): (DutyRate & { label: string }) | null {
  const tariff = DUTY_TARIFFS[regionCode];
  if (!tariff) return null;
  const found =
    (hsCode && (tariff.byPrefix[hsCode.slice(0, 4)] ?? tariff.byPrefix[hsCode.slice(0, 2)])) ||
    tariff.default;
  return { ...found, label: tariff.label };
}

/**
 * Duty and tax on a declared value (minor units): duty = value × duty rate, tax = (value +
 * duty) × tax rate, each rounded up to the minor unit (customs round in their own favour).
 */
export function dutyAndTax(declaredValue: number, rate: DutyRate): number {
  if (declaredValue <= 0) return 0;
  const duty = Math.ceil((declaredValue * rate.dutyBps) / 10_000);
  const tax = Math.ceil(((declaredValue + duty) * rate.taxBps) / 10_000);
  return duty + tax;
}
