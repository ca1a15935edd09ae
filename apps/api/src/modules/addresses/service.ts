import type { z } from 'zod';
import { Invalid, NotFound } from '../../platform/errors.ts';
import { formatAddress } from './address-format.ts';
import { addressSchemaOf, addressSchemas, validateAddressFields } from './address-schemas.ts';
import type { AddressesRepository, AddressRow } from './repository.ts';
import { ADDRESS_LABELS, type AddressBody, type AddressSchema } from './schemas.ts';

export type Address = z.infer<typeof AddressSchema>;

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    country_code: row.countryCode,
    label: row.label as Address['label'],
    name: row.name,
    phone: row.phone,
    fields: row.fields,
    display_lines: formatAddress(row.countryCode, row.fields),
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createAddressesService(repository: AddressesRepository) {
  function validated(body: AddressBody) {
    const schema = addressSchemaOf(body.country_code);
    if (!schema) {
      throw new Invalid('We do not deliver to this country.', [
        {
          field: 'body.country_code',
          message: `Use one of ${addressSchemas.map((s) => s.country_code).join(', ')}`,
        },
      ]);
    }
    const { fields, problems } = validateAddressFields(schema, body.fields);
    if (problems.length) throw new Invalid('The address is not complete or not valid.', problems);
    return {
      countryCode: schema.country_code,
      label: body.label,
      name: body.name,
      phone: body.phone,
      fields,
      isDefault: body.is_default ?? false,
    };
  }

  async function owned(customerId: number, id: number): Promise<AddressRow> {
    const row = await repository.find(customerId, id);
    if (!row) throw new NotFound(`Address ${id}`);
    return row;
  }

  return {
    forgetCustomer: repository.forgetCustomer,
    labels: () => ADDRESS_LABELS.map((label) => ({ ...label })),

    schemaOf(countryCode: string) {
      const schema = addressSchemaOf(countryCode);
      if (!schema) throw new NotFound(`An address schema for ${countryCode}`);
      return schema;
    },

    async list(customerId: number): Promise<Address[]> {
      return (await repository.list(customerId)).map(toAddress);
    },

    /** The customer's address (404 for anyone else's): checkout reads it from here. */
    async find(customerId: number, id: number): Promise<Address> {
      return toAddress(await owned(customerId, id));
    },

    async create(customerId: number, body: AddressBody): Promise<Address> {
      const row = await repository.save(customerId, validated(body));
      if (!row) throw new Error('The address was not stored');
      return toAddress(row);
    },

    async update(customerId: number, id: number, body: AddressBody): Promise<Address> {
      const current = await owned(customerId, id);
      const values = validated(body);
      // Unticking "default" on the default address would leave none; it stays the default.
      const row = await repository.save(
        customerId,
        { ...values, isDefault: values.isDefault || current.isDefault },
        id,
      );
      if (!row) throw new NotFound(`Address ${id}`);
      return toAddress(row);
    },

    async remove(customerId: number, id: number): Promise<void> {
      if (!(await repository.remove(customerId, id))) throw new NotFound(`Address ${id}`);
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
