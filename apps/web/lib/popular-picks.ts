/**
 * PLACEHOLDER — the catalog issue replaces this file with products from
 * `GET /api/product/customer/v1/recommendations/recommended-products`. Until the catalog API
 * exists the home page's "Popular picks" rail shows these hand-picked items. Prices are what
 * the shop charges, in CNY fen; the page converts them with the region's exchange terms.
 */

export type ProductArt =
  'earbuds' | 'sneaker' | 'backpack' | 'lamp' | 'watch' | 'bottle' | 'jacket' | 'keyboard';

export interface PopularPick {
  id: string;
  title: string;
  shop: string;
  /** Source price in CNY minor units (fen). */
  priceFen: number;
  art: ProductArt;
  /** Two CSS colours for the placeholder image's gradient. */
  tint: readonly [string, string];
}

export const popularPicks: readonly PopularPick[] = [
  {
    id: 'pick-earbuds',
    title: 'Wireless noise-cancelling earbuds, 40 h battery',
    shop: 'Shenzhen SoundWorks',
    priceFen: 12_900,
    art: 'earbuds',
    tint: ['#cdeee9', '#8fd3c8'],
  },
  {
    id: 'pick-sneaker',
    title: 'Breathable knit running sneakers, unisex',
    shop: 'Jinjiang Stride',
    priceFen: 15_800,
    art: 'sneaker',
    tint: ['#fde2cf', '#f9b48a'],
  },
  {
    id: 'pick-backpack',
    title: 'Water-resistant 25 L laptop backpack with USB port',
    shop: 'Guangzhou Carryall',
    priceFen: 8_950,
    art: 'backpack',
    tint: ['#dfe3fb', '#a9b3f0'],
  },
  {
    id: 'pick-lamp',
    title: 'Dimmable LED desk lamp with wireless charger',
    shop: 'Ningbo Brightline',
    priceFen: 6_600,
    art: 'lamp',
    tint: ['#fff1c7', '#f6cf6a'],
  },
  {
    id: 'pick-watch',
    title: 'Smart fitness watch, AMOLED, heart-rate and SpO2',
    shop: 'Dongguan Pulse Tech',
    priceFen: 19_900,
    art: 'watch',
    tint: ['#e3e6ea', '#aab3bf'],
  },
  {
    id: 'pick-bottle',
    title: 'Insulated stainless steel bottle, 750 ml',
    shop: 'Yongkang Steelware',
    priceFen: 3_980,
    art: 'bottle',
    tint: ['#d6f0fa', '#86c9e6'],
  },
  {
    id: 'pick-jacket',
    title: 'Lightweight packable down jacket',
    shop: 'Hangzhou Northpeak',
    priceFen: 26_800,
    art: 'jacket',
    tint: ['#f6dbe3', '#e59ab1'],
  },
  {
    id: 'pick-keyboard',
    title: 'Hot-swappable mechanical keyboard, 75 % layout',
    shop: 'Shenzhen KeyCraft',
    priceFen: 23_500,
    art: 'keyboard',
    tint: ['#e4def7', '#b3a3e6'],
  },
];
