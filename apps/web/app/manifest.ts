import type { MetadataRoute } from 'next';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Crossport — shop from China, delivered home',
    short_name: 'Crossport',
    description:
      'Buy from shops in China or ship your own parcels home, with prices in your currency.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait-primary',
    background_color: '#f6f7f4',
    theme_color: '#17605a',
    categories: ['shopping', 'business'],
    // Bitmaps for launchers and Chromium's install check, the SVGs for everything that scales.
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icons/icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: 'Ship For Me Request', url: '/ship-for-me' },
      { name: 'Shipment List', url: '/shipment-list' },
      { name: 'My Orders', url: '/dashboard/buy-and-ship/my-orders' },
    ],
  };
}
