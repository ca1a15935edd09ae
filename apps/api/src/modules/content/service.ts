import type { z } from 'zod';
import { DomainError, NotFound } from '../../platform/errors.ts';
import type { CompanyDetailsRow, ContentEntryRow, ContentRepository } from './repository.ts';
import type {
  CompanyDetails,
  CompanyDetailsBodySchema,
  ContentEntriesFilter,
  ContentEntryBodySchema,
  ContentEntryUpdateSchema,
} from './schemas.ts';
import { isKnownSlug, NAVIGATION_SLUGS } from './slugs.ts';

const iso = (date: Date) => date.toISOString();

function toContent(row: ContentEntryRow) {
  return {
    slug: row.slug,
    locale: row.locale,
    region_code: row.regionCode,
    title: row.title,
    blocks: row.blocks,
    version: row.id,
    published_at: iso(row.publishAt ?? row.updatedAt),
  };
}

function toEntry(row: ContentEntryRow) {
  return {
    id: row.id,
    slug: row.slug,
    locale: row.locale,
    region_code: row.regionCode,
    title: row.title,
    blocks: row.blocks,
    status: row.status,
    publish_at: row.publishAt ? iso(row.publishAt) : null,
    edited_by: row.editedBy,
    updated_at: iso(row.updatedAt),
  };
}

function toCompany(row: CompanyDetailsRow): CompanyDetails {
  return {
    name: row.name,
    address_lines: row.addressLines,
    email: row.email,
    phone: row.phone,
    opening_hours: row.openingHours,
  };
}

export interface Audience {
  locale: string;
  regionCode: string | null;
  now: Date;
}

function unknownSlug(slug: string): never {
  throw new DomainError(404, 'unknown_content', `There is no content called "${slug}".`);
}

/**
 * The content service (spec §7): pages read published content by slug; staff write versions,
 * validated at write time, and publish them now or at a time.
 */
export function createContentService(repository: ContentRepository) {
  async function many(slugs: string[], audience: Audience) {
    const rows = await repository.live(slugs, audience.locale, audience.regionCode, audience.now);
    return Object.fromEntries(rows.map((row) => [row.slug, toContent(row)]));
  }

  return {
    async one(slug: string, audience: Audience) {
      if (!isKnownSlug(slug)) unknownSlug(slug);
      const found = (await many([slug], audience))[slug];
      if (!found) throw new NotFound(`Content "${slug}"`);
      return found;
    },

    /** Several slugs at once; an unknown one is a 404 (a typo should not pass silently). */
    async many(slugs: string[], audience: Audience) {
      const unknown = slugs.find((slug) => !isKnownSlug(slug));
      if (unknown) unknownSlug(unknown);
      return many(slugs, audience);
    },

    navigation: (audience: Audience) => many(NAVIGATION_SLUGS, audience),

    /** `editedBy`: the signed-in staff member (or machine), never a name from the body. */
    async create(body: z.infer<typeof ContentEntryBodySchema>, editedBy: string) {
      if (!isKnownSlug(body.slug)) unknownSlug(body.slug);
      const row = await repository.insert({
        slug: body.slug,
        locale: body.locale,
        regionCode: body.region_code,
        title: body.title,
        blocks: body.blocks,
        status: 'draft',
        editedBy,
      });
      return toEntry(row);
    },

    /** Only a draft is edited; a published version stays as it was shown (edit a new draft). */
    async update(id: number, body: z.infer<typeof ContentEntryUpdateSchema>, editedBy: string) {
      const row = await repository.update(
        id,
        {
          locale: body.locale,
          regionCode: body.region_code,
          title: body.title,
          blocks: body.blocks,
          editedBy,
        },
        'draft',
      );
      if (row) return toEntry(row);
      if (await repository.byId(id)) {
        throw new DomainError(
          409,
          'content_published',
          'A published version cannot change; save a new draft.',
        );
      }
      throw new NotFound(`Content entry ${id}`);
    },

    async publish(id: number, body: { publish_at?: string }, editedBy: string) {
      const row = await repository.update(
        id,
        {
          status: 'published',
          publishAt: body.publish_at ? new Date(body.publish_at) : new Date(),
          editedBy,
        },
        'draft',
      );
      if (row) return toEntry(row);
      if (await repository.byId(id)) {
        throw new DomainError(409, 'content_published', 'This version is published already.');
      }
      throw new NotFound(`Content entry ${id}`);
    },

    /**
     * Throws a draft away. A published version stays: the shop may have shown it, and the
     * audit log and any rollback need it.
     */
    async discard(id: number): Promise<void> {
      if (await repository.remove(id, 'draft')) return;
      if (await repository.byId(id)) {
        throw new DomainError(
          409,
          'content_published',
          'A published version is kept; only a draft can be discarded.',
        );
      }
      throw new NotFound(`Content entry ${id}`);
    },

    async list(query: ContentEntriesFilter & { page: number; per_page: number }) {
      const { page, per_page, ...filter } = query;
      const { rows, total } = await repository.list(filter, per_page, (page - 1) * per_page);
      return { data: rows.map(toEntry), pagination: { page, per_page, total } };
    },

    /**
     * The company's own details (name, Bangladesh office, email, phone, hours): the one source
     * every page and document reads. The migration writes the first row; a missing one is a
     * broken installation, not a page to leave blank.
     */
    async company(): Promise<CompanyDetails> {
      const row = await repository.company();
      if (!row) throw new NotFound('The company details');
      return toCompany(row);
    },

    async companyEntry() {
      const row = await repository.company();
      if (!row) throw new NotFound('The company details');
      return { ...toCompany(row), edited_by: row.editedBy, updated_at: iso(row.updatedAt) };
    },

    async changeCompany(body: z.infer<typeof CompanyDetailsBodySchema>, editedBy: string) {
      const row = await repository.saveCompany({
        name: body.name,
        addressLines: body.address_lines,
        email: body.email,
        phone: body.phone,
        openingHours: body.opening_hours,
        editedBy,
      });
      return { ...toCompany(row), edited_by: row.editedBy, updated_at: iso(row.updatedAt) };
    },

    async entry(id: number) {
      const row = await repository.byId(id);
      if (!row) throw new NotFound(`Content entry ${id}`);
      return toEntry(row);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
