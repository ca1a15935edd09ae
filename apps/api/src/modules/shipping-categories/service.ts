import type { z } from 'zod';
import { NotFound } from '../../platform/errors.ts';
import type { ShippingCategoriesRepository, ShippingCategoryRow } from './repository.ts';
import type { ShippingCategorySchema } from './schemas.ts';

type ShippingCategory = z.infer<typeof ShippingCategorySchema>;

function toCategory(row: ShippingCategoryRow): ShippingCategory {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    parent_id: row.parentId,
    position: row.position,
  };
}

export function createShippingCategoriesService(repository: ShippingCategoriesRepository) {
  return {
    async page(page: number, perPage: number) {
      const [rows, total] = await Promise.all([
        repository.page(perPage, (page - 1) * perPage),
        repository.total(),
      ]);
      return {
        data: rows.map(toCategory),
        pagination: { page, per_page: perPage, total },
      };
    },

    async all(): Promise<ShippingCategory[]> {
      return (await repository.all()).map(toCategory);
    },

    /** One category; 404 naming it when there is none. */
    async get(id: number): Promise<ShippingCategory> {
      const row = await repository.find(id);
      if (!row) throw new NotFound(`Shipping category ${id}`);
      return toCategory(row);
    },
  };
}

export type ShippingCategoriesService = ReturnType<typeof createShippingCategoriesService>;
