import { DomainError } from '../../platform/errors.ts';
import type { CatalogProducts, CatalogService } from '../catalog/index.ts';
import { FEED_PAGE_SIZE, type FeedFilter, type LiveStreamsRepository } from './repository.ts';

type Viewer = Parameters<CatalogService['infos']>[1];
type StreamRow = NonNullable<Awaited<ReturnType<LiveStreamsRepository['stream']>>>;

const present = (row: StreamRow) => ({
  id: row.id,
  title: row.title,
  status: row.status,
  hls_url: row.hlsUrl,
  poster: row.poster,
  viewer_count: row.viewerCount,
  started_at: row.startedAt.toISOString(),
  category: row.category,
  streamer: row.streamer,
  offer_count: row.offerCount,
});

const notFound = (id: number) =>
  new DomainError(404, 'stream_not_found', `Stream ${id} was not found.`);

/**
 * Live-stream shopping (docs/live-streams.md): categories, a feed of live and recorded
 * streams, a stream's details and the products offered in it, at the viewer's prices.
 */
export function createLiveStreamsService(deps: {
  repository: LiveStreamsRepository;
  catalog: Pick<CatalogService, 'infos'>;
  products: Pick<CatalogProducts, 'productsByIds'>;
}) {
  const { repository } = deps;
  return {
    async categories() {
      return (await repository.categories()).map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        stream_count: row.streamCount,
      }));
    },

    async streamers() {
      return (await repository.streamers()).map((row) => ({
        id: row.id,
        handle: row.handle,
        name: row.name,
        avatar: row.avatar,
      }));
    },

    async feed(filter: FeedFilter) {
      const { rows, total } = await repository.feed(filter);
      return {
        data: rows.map(present),
        pagination: { page: filter.page, per_page: FEED_PAGE_SIZE, total },
      };
    },

    async details(id: number) {
      const row = await repository.stream(id);
      if (!row) throw notFound(id);
      return present(row);
    },

    /** The stream's products as cards, each with the variation one tap adds to the cart. */
    async offers(id: number, viewer: Viewer) {
      if (!(await repository.stream(id))) throw notFound(id);
      const offers = await repository.offers(id);
      const ids = offers.map((offer) => offer.productId);
      const [cards, rows] = await Promise.all([
        deps.catalog.infos(ids, viewer),
        deps.products.productsByIds(ids, viewer.regionCode),
      ]);
      const cardOf = new Map(cards.map((card) => [card.id, card]));
      const rowOf = new Map(rows.map((row) => [row.id, row]));
      return offers.flatMap((offer) => {
        const product = cardOf.get(offer.productId);
        if (!product) return [];
        const sku = rowOf.get(offer.productId)?.variations.skus.find((s) => s.stock > 0);
        return [
          { product, default_sku_id: sku?.id ?? null, shown_at_seconds: offer.shownAtSeconds },
        ];
      });
    },

    repository,
  };
}

export type LiveStreamsService = ReturnType<typeof createLiveStreamsService>;
