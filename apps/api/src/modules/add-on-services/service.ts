import type { z } from 'zod';
import type { Transaction } from '../../platform/database.ts';
import { Conflict, NotFound, Unprocessable } from '../../platform/errors.ts';
import {
  ADD_ON_SERVICES,
  INSURANCE_CODE,
  type AddOnServiceCode,
  type AddOnServiceUse,
} from './catalogue.ts';
import type { AddOnServiceRow, AddOnServicesRepository } from './repository.ts';
import type {
  AddOnServiceChangeBody,
  AddOnServiceSchema,
  StaffAddOnServiceSchema,
} from './schemas.ts';

type StaffAddOnService = z.infer<typeof StaffAddOnServiceSchema>;

/** A service as its readers price it: the code's group and uses with the operator's terms. */
export interface AddOnServiceTerms {
  code: AddOnServiceCode;
  group: string;
  name: string;
  uses: readonly AddOnServiceUse[];
  active: boolean;
  /** Minor units by currency; a currency absent is not offered there, 0 is free. */
  prices: Readonly<Record<string, number>>;
  rateBps: number | null;
  updatedAt: Date;
}

/**
 * The add-on services with their operator-set names, prices and insurance rate. Read from the
 * tables on every call, with no cache: a change applies to the very next request, and
 * what was already charged (invoices, parcel requests) keeps the amount it was charged.
 */
export function createAddOnServices(
  repository: AddOnServicesRepository,
  deps: { regionCurrencies: () => Promise<string[]> },
) {
  /** Catalogue order; a code with no row (never seeded) is not offered. */
  async function all(tx?: Transaction): Promise<AddOnServiceTerms[]> {
    const rows = new Map((await repository.all(tx)).map((row) => [row.code, row]));
    return ADD_ON_SERVICES.flatMap((entry) => {
      const row = rows.get(entry.code);
      return row ? [terms(entry, row)] : [];
    });
  }

  function terms(entry: (typeof ADD_ON_SERVICES)[number], row: AddOnServiceRow) {
    return {
      code: entry.code,
      group: entry.group,
      uses: entry.uses,
      name: row.name,
      active: row.active,
      prices: row.prices,
      rateBps: row.rateBps,
      updatedAt: row.updatedAt,
    };
  }

  const toStaff = (s: AddOnServiceTerms): StaffAddOnService => ({
    code: s.code,
    group: s.group,
    name: s.name,
    uses: [...s.uses],
    active: s.active,
    prices: { ...s.prices },
    rate_bps: s.rateBps,
    updated_at: s.updatedAt.toISOString(),
  });

  async function find(code: string, tx?: Transaction): Promise<AddOnServiceTerms | undefined> {
    return (await all(tx)).find((s) => s.code === code);
  }

  return {
    all,
    find,

    /** The public catalogue: offered services, optionally for one use and one currency. */
    async offered(filter: {
      use?: AddOnServiceUse;
      currency?: string;
    }): Promise<z.infer<typeof AddOnServiceSchema>[]> {
      return (await all())
        .filter((s) => s.active && (!filter.use || s.uses.includes(filter.use)))
        .map((s) => ({
          code: s.code,
          group: s.group,
          name: s.name,
          uses: [...s.uses],
          prices: Object.entries(s.prices)
            .filter(([currency]) => !filter.currency || currency === filter.currency)
            .map(([currency, amount]) => ({ amount, currency })),
          rate_bps: s.rateBps,
        }));
    },

    /** The price of a service in a currency: 0 when free, null when not offered there. */
    async priceOf(code: string, currency: string, tx?: Transaction): Promise<number | null> {
      const service = await find(code, tx);
      if (!service?.active) return null;
      return service.prices[currency] ?? null;
    },

    /** Insurance's share of the declared value, in basis points. */
    async insuranceRateBps(): Promise<number> {
      const insurance = await find(INSURANCE_CODE);
      if (insurance?.rateBps == null) throw new NotFound('The insurance rate');
      return insurance.rateBps;
    },

    async list(): Promise<StaffAddOnService[]> {
      return (await all()).map(toStaff);
    },

    /** One service as staff see it, or null: what the audit log keeps as "before". */
    async staffView(code: string): Promise<StaffAddOnService | null> {
      const service = await find(code);
      return service ? toStaff(service) : null;
    },

    /**
     * Staff's change, applied to requests from now on. Prices only in the regions'
     * currencies; insurance keeps a rate, stays offered and has no fixed price.
     */
    async change(code: AddOnServiceCode, body: AddOnServiceChangeBody): Promise<StaffAddOnService> {
      const known = new Set(await deps.regionCurrencies());
      const unknown = Object.keys(body.prices).filter((currency) => !known.has(currency));
      const problems = unknown.map((currency) => ({
        field: `body.prices.${currency}`,
        message: 'No region uses this currency',
      }));
      if (code === INSURANCE_CODE) {
        if (body.rate_bps === null) {
          problems.push({ field: 'body.rate_bps', message: 'Insurance needs its rate' });
        }
        if (!body.active) {
          problems.push({ field: 'body.active', message: 'Insurance cannot be switched off' });
        }
        if (Object.keys(body.prices).length > 0) {
          problems.push({ field: 'body.prices', message: 'Insurance is priced by its rate' });
        }
      } else if (body.rate_bps !== null) {
        problems.push({ field: 'body.rate_bps', message: 'Only insurance has a rate' });
      }
      if (problems.length > 0) {
        throw new Unprocessable('Some of these settings cannot be saved.', problems);
      }
      if (!(await find(code))) throw new NotFound(`Add-on service ${code}`);
      const row = await repository.replace(
        code,
        new Date(body.updated_at),
        { name: body.name, active: body.active, rateBps: body.rate_bps },
        body.prices,
      );
      if (!row) {
        throw new Conflict('Someone changed this service since you opened it; reload to see it.');
      }
      return toStaff(
        terms(
          ADD_ON_SERVICES.find((s) => s.code === code)!,
          row,
        ),
      );
    },
  };
}

export type AddOnServices = ReturnType<typeof createAddOnServices>;
