import type { z } from 'zod';
import { NotFound } from '../../platform/errors.ts';
import type { WarehouseRow, WarehousesRepository } from './repository.ts';
import type { WarehouseSchema } from './schemas.ts';

type Warehouse = z.infer<typeof WarehouseSchema>;

function toWarehouse(row: WarehouseRow): Warehouse {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    country_code: row.countryCode,
    address: {
      line1: row.addressLine1,
      line2: row.addressLine2,
      district: row.district,
      city: row.city,
      province: row.province,
      post_code: row.postCode,
      country_code: row.countryCode,
    },
    contact: { name: row.contactName, phone: row.contactPhone },
    instructions: row.instructions,
    is_default: row.isDefault,
    storage: {
      free_days: row.freeStorageDays,
      fee_per_day: row.storageFeePerDay,
      reminder_days: row.storageReminderDays,
      max_days: row.maxStorageDays,
      final_notice_days: row.finalNoticeDays,
    },
  };
}

/** How long a parcel stays free in a warehouse, what a day costs after, when it is disposed. */
export interface StoragePolicy {
  freeDays: number;
  /** Minor units per day by currency; a currency absent here is not charged. */
  feePerDay: Record<string, number>;
  reminderDays: number;
  maxDays: number;
  finalNoticeDays: number;
}

export function createWarehousesService(repository: WarehousesRepository) {
  return {
    async storagePolicy(id: number): Promise<StoragePolicy> {
      const row = await repository.find(id);
      if (!row) throw new NotFound(`Warehouse ${id}`);
      return {
        freeDays: row.freeStorageDays,
        feePerDay: row.storageFeePerDay,
        reminderDays: row.storageReminderDays,
        maxDays: row.maxStorageDays,
        finalNoticeDays: row.finalNoticeDays,
      };
    },

    async list(countryCode?: string): Promise<Warehouse[]> {
      return (await repository.list(countryCode)).map(toWarehouse);
    },

    async get(id: number): Promise<Warehouse> {
      const row = await repository.find(id);
      if (!row) throw new NotFound(`Warehouse ${id}`);
      return toWarehouse(row);
    },
  };
}

export type WarehousesService = ReturnType<typeof createWarehousesService>;
