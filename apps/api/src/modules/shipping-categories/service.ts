import type { ShippingCategoriesRepository } from './repository.ts';

export function createShippingCategoriesService(repository: ShippingCategoriesRepository) {
  return {
    async page(page: number, perPage: number) {
      const [rows, total] = await Promise.all([
        repository.page(perPage, (page - 1) * perPage),
        repository.total(),
      ]);
      return {
        data: rows.map((row) => ({
          id: row.id,
          slug: row.slug,
          name: row.name,
          parent_id: row.parentId,
          position: row.position,
        })),
        pagination: { page, per_page: perPage, total },
      };
    },
  };
}

export type ShippingCategoriesService = ReturnType<typeof createShippingCategoriesService>;
