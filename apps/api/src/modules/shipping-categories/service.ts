import type { z } from 'zod';
import { isUniqueViolation } from '../../platform/database.ts';
import { DomainError, NotFound } from '../../platform/errors.ts';
import type { ShippingCategoriesRepository, ShippingCategoryRow } from './repository.ts';
import { parentProblem } from './rules.ts';
import type {
  ShippingCategoryChangeBodySchema,
  ShippingCategoryCreateBodySchema,
  ShippingCategorySchema,
} from './schemas.ts';

type ShippingCategory = z.infer<typeof ShippingCategorySchema>;
type Change = z.infer<typeof ShippingCategoryChangeBodySchema>;
type Create = z.infer<typeof ShippingCategoryCreateBodySchema>;

function toCategory(row: ShippingCategoryRow): ShippingCategory {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    parent_id: row.parentId,
    position: row.position,
  };
}

const notFound = (id: number) =>
  new DomainError(404, 'category_not_found', `Shipping category ${id} was not found.`);

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

    /** One category as the audit log's "before", or null when there is none. */
    async find(id: number): Promise<ShippingCategory | null> {
      const row = await repository.find(id);
      return row ? toCategory(row) : null;
    },

    /** A new category; 409 `slug_taken` at body.slug, 422 at body.parent_id (rules.ts). */
    async create(body: Create): Promise<ShippingCategory> {
      try {
        return await repository.withTree(async (tree) => {
          const problem = parentProblem(tree.rows, null, body.parent_id);
          if (problem) throw problem;
          return toCategory(
            await tree.insert({
              slug: body.slug,
              name: body.name,
              parentId: body.parent_id,
              position: body.position,
            }),
          );
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const message = `The slug ${body.slug} is taken by another category.`;
        throw new DomainError(409, 'slug_taken', message, [{ field: 'body.slug', message }]);
      }
    },

    /** A category's name, parent or position; the slug stays (docs/shipping.md). */
    async change(id: number, body: Change): Promise<ShippingCategory> {
      return repository.withTree(async (tree) => {
        if (!tree.rows.some((row) => row.id === id)) throw notFound(id);
        const problem = parentProblem(tree.rows, id, body.parent_id);
        if (problem) throw problem;
        return toCategory(
          await tree.update(id, {
            name: body.name,
            parentId: body.parent_id,
            position: body.position,
          }),
        );
      });
    },
  };
}

export type ShippingCategoriesService = ReturnType<typeof createShippingCategoriesService>;
