import { DomainError } from '../../platform/errors.ts';
import type { CategoryWrite, LiveStreamsRepository, StreamerWrite } from './repository.ts';

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION;

/** Runs a write; a duplicate handle or slug becomes a 409 naming the field. */
async function unique<T>(
  write: () => Promise<T>,
  field: 'handle' | 'slug',
  message: string,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError(409, `${field}_taken`, message, [{ field: `body.${field}`, message }]);
    throw error;
  }
}

const notFound = (what: 'streamer' | 'category', id: number) =>
  new DomainError(404, `${what}_not_found`, `The ${what} ${id} was not found.`);

const presentStreamer = (row: StreamerWrite & { id: number }) => ({
  id: row.id,
  handle: row.handle,
  name: row.name,
  avatar: row.avatar ?? null,
});

/**
 * Who presents streams and the live page's categories, as staff keep them (the stream form
 * picks from both). Handles and slugs are unique: they appear in links.
 */
export function createLineup(repository: LiveStreamsRepository) {
  const handleTaken = (handle: string) => `The handle @${handle} is taken by another streamer.`;
  const slugTaken = (slug: string) => `The slug ${slug} is taken by another category.`;
  return {
    async addStreamer(write: StreamerWrite) {
      const row = await unique(
        () => repository.addStreamer(write),
        'handle',
        handleTaken(write.handle),
      );
      return presentStreamer(row);
    },

    async changeStreamer(id: number, write: StreamerWrite) {
      const row = await unique(
        () => repository.changeStreamer(id, write),
        'handle',
        handleTaken(write.handle),
      );
      if (!row) throw notFound('streamer', id);
      return presentStreamer(row);
    },

    async streamer(id: number) {
      const row = await repository.findStreamer(id);
      return row && presentStreamer(row);
    },

    async addCategory(write: CategoryWrite) {
      const row = await unique(() => repository.addCategory(write), 'slug', slugTaken(write.slug));
      return { id: row.id, slug: row.slug, name: row.name };
    },

    async changeCategory(id: number, write: CategoryWrite) {
      const row = await unique(
        () => repository.changeCategory(id, write),
        'slug',
        slugTaken(write.slug),
      );
      if (!row) throw notFound('category', id);
      return { id: row.id, slug: row.slug, name: row.name };
    },

    async category(id: number) {
      const row = await repository.findCategory(id);
      return row && { id: row.id, slug: row.slug, name: row.name };
    },
  };
}

export type Lineup = ReturnType<typeof createLineup>;
