import type { z } from 'zod';
import { NotFound } from '../../platform/errors.ts';
import type { WarehouseRow, WarehousesRepository } from './repository.ts';
import type { WarehouseChangeBody, WarehouseSchema } from './schemas.ts';

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

    /** Staff's change; parcels already stored follow the new storage terms from the next sweep. */
    async change(id: number, body: WarehouseChangeBody): Promise<Warehouse> {
      const { address, contact, storage } = body;
      const row = await repository.update(id, {
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.instructions === undefined ? {} : { instructions: body.instructions }),
        ...(address
          ? {
              addressLine1: address.line1,
              addressLine2: address.line2,
              district: address.district,
              city: address.city,
              province: address.province,
              postCode: address.post_code,
            }
          : {}),
        ...(contact ? { contactName: contact.name, contactPhone: contact.phone } : {}),
        ...(storage
          ? {
              freeStorageDays: storage.free_days,
              storageFeePerDay: storage.fee_per_day,
              storageReminderDays: storage.reminder_days,
              maxStorageDays: storage.max_days,
              finalNoticeDays: storage.final_notice_days,
            }
          : {}),
      });
      if (!row) throw new NotFound(`Warehouse ${id}`);
      return toWarehouse(row);
    },

    async get(id: number): Promise<Warehouse> {
      const row = await repository.find(id);
      if (!row) throw new NotFound(`Warehouse ${id}`);
      return toWarehouse(row);
    },
  };
}

export type WarehousesService = ReturnType<typeof createWarehousesService>;
